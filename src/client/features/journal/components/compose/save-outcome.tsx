import { CircleCheck, CloudOff } from 'lucide-react';
import { ErrorNotice } from '#client/components/ui/error-notice.tsx';
import type { SendOutcome } from '#client/features/journal/drafts/draft-sync.ts';
import { OFFLINE_DRAFT_MESSAGE } from '#client/features/journal/drafts/draft-sync.ts';

/**
 * What became of the last save: kept on the device while offline (it goes later by itself), refused
 * by the server with its reason, or saved. Before any save, nothing.
 */
export function SaveOutcome({ outcome }: { outcome: SendOutcome | undefined }) {
  if (outcome?.kind === 'kept') {
    return (
      <p
        role="status"
        className="flex items-start gap-2 rounded-2xl bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900 ring-1 ring-amber-200"
      >
        <CloudOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {OFFLINE_DRAFT_MESSAGE}
      </p>
    );
  }
  if (outcome?.kind === 'refused') {
    return <ErrorNotice size="inline" title="Not saved yet" message={outcome.message} />;
  }
  if (outcome?.kind === 'sent') {
    return (
      <p role="status" className="flex items-center gap-2 text-sm font-medium text-teal-800">
        <CircleCheck aria-hidden="true" className="size-4" />
        Entry saved.
      </p>
    );
  }
  return null;
}
