import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { Deck } from '#shared/schemas/pitch.ts';
import { deckQuery } from '#client/features/pitch/api/pitch-api.ts';
import type { DraftState } from './use-draft-state.ts';
import { newWizardDraft, wizardStore, type WizardDraft } from './wizard-store.ts';

const fromDeck = (userId: string, deck: Deck): WizardDraft => ({
  ...newWizardDraft(userId),
  framework: deck.framework,
  title: deck.title,
  answers: Object.fromEntries(
    Object.entries(deck.answers).filter((e): e is [string, string] => typeof e[1] === 'string'),
  ),
  deckId: deck.id,
  synced: true,
});

/**
 * The draft to open: for a deck, the device copy of its answers when there is one (it may hold
 * changes the server never got), else the server's; for a new deck, the draft not yet sent, else
 * the latest, else an empty one.
 */
async function loadWizardDraft(queryClient: QueryClient, userId: string, deckId: string | null) {
  const drafts = await wizardStore()
    .list(userId)
    .catch(() => []);
  if (deckId) {
    const kept = drafts.find((d) => d.deckId === deckId);
    if (kept) return kept;
    return fromDeck(userId, await queryClient.fetchQuery(deckQuery(userId, deckId)));
  }
  return drafts.find((d) => d.deckId === null || !d.synced) ?? drafts[0] ?? newWizardDraft(userId);
}

/** Opens the draft into `state` once per user and deck; resolves to the error when it could not. */
export function useDraftLoad(
  userId: string,
  deckId: string | null,
  { show, setSync }: Pick<DraftState, 'show' | 'setSync'>,
) {
  const queryClient = useQueryClient();
  const [loadError, setLoadError] = useState<Error | null>(null);
  useEffect(() => {
    let cancelled = false;
    loadWizardDraft(queryClient, userId, deckId).then(
      (loaded) => {
        if (cancelled) return;
        show(loaded);
        setSync(loaded.deckId && loaded.synced ? 'saved' : 'local');
      },
      (error: unknown) =>
        !cancelled && setLoadError(error instanceof Error ? error : new Error(String(error))),
    );
    return () => {
      cancelled = true;
    };
  }, [userId, deckId, queryClient, show, setSync]);
  return loadError;
}
