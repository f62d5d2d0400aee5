import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiErrorFrom, NETWORK_ERROR_MESSAGE } from '#client/lib/api-client.ts';
import { env } from '#client/lib/env.ts';
import { field, isBoolean, isObject, isString } from '#client/lib/json-fields.ts';
import { claimDownloads } from '#client/entities/downloads/downloads.ts';
import { networkStatus } from '#client/lib/network-status.ts';
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

/**
 * The last session the server confirmed, so the app opened offline (the installed app on a plane)
 * still knows whose downloads and drafts these are. It grants nothing: every API call is still
 * decided by the server's cookie. Signing out, or any answer without a session, forgets it.
 */
const LAST_SESSION_KEY = 'founder-flow:last-session';

function remember(session: AuthSession | null) {
  try {
    if (session) localStorage.setItem(LAST_SESSION_KEY, JSON.stringify(session));
    else localStorage.removeItem(LAST_SESSION_KEY);
  } catch {
    // Storage blocked: offline the app simply opens signed out.
  }
}

function lastSession(): AuthSession | null {
  try {
    const session = toAuthSession(JSON.parse(localStorage.getItem(LAST_SESSION_KEY) ?? 'null'));
    return session && Date.parse(session.session.expiresAt) > Date.now() ? session : null;
  } catch {
    return null;
  }
}

async function fetchAuthSession(signal: AbortSignal): Promise<AuthSession | null> {
  let response: Response;
  try {
    response = await fetch(`${env.apiBaseUrl}/api/auth/get-session`, { credentials: 'include', signal });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    networkStatus.failed();
    const offline = lastSession();
    if (offline) return offline;
    throw new ApiError('network_error', NETWORK_ERROR_MESSAGE, 0);
  }
  networkStatus.answered();
  if (!response.ok) throw await apiErrorFrom(response);
  const data: unknown = await response.json().catch(() => undefined);
  const session = toAuthSession(data);
  remember(session);
  // Better Auth's own answer (a session, or null for none), not a portal's page: downloads made
  // under any other account go, however that account's session ended.
  if (session || data === null) {
    claimDownloads(session?.user.id ?? null).catch((cause: unknown) => {
      console.warn('[offline] downloads of another account could not be removed', cause);
    });
  }
  return session;
}

export const authKeys = {
  all: ['auth'] as const,
  session: () => [...authKeys.all, 'session'] as const,
};

export const authSessionQuery = () =>
  queryOptions({
    queryKey: authKeys.session(),
    queryFn: ({ signal }) => fetchAuthSession(signal),
    // Asked even offline (not paused until the network returns): the answer is the last session.
    networkMode: 'always',
    ...cachePolicy.authSession,
  });

/** The signed-in user, or `null` for visitors (a failed lookup counts as signed out). */
export function useAuthSession() {
  const { data, isPending } = useQuery(authSessionQuery());
  const user = data?.user ?? null;
  return { user, isSignedIn: user !== null, isPending };
}
