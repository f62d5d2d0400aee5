import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, NETWORK_ERROR_MESSAGE } from '#client/lib/api-client.ts';
import { env } from '#client/lib/env.ts';
import { field, isBoolean, isObject, isString } from '#client/lib/json-fields.ts';
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

/** Better Auth's answer, read field by field; `null` when signed out or when it is not a session. */
function toAuthSession(data: unknown): AuthSession | null {
  const session = field(data, 'session', isObject);
  const user = field(data, 'user', isObject);
  const sessionId = field(session, 'id', isString);
  const userId = field(session, 'userId', isString);
  const expiresAt = field(session, 'expiresAt', isString);
  const id = field(user, 'id', isString);
  const email = field(user, 'email', isString);
  if (!sessionId || !userId || !expiresAt || !id || !email) return null;
  const image = field(user, 'image', isString) ?? null;
  return {
    session: { id: sessionId, userId, expiresAt },
    user: {
      id,
      email,
      name: field(user, 'name', isString) ?? '',
      emailVerified: field(user, 'emailVerified', isBoolean) ?? false,
      image,
      twoFactorEnabled: field(user, 'twoFactorEnabled', isBoolean),
    },
  };
}

async function fetchAuthSession(signal: AbortSignal): Promise<AuthSession | null> {
  let response: Response;
  try {
    response = await fetch(`${env.apiBaseUrl}/api/auth/get-session`, { credentials: 'include', signal });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError('network_error', NETWORK_ERROR_MESSAGE, 0);
  }
  if (!response.ok) throw new ApiError(`http_${response.status}`, response.statusText, response.status);
  return toAuthSession(await response.json().catch(() => null));
}

export const authKeys = {
  all: ['auth'] as const,
  session: () => [...authKeys.all, 'session'] as const,
};

export const authSessionQuery = () =>
  queryOptions({
    queryKey: authKeys.session(),
    queryFn: ({ signal }) => fetchAuthSession(signal),
    ...cachePolicy.authSession,
  });

/** The signed-in user, or `null` for visitors (a failed lookup counts as signed out). */
export function useAuthSession() {
  const { data, isPending } = useQuery(authSessionQuery());
  const user = data?.user ?? null;
  return { user, isSignedIn: user !== null, isPending };
}
