import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#client/lib/api-client.ts';
import { cachePolicy } from '#client/lib/query-client.ts';

/** Better Auth's `GET /api/auth/get-session` answer; `null` when signed out. */
export interface AuthSession {
  session: { id: string; userId: string; expiresAt: string };
  user: {
    id: string;
    name: string;
    email: string;
    emailVerified: boolean;
    image: string | null;
    twoFactorEnabled?: boolean;
  };
}

export const authKeys = {
  all: ['auth'] as const,
  session: () => [...authKeys.all, 'session'] as const,
};

export const authSessionQuery = () =>
  queryOptions({
    queryKey: authKeys.session(),
    queryFn: ({ signal }) => api.get<AuthSession | null>('/api/auth/get-session', { signal }),
    ...cachePolicy.authSession,
  });

/** The signed-in user, or `null` for visitors (a failed lookup counts as signed out). */
export function useAuthSession() {
  const { data, isPending } = useQuery(authSessionQuery());
  const user = data?.user ?? null;
  return { user, isSignedIn: user !== null, isPending };
}
