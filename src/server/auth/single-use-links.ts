import { createHash } from 'node:crypto';
import { type createAuthMiddleware } from 'better-auth/api';
import type { Database } from '#server/db/client.ts';
import { authVerifications } from '#server/db/schema/index.ts';
import { fieldOf } from '#server/lib/records.ts';

type AuthContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/** Better Auth's confirmation links are signed tokens it would accept as often as they are opened. */
const LINK_PATH = '/verify-email';
/** A link whose expiry cannot be read is remembered for as long as any confirmation link lives. */
const FALLBACK_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** When the token stops being valid anyway: its `exp`, read without trusting it for anything else. */
function expiryOf(token: string): Date {
  try {
    const payload: unknown = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString());
    const exp = fieldOf(payload, 'exp');
    if (typeof exp === 'number') return new Date(exp * 1000);
  } catch {
    // Not a token Better Auth made: it refuses it itself; remembering it costs nothing.
  }
  return new Date(Date.now() + FALLBACK_LIFETIME_MS);
}

/**
 * Makes every confirmation link single-use. Before Better Auth reads the link, its token is claimed
 * in the verification table under a key of its hash — an insert on the primary key that a second
 * opening cannot repeat, even at the same instant. A second opening goes where an invalid link goes:
 * to the link's page with `error=INVALID_TOKEN`, which the app explains.
 */
export async function claimConfirmationLink(ctx: AuthContext, db: Database): Promise<void> {
  if (ctx.path !== LINK_PATH) return;
  const token = fieldOf(ctx.query, 'token');
  if (typeof token !== 'string' || token === '') return;
  const hash = createHash('sha256').update(token).digest('hex');
  const claimed = await db
    .insert(authVerifications)
    .values({ id: `used-link:${hash}`, identifier: 'used-link', value: hash, expiresAt: expiryOf(token) })
    .onConflictDoNothing()
    .returning({ id: authVerifications.id });
  if (claimed.length > 0) return;
  const callback = fieldOf(ctx.query, 'callbackURL');
  const callbackURL = typeof callback === 'string' ? callback : '/auth';
  const target = new URL(callbackURL, ctx.context.baseURL);
  target.searchParams.set('error', 'INVALID_TOKEN');
  throw ctx.redirect(
    target.origin === new URL(ctx.context.baseURL).origin ? `${target.pathname}${target.search}` : '/auth',
  );
}
