import type { QueryClient } from '@tanstack/react-query';
import { createElement, type ComponentType } from 'react';
import { signedInLoader } from '#client/entities/account/signed-in-loader.ts';
import { ProfilePage } from './components/profile-page.tsx';

/**
 * /profile is for signed-in users; a visitor is sent to sign in and brought back. `Progress` is the
 * progress area's panel, handed in by the app (features do not import each other).
 */
export const profileRoute = (queryClient: QueryClient, Progress?: ComponentType) => ({
  Component: () => createElement(ProfilePage, { Progress }),
  loader: signedInLoader(queryClient),
});
