import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Dialog } from '#client/components/ui/dialog.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { ErrorNotice } from '#client/components/ui/error-notice.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import type { Deck, DeckVersionList } from '#shared/schemas/pitch.ts';
import { restoreVersion, versionsQuery } from '#client/features/pitch/api/pitch-api.ts';
import { pitchKeys } from '#client/features/pitch/api/pitch-keys.ts';

const REASONS = { create: 'Created', edit: 'Edited', generate: 'Generated', restore: 'Restored' } as const;

const when = (iso: string) =>
  new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

/** Earlier saves of the deck, newest first; restoring one makes it the current deck (itself a new version). */
export function VersionsDialog({
  open,
  onClose,
  userId,
  deckId,
  currentVersion,
  onRestored,
}: {
  open: boolean;
  onClose: () => void;
  userId: string;
  deckId: string;
  currentVersion: number;
  onRestored: (deck: Deck) => void;
}) {
  const queryClient = useQueryClient();
  const versions = useQuery({ ...versionsQuery(userId, deckId), enabled: open });
  const restore = useMutation({
    mutationFn: (versionId: string) => restoreVersion(deckId, versionId),
    onSuccess: (deck) => {
      queryClient.setQueryData(pitchKeys.deck(userId, deckId), deck);
      void queryClient.invalidateQueries({ queryKey: pitchKeys.versions(userId, deckId) });
      onRestored(deck);
      onClose();
    },
  });
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Versions"
      description="Every save is kept. Restore one to make it the deck again; nothing is lost, the current deck stays in the list."
    >
      <div className="mt-4">
        {versions.isPending ? (
          <p className="flex items-center gap-2 text-sm text-stone-600">
            <Spinner size="sm" label="Loading" /> Loading versions…
          </p>
        ) : versions.error ? (
          <ErrorNotice
            size="inline"
            message={`Versions could not be loaded: ${versions.error.message}`}
            onRetry={() => void versions.refetch()}
          />
        ) : versions.data.items.length === 0 ? (
          <p className="text-sm text-stone-700">No earlier versions yet.</p>
        ) : (
          <ul className="max-h-80 divide-y divide-stone-100 overflow-y-auto">
            {versions.data.items.map((v) => (
              <VersionRow
                key={v.id}
                version={v}
                current={v.version === currentVersion}
                restoring={restore.isPending}
                onRestore={() => restore.mutate(v.id)}
              />
            ))}
          </ul>
        )}
        {restore.error ? (
          <ErrorNotice size="inline" className="mt-3" message={`Not restored: ${restore.error.message}`} />
        ) : null}
      </div>
    </Dialog>
  );
}

/** One saved version: why it was made, when, and what it held; any but the current can be restored. */
function VersionRow({
  version: v,
  current,
  restoring,
  onRestore,
}: {
  version: DeckVersionList['items'][number];
  current: boolean;
  restoring: boolean;
  onRestore: () => void;
}) {
  return (
    <li className="flex items-center justify-between gap-3 py-2.5">
      <div className="min-w-0 text-sm">
        <p className="font-medium text-indigo-950">
          {REASONS[v.reason]} · {when(v.createdAt)}
        </p>
        <p className="truncate text-stone-600">
          {v.title} · {v.slideCount} slides
        </p>
      </div>
      {current ? (
        <span className="text-sm text-stone-600">Current</span>
      ) : (
        <Button
          size="sm"
          variant="outline"
          disabled={restoring}
          onClick={onRestore}
          aria-label={`Restore the version of ${when(v.createdAt)}`}
        >
          Restore
        </Button>
      )}
    </li>
  );
}
