import { CloudOff } from 'lucide-react';
import { useState } from 'react';
import type { Draft } from '#client/features/journal/drafts/draft-store.ts';
import { hasContent } from '#client/features/journal/drafts/draft-store.ts';
import { useDraftActions, useDrafts } from '#client/features/journal/drafts/use-drafts.ts';
import { ConfirmDialog } from '#client/features/journal/components/confirm-dialog.tsx';
import { DraftItem } from './draft-item.tsx';

/**
 * Entries that exist only on this device: saved while offline (sent when back online), refused by
 * the server (with its reason), or put aside unfinished (`currentId` is the one being written).
 */
export function DraftsPanel({
  userId,
  currentId,
  onContinue,
}: {
  userId: string;
  currentId: string;
  onContinue: (draft: Draft) => void;
}) {
  const drafts = useDrafts(userId);
  const { resend, discard } = useDraftActions(userId);
  const [discarding, setDiscarding] = useState<Draft | null>(null);
  const shown = (drafts.data ?? []).filter((d) => d.id !== currentId && hasContent(d));
  if (shown.length === 0) return null;

  return (
    <section
      aria-labelledby="drafts-heading"
      className="rounded-3xl border border-amber-200 bg-amber-50/60 p-4 sm:p-5"
    >
      <h2 id="drafts-heading" className="flex items-center gap-2 font-semibold text-indigo-950">
        <CloudOff aria-hidden="true" className="size-4 text-amber-700" />
        On this device only
      </h2>
      <ul className="mt-3 space-y-3">
        {shown.map((draft) => (
          <DraftItem
            key={draft.id}
            draft={draft}
            resend={resend}
            onContinue={() => onContinue(draft)}
            onDiscard={() => setDiscarding(draft)}
          />
        ))}
      </ul>
      <ConfirmDialog
        open={discarding !== null}
        title="Discard this draft?"
        description="It has not been sent, so it is gone for good once discarded."
        confirm="Discard draft"
        onClose={() => setDiscarding(null)}
        onConfirm={() => {
          if (discarding) discard.mutate(discarding);
          setDiscarding(null);
        }}
      />
    </section>
  );
}
