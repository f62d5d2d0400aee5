import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { authSessions, profiles, users } from '#server/db/schema/index.ts';
import type { CurrentUser } from '#server/deps.ts';
import { answerKeyOf } from '#server/db/catalog-versions.ts';
import type { Auth } from './auth.ts';

/**
 * The signed-in user behind an API request's session cookie, in one prepared query.
 *
 * Why not `auth.api.getSession` for every call: it builds a Better Auth request context, verifies
 * the cookie with WebCrypto, then reads the session and the user, and our profile read came on top:
 * three round trips and most of the CPU of a progress save (npm run bench, docs/benchmarks.md).
 * This reads the same rows the same way — the cookie's HMAC-SHA256 signature (better-call's format,
 * `token.base64signature`, URL-encoded), then the session by token, unexpired, joined to its user and
 * profile — so a revoked or expired session is refused at once, as before (no cookie cache, 006).
 * It never refreshes the session: Better Auth does that on /api/auth/get-session, which the app
 * calls on every load. Requests without our cookie (a bearer token, say) go through Better Auth.
 */
export function createSessionLookup(db: Database, auth: Auth, secret: string) {
  const statement = db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      role: profiles.role,
      sessionId: authSessions.id,
      signedInAt: authSessions.createdAt,
      progressAnswerKey: answerKeyOf(profiles.progressVersion, profiles.timeZone),
    })
    .from(authSessions)
    .innerJoin(users, eq(users.id, authSessions.userId))
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(and(eq(authSessions.token, sql.placeholder('token')), gt(authSessions.expiresAt, sql`now()`)))
    .limit(1)
    .prepare('current_user_by_session_token');
  const cookieName = auth.$context.then((context) => context.authCookies.sessionToken.name);

  async function fromBetterAuth(headers: Headers): Promise<CurrentUser | null> {
    const session = await auth.api.getSession({ headers });
    if (!session) return null;
    const [row] = await statement.execute({ token: session.session.token });
    return row ? withRole(row) : null;
  }

  return async function currentUser(headers: Headers): Promise<CurrentUser | null> {
    const signed = readCookie(headers.get('cookie'), await cookieName);
    if (signed === undefined) return headers.has('authorization') ? fromBetterAuth(headers) : null;
    const token = verifiedValue(signed, secret);
    if (!token) return null;
    const [row] = await statement.execute({ token });
    return row ? withRole(row) : null;
  };
}

const withRole = (row: Omit<CurrentUser, 'role'> & { role: CurrentUser['role'] | null }): CurrentUser => ({
  ...row,
  role: row.role ?? 'user',
});

/** The first cookie of that name, decoded as better-call decodes it. */
function readCookie(header: string | null, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1 || part.slice(0, eq).trim() !== name) continue;
    let value = part.slice(eq + 1).trim();
    if (value.startsWith('"')) value = value.slice(1, -1);
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return undefined;
}

const SIGNATURE_LENGTH = 44; // base64 of a SHA-256 HMAC

/** The token if the signature is the secret's, else null (a forged or garbled cookie). */
export function verifiedValue(signed: string, secret: string): string | null {
  const dot = signed.lastIndexOf('.');
  if (dot < 1) return null;
  const value = signed.slice(0, dot);
  const signature = Buffer.from(signed.slice(dot + 1), 'base64');
  if (signed.length - dot - 1 !== SIGNATURE_LENGTH || signature.length !== 32) return null;
  const expected = createHmac('sha256', secret).update(value).digest();
  return timingSafeEqual(signature, expected) ? value : null;
}
