import type { QueryClient } from '@tanstack/react-query';
import { createElement, type ComponentType } from 'react';
import { redirect } from 'react-router';
import { signInHref } from '#client/lib/auth-links.ts';
import { authSessionQuery } from '#client/lib/auth-session.ts';
import { ProfilePage } from './components/profile-page.tsx';

/**
 * /profile is for signed-in users; a visitor is sent to sign in and brought back. `Progress` is the
 * progress area's panel, handed in by the app (features do not import each other).
 */
export const profileRoute = (queryClient: QueryClient, Progress?: ComponentType) => ({
  Component: () => createElement(ProfilePage, { Progress }),
  loader: async () => {
    const session = await queryClient.ensureQueryData(authSessionQuery()).catch(() => null);
    if (!session) return redirect(signInHref('/profile'));
    return null;
  },
});
