import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button } from '#client/components/ui/button.tsx';
import { Dialog } from '#client/components/ui/dialog.tsx';
import { ErrorNotice } from '#client/components/ui/error-notice.tsx';
import { deleteDeck } from '#client/features/pitch/api/pitch-api.ts';
import { pitchKeys } from '#client/features/pitch/api/pitch-keys.ts';

/** Asks before a deck goes for good, since its versions and share links go with it. */
export function DeleteDeckDialog({
  userId,
  deck,
  onClose,
}: {
  userId: string;
  /** The deck to delete; the dialog is closed while there is none. */
  deck: { id: string; title: string } | null;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: (id: string) => deleteDeck(id),
    onSuccess: () => {
      onClose();
      void queryClient.invalidateQueries({ queryKey: pitchKeys.decks(userId) });
    },
  });
  return (
    <Dialog
      open={deck !== null}
      onClose={onClose}
      title="Delete this deck?"
      description={
        deck ? `“${deck.title}”, its versions and its share links are deleted for good.` : undefined
      }
    >
      {remove.error ? (
        <ErrorNotice size="inline" className="mt-4" message={`Not deleted: ${remove.error.message}`} />
      ) : null}
      <div className="mt-6 flex flex-wrap justify-end gap-2">
        <Button variant="outline" onClick={onClose}>
          Keep it
        </Button>
        <Button variant="danger" disabled={remove.isPending} onClick={() => deck && remove.mutate(deck.id)}>
          Delete deck
        </Button>
      </div>
    </Dialog>
  );
}
