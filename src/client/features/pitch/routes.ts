import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { authSessionQuery } from '#client/entities/account/auth-session.ts';
import { signedInLoader } from '#client/entities/account/signed-in-loader.ts';
import { deckListQuery, deckQuery, sharedDeckQuery } from './api/pitch-api.ts';
import { DecksPage } from './components/decks-page.tsx';
import { DeckPage } from './components/editor/deck-page.tsx';
import { ViewerPage } from './components/viewer/viewer-page.tsx';
import { WizardPage } from './components/wizard/wizard-page.tsx';

/** The signed-in user's id from the cached auth session (the root loader fetched it). */
const cachedUserId = (queryClient: QueryClient): string | null =>
  queryClient.getQueryData(authSessionQuery().queryKey)?.user.id ?? null;

/** A failed request is left to the page, which shows its own error state with a retry. */
const settle = (work: Promise<unknown>) =>
  work.then(
    () => null,
    () => null,
  );

/** /pitch: anyone may look; a signed-in founder's decks are fetched with the page's code. */
export const decksRoute = (queryClient: QueryClient) => ({
  Component: DecksPage,
  loader: () => {
    const userId = cachedUserId(queryClient);
    return userId ? settle(queryClient.ensureQueryData(deckListQuery(userId))) : null;
  },
});

/** /pitch/new (and ?deck= to revise a deck's answers): for signed-in founders. */
export const wizardRoute = (queryClient: QueryClient) => ({
  Component: WizardPage,
  loader: signedInLoader(queryClient),
});

/** /pitch/:id: the editor, for the deck's owner (anyone else's deck is not found). */
export const deckRoute = (queryClient: QueryClient) => ({
  Component: DeckPage,
  loader: async (args: LoaderFunctionArgs) => {
    const redirect = await signedInLoader(queryClient)(args);
    if (redirect) return redirect;
    const userId = cachedUserId(queryClient);
    return userId ? settle(queryClient.ensureQueryData(deckQuery(userId, args.params.id ?? ''))) : null;
  },
});

/** /d/:token: a shared deck, public. */
export const viewerRoute = (queryClient: QueryClient) => ({
  Component: ViewerPage,
  loader: ({ params }: LoaderFunctionArgs) =>
    settle(queryClient.ensureQueryData(sharedDeckQuery(params.id ?? ''))),
});
