import { and, eq, lt } from 'drizzle-orm';
import { APIError, getSessionFromCtx, type createAuthMiddleware } from 'better-auth/api';
import type { Database } from '#server/db/client.ts';
import { authUsedTotpCodes } from '#server/db/schema/index.ts';
import { fieldOf } from '#server/lib/records.ts';

type AuthContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/** A code is valid for its 30 s step and one step either side; after that it cannot be replayed anyway. */
const CODE_LIFETIME_MS = 2 * 60 * 1000;

/** The two-factor plugin's sign-in cookie (better-auth/plugins/two-factor: TWO_FACTOR_COOKIE_NAME). */
const TWO_FACTOR_COOKIE = 'two_factor';

/** Whose code this is: the signed-in user enrolling, or the user halfway through a sign-in. */
async function codeOwner(ctx: AuthContext): Promise<string | null> {
  const session = await getSessionFromCtx(ctx);
  if (session) return session.user.id;
  const cookie = ctx.context.createAuthCookie(TWO_FACTOR_COOKIE);
  const identifier = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
  if (!identifier) return null;
  const record = await ctx.context.internalAdapter.findVerificationValue(identifier);
  return record?.value ?? null;
}

/**
 * Better Auth accepts an authenticator code as often as it is sent while it is valid. Before the
 * check, each code is claimed once per user — an insert that a second request for the same code
 * cannot repeat, even at the same instant — so a replayed code is refused.
 */
export async function refuseReplayedTotp(ctx: AuthContext, db: Database): Promise<void> {
  if (ctx.path !== '/two-factor/verify-totp') return;
  const code = fieldOf(ctx.body, 'code');
  if (typeof code !== 'string') return;
  const userId = await codeOwner(ctx);
  if (!userId) return; // the endpoint refuses the request itself
  await db
    .delete(authUsedTotpCodes)
    .where(
      and(
        eq(authUsedTotpCodes.userId, userId),
        lt(authUsedTotpCodes.usedAt, new Date(Date.now() - CODE_LIFETIME_MS)),
      ),
    );
  const claimed = await db
    .insert(authUsedTotpCodes)
    .values({ userId, code: code.trim() })
    .onConflictDoNothing()
    .returning({ code: authUsedTotpCodes.code });
  if (claimed.length === 0) {
    throw new APIError('UNAUTHORIZED', {
      code: 'CODE_ALREADY_USED',
      message: 'This code has already been used. Wait for the next code in your authenticator app.',
    });
  }
}
