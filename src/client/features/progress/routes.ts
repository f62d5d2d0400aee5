import type { QueryClient } from '@tanstack/react-query';
import { signedInLoader } from '#client/entities/account/signed-in-loader.ts';
import { CelebrationPage } from './components/celebration-page.tsx';
import { SecretPage } from './components/secret-page.tsx';

/** /celebration, the reel of the user's milestones: for signed-in users. */
export const celebrationRoute = (queryClient: QueryClient) => ({
  Component: CelebrationPage,
  loader: signedInLoader(queryClient),
});

/** /secret, the room the seven-day badge opens: visitors and locked users see what opens it. */
export const secretRoute = () => ({ Component: SecretPage });
