import { Check, CloudOff, LoaderCircle } from 'lucide-react';
import type { WizardSync } from '#client/features/pitch/drafts/use-draft-state.ts';

const SYNC_TEXT: Record<WizardSync, string> = {
  local: 'Saved on this device',
  saving: 'Saving…',
  saved: 'Saved',
  offline: 'Offline: kept on this device, sent when you are back',
  premium: 'Kept on this device',
  error: 'Saved on this device only',
};

/** Where the answers are: on this device, on their way, or in the account. */
export function SyncStatus({ sync }: { sync: WizardSync }) {
  const Icon =
    sync === 'saved' ? Check : sync === 'offline' ? CloudOff : sync === 'saving' ? LoaderCircle : Check;
  return (
    <p role="status" className="flex items-center gap-1.5 text-sm text-stone-700" data-sync={sync}>
      <Icon aria-hidden="true" className={sync === 'saving' ? 'size-4 motion-safe:animate-spin' : 'size-4'} />
      {SYNC_TEXT[sync]}
    </p>
  );
}
