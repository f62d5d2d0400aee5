import type { QueryClient } from '@tanstack/react-query';
import { signedInLoader } from '#client/entities/account/signed-in-loader.ts';
import { JournalPage } from './components/journal-page.tsx';

/**
 * /journal (the AI Owl tab) is for signed-in users; a visitor is sent to sign in and brought back to
 * the same address, query string included (Start Reflecting's session and prompt survive).
 */
export const journalRoute = (queryClient: QueryClient) => ({
  Component: JournalPage,
  loader: signedInLoader(queryClient),
});
