import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { generateDeck } from '#client/features/pitch/api/pitch-api.ts';
import { pitchKeys } from '#client/features/pitch/api/pitch-keys.ts';
import type { useWizardDraft } from '#client/features/pitch/drafts/use-wizard-draft.ts';

/**
 * Generating the deck from the answers: everything typed is sent first, the device copy goes once
 * the slides exist, and the editor opens on them. Fails with 'premium' when the plan has no room,
 * which the page already explains, so no error is shown for it.
 */
export function useGenerateDeck(userId: string, wizard: ReturnType<typeof useWizardDraft>) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const saved = await wizard.flush();
      if (!saved?.deckId)
        throw new Error(
          wizard.sync === 'premium'
            ? 'premium'
            : 'Your answers could not be sent. Check your connection and try again.',
        );
      const deck = await generateDeck(saved.deckId);
      await wizard.finish();
      return deck;
    },
    onSuccess: (deck) => {
      // The editor starts from this deck (and its version), not from the answers-only one cached before.
      queryClient.setQueryData(pitchKeys.deck(userId, deck.id), deck);
      void queryClient.invalidateQueries({ queryKey: pitchKeys.decks(userId) });
      void navigate(`/pitch/${encodeURIComponent(deck.id)}`);
    },
  });
}
