import { createHmac, timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { preparedSql } from '#server/db/prepared.ts';
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
  const cookieName = auth.$context.then((context) => context.authCookies.sessionToken.name);

  async function fromBetterAuth(headers: Headers): Promise<CurrentUser | null> {
    const session = await auth.api.getSession({ headers });
    if (!session) return null;
    const [row] = await currentUserByToken(db, { token: session.session.token });
    return row ? withRole(row) : null;
  }

  return async function currentUser(headers: Headers): Promise<CurrentUser | null> {
    const signed = readCookie(headers.get('cookie'), await cookieName);
    if (signed === undefined) return headers.has('authorization') ? fromBetterAuth(headers) : null;
    const token = verifiedValue(signed, secret);
    if (!token) return null;
    const [row] = await currentUserByToken(db, { token });
    return row ? withRole(row) : null;
  };
}

/** The caller's row as the driver gives it: no ORM mapping on the busiest statement of all. */
type CallerRow = Omit<CurrentUser, 'role' | 'signedInAt'> & {
  role: CurrentUser['role'] | null;
  signedInAt: string | Date;
};

const currentUserByToken = preparedSql<CallerRow>(
  'current_user_by_session_token',
  sql`select ${users.id} as "id", ${users.email} as "email", ${users.name} as "name",
    ${profiles.role} as "role", ${authSessions.id} as "sessionId", ${authSessions.createdAt} as "signedInAt",
    ${answerKeyOf(profiles.progressVersion, profiles.timeZone)} as "progressAnswerKey"
  from ${authSessions}
  inner join ${users} on ${users.id} = ${authSessions.userId}
  left join ${profiles} on ${profiles.id} = ${users.id}
  where ${authSessions.token} = ${sql.placeholder('token')} and ${authSessions.expiresAt} > now()
  limit 1`,
);

const withRole = (row: CallerRow): CurrentUser => ({
  id: row.id,
  email: row.email,
  name: row.name,
  role: row.role ?? 'user',
  sessionId: row.sessionId,
  signedInAt: new Date(row.signedInAt),
  progressAnswerKey: row.progressAnswerKey,
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
