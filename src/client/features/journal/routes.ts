import type { QueryClient } from '@tanstack/react-query';
import { redirect } from 'react-router';
import { signInHref } from '#client/lib/auth-links.ts';
import { authSessionQuery } from '#client/lib/auth-session.ts';
import { JournalPage } from './components/journal-page.tsx';

/**
 * /journal (the AI Owl tab) is for signed-in users; a visitor is sent to sign in and brought back to
 * the same address, query string included (Start Reflecting's session and prompt survive).
 */
export const journalRoute = (queryClient: QueryClient) => ({
  Component: JournalPage,
  loader: async ({ request }: { request: Request }) => {
    const session = await queryClient.ensureQueryData(authSessionQuery()).catch(() => null);
    if (!session) {
      const url = new URL(request.url);
      return redirect(signInHref(`${url.pathname}${url.search}`));
    }
    return null;
  },
});
