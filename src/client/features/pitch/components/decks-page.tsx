import { useQuery } from '@tanstack/react-query';
import { Plus, Presentation } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { buttonVariants } from '#client/components/ui/button.tsx';
import { ErrorNotice } from '#client/components/ui/error-notice.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { signInHref, signUpHref } from '#client/lib/auth-links.ts';
import { useAuthSession } from '#client/entities/account/auth-session.ts';
import type { DeckList } from '#shared/schemas/pitch.ts';
import { deckListQuery } from '#client/features/pitch/api/pitch-api.ts';
import { DeckCard } from './decks/deck-card.tsx';
import { DeleteDeckDialog } from './decks/delete-deck-dialog.tsx';
import { PremiumUpsell } from './premium-upsell.tsx';
import { cardVariants } from '#client/components/ui/card.tsx';

const DESCRIPTION =
  'Answer short questions about your startup and get an investor-ready deck you can edit, present, export and share, with a checker that scores it against the framework you chose.';

/** /pitch: the founder's decks, or for a visitor what the generator does and a way in. */
export function DecksPage() {
  const { user } = useAuthSession();
  return (
    <div className="mx-auto max-w-5xl px-4 pb-16 pt-8 sm:px-6 md:pt-12">
      <title>Pitch Deck Generator · Founder Flow</title>
      <meta name="description" content={DESCRIPTION} />
      <p className="text-sm font-semibold uppercase tracking-wider text-teal-800">Pitch</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-indigo-950 md:text-4xl">
        Pitch Deck Generator
      </h1>
      <p className="mt-2 max-w-2xl text-stone-700">{DESCRIPTION}</p>
      {user ? <Decks userId={user.id} /> : <VisitorInvite />}
    </div>
  );
}

function VisitorInvite() {
  return (
    <section
      aria-labelledby="pitch-visitor-title"
      className={cardVariants({ padding: 'none', className: 'mt-8 p-6 sm:p-8' })}
    >
      <Presentation aria-hidden="true" className="size-8 text-teal-700" />
      <h2 id="pitch-visitor-title" className="mt-3 text-xl font-bold text-indigo-950">
        Sign in to build your deck
      </h2>
      <ul className="mt-3 list-disc space-y-1 pl-5 text-stone-700">
        <li>Sequoia, Y Combinator or Guy Kawasaki’s 10/20/30, with examples for every question</li>
        <li>A checker that scores the deck and tells you what an investor will miss</li>
        <li>Present full screen with speaker notes, export to PDF or PowerPoint, share a link</li>
      </ul>
      <p className="mt-3 text-sm text-stone-600">Your first deck is free.</p>
      <div className="mt-5 flex flex-wrap gap-3">
        <Link to={signInHref('/pitch')} className={buttonVariants({ variant: 'primary' })}>
          Sign in
        </Link>
        <Link to={signUpHref('/pitch')} className={buttonVariants({ variant: 'outline' })}>
          Create Free Account
        </Link>
      </div>
    </section>
  );
}

function Decks({ userId }: { userId: string }) {
  const decks = useQuery(deckListQuery(userId));
  if (decks.isPending) {
    return (
      <p role="status" className="mt-8 flex items-center gap-3 text-sm font-medium text-stone-600">
        <Spinner size="sm" label="Loading" /> Loading your decks…
      </p>
    );
  }
  if (decks.error) {
    return (
      <ErrorNotice
        className="mt-8"
        message={`Your decks could not be loaded: ${decks.error.message}`}
        onRetry={() => void decks.refetch()}
        retrying={decks.isRefetching}
      />
    );
  }
  return <DeckGrid userId={userId} list={decks.data} />;
}

function DeckGrid({ userId, list }: { userId: string; list: DeckList }) {
  const [confirm, setConfirm] = useState<{ id: string; title: string } | null>(null);
  const atLimit = list.limit !== null && list.items.length >= list.limit;
  return (
    <>
      <div className="mt-8 flex flex-wrap items-end justify-between gap-3">
        <h2 className="text-xl font-bold tracking-tight text-indigo-950">Your decks</h2>
        {atLimit ? null : (
          <Link to="/pitch/new" className={buttonVariants({ variant: 'primary' })}>
            <Plus aria-hidden="true" /> New deck
          </Link>
        )}
      </div>
      {list.items.length === 0 ? (
        <NoDecks />
      ) : (
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {list.items.map((deck) => (
            <DeckCard
              key={deck.id}
              deck={deck}
              onDelete={() => setConfirm({ id: deck.id, title: deck.title })}
            />
          ))}
        </ul>
      )}
      {atLimit ? (
        <div className="mt-6">
          <p className="mb-3 text-sm text-stone-700">
            Your plan includes {list.limit === 1 ? 'one deck' : `${list.limit} decks`}. Keep improving it, or
            delete it to start another.
          </p>
          <PremiumUpsell reason="decks" />
        </div>
      ) : null}
      <DeleteDeckDialog userId={userId} deck={confirm} onClose={() => setConfirm(null)} />
    </>
  );
}

function NoDecks() {
  return (
    <div className={cardVariants({ variant: 'dashed', padding: 'none', className: 'mt-4 p-8' })}>
      <Presentation aria-hidden="true" className="mx-auto size-10 text-indigo-300" />
      <p className="mt-3 font-semibold text-indigo-950">No decks yet</p>
      <p className="mt-1 text-stone-700">
        Answer a few questions per slide; the first draft is written for you.
      </p>
      <Link to="/pitch/new" className={buttonVariants({ variant: 'primary', className: 'mt-5' })}>
        Start your first deck
      </Link>
    </div>
  );
}
