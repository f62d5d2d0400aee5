import type { QueryClient } from '@tanstack/react-query';
import { redirect } from 'react-router';
import { signInHref } from '#client/lib/auth-links.ts';
import { authSessionQuery } from '#client/entities/account/auth-session.ts';

/**
 * The loader of a page for signed-in users: a visitor is sent to sign in and brought back to the
 * same address, query string included.
 */
export const signedInLoader =
  (queryClient: QueryClient) =>
  async ({ request }: { request: Request }) => {
    const session = await queryClient.ensureQueryData(authSessionQuery()).catch(() => null);
    if (session) return null;
    const url = new URL(request.url);
    return redirect(signInHref(`${url.pathname}${url.search}`));
  };
