import type { QueryClient } from '@tanstack/react-query';
import { redirect } from 'react-router';
import { ApiError } from '#client/lib/api-client.ts';
import { signInHref } from '#client/lib/auth-links.ts';
import { authSessionQuery } from '#client/entities/account/auth-session.ts';
import { adminMeQuery } from './api/admin-api.ts';
import { AdminGate } from './admin-gate.tsx';

/**
 * /admin/*: a visitor is sent to sign in; a signed-in user who is not an admin gets a calm page; only
 * an admin's answer from `GET /api/admin/me` lets the gate load the console's own chunk.
 */
export const adminRoute = (queryClient: QueryClient) => ({
  Component: AdminGate,
  loader: async ({ request }: { request: Request }) => {
    const session = await queryClient.ensureQueryData(authSessionQuery()).catch(() => null);
    if (!session) {
      const url = new URL(request.url);
      return redirect(signInHref(`${url.pathname}${url.search}`));
    }
    try {
      await queryClient.ensureQueryData(adminMeQuery());
      return { allowed: true };
    } catch (error) {
      if (error instanceof ApiError && error.status === 403) return { allowed: false };
      if (error instanceof ApiError && error.status === 401) return redirect(signInHref('/admin'));
      throw error;
    }
  },
});
