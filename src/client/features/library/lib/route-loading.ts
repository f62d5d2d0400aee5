import type { QueryClient } from '@tanstack/react-query';
import { authSessionQuery } from '#client/entities/account/auth-session.ts';

/**
 * The signed-in user's id. The root loader asks for the auth session, but a library route's loader
 * runs as soon as its chunk is in, which can be first (the server preloads the chunk): wait for the
 * same request, so the answer is cached under the key the page reads.
 */
export const userIdOf = async (queryClient: QueryClient): Promise<string | null> =>
  (await queryClient.ensureQueryData(authSessionQuery()).catch(() => null))?.user.id ?? null;

/** A failed request is left to the page, which shows its own error state with a retry. */
export const settle = (work: Promise<unknown>) =>
  work.then(
    () => null,
    () => null,
  );
