import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { DetailError, DetailLoading } from '#client/components/detail-page-states.tsx';
import { useAuthSession } from '#client/entities/account/auth-session.ts';
import { deckQuery } from '#client/features/pitch/api/pitch-api.ts';
import { DeckEditor } from './deck-editor.tsx';

/** /pitch/:id: the founder's deck in the editor. */
export function DeckPage() {
  const { id = '' } = useParams();
  const { user } = useAuthSession();
  const userId = user?.id ?? '';
  const deck = useQuery(deckQuery(userId, id));
  if (deck.isPending) return <DetailLoading label="Opening your deck…" />;
  if (deck.error) {
    return (
      <DetailError
        error={deck.error}
        notFound={{
          heading: 'Deck not found',
          text: 'This deck does not exist, or it belongs to another account.',
          back: { to: '/pitch', label: 'Your decks' },
        }}
        pageTitle="Pitch deck"
        errorMessage="Your deck could not be loaded"
        onRetry={() => void deck.refetch()}
        retrying={deck.isRefetching}
      />
    );
  }
  return <DeckEditor key={deck.data.id} userId={userId} deck={deck.data} />;
}
