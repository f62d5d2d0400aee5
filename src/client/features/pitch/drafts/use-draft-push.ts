import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { pitchKeys } from '#client/features/pitch/api/pitch-keys.ts';
import { sendWizardDraft, syncAfterFailure } from './send-wizard-draft.ts';
import type { DraftState } from './use-draft-state.ts';
import type { WizardDraft } from './wizard-store.ts';

/**
 * Sending the latest draft to the server, one send at a time (a second waits for the first, so the
 * deck is never created twice). Resolves with the draft as the server has it, null when it could
 * not; what typing changed meanwhile stays unsynced for the next send.
 */
export function useDraftPush(
  userId: string,
  {
    latestRef,
    show,
    setSync,
    setSyncError,
  }: Pick<DraftState, 'latestRef' | 'show' | 'setSync' | 'setSyncError'>,
  writeLocal: (draft: WizardDraft) => Promise<void>,
) {
  const queryClient = useQueryClient();
  const pushing = useRef<Promise<WizardDraft | null> | null>(null);
  return useCallback(async (): Promise<WizardDraft | null> => {
    if (pushing.current) await pushing.current.catch(() => null);
    const sending = latestRef.current;
    const framework = sending?.framework;
    if (!sending || !framework) return null;
    if (sending.synced && sending.deckId) return sending;
    setSync('saving');
    const run = (async () => {
      try {
        const deck = await sendWizardDraft(sending, framework);
        queryClient.setQueryData(pitchKeys.deck(userId, deck.id), deck);
        void queryClient.invalidateQueries({ queryKey: pitchKeys.decks(userId) });
        const current = latestRef.current ?? sending;
        const unchanged = current.updatedAt === sending.updatedAt;
        const next: WizardDraft = { ...current, deckId: deck.id, synced: unchanged };
        show(next);
        await writeLocal(next);
        setSyncError(null);
        setSync(unchanged ? 'saved' : 'local');
        return next;
      } catch (error) {
        const failed = syncAfterFailure(error);
        setSync(failed.sync);
        if (failed.message !== null) setSyncError(failed.message);
        return null;
      }
    })();
    pushing.current = run;
    const result = await run;
    pushing.current = null;
    return result;
  }, [queryClient, userId, writeLocal, latestRef, show, setSync, setSyncError]);
}
