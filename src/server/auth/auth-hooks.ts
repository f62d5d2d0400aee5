import type { BetterAuthOptions } from 'better-auth';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { and, eq, ne, or } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { profiles, userBans } from '#server/db/schema/index.ts';
import { API_ERRORS } from '#shared/errors.ts';
import { refuseCommonPasswords } from './password-policy.ts';
import { requireFreshSession } from './reauth.ts';
import { countSignInOutcome, refuseSlowedAccount, type SignInFailureStore } from './rate-limits.ts';
import { claimConfirmationLink } from './single-use-links.ts';
import { refuseReplayedTotp } from './totp-replay.ts';
import { checkUserFields } from './user-fields.ts';

/** What every Better Auth request goes through before and after its endpoint. */
export function requestHooks(db: Database, failures: SignInFailureStore) {
  return {
    before: createAuthMiddleware(async (ctx) => {
      const body = checkUserFields(ctx);
      refuseCommonPasswords(ctx);
      await requireFreshSession(ctx);
      await refuseReplayedTotp(ctx, db);
      await claimConfirmationLink(ctx, db);
      await refuseSlowedAccount(ctx, failures);
      if (body) return { context: { body } };
    }),
    after: createAuthMiddleware(async (ctx) => {
      await countSignInOutcome(ctx, failures);
    }),
  };
}

/** A banned account (admin console) gets no new session, whichever way it signs in. */
async function refuseBannedAccount(db: Database, userId: string): Promise<void> {
  const [ban] = await db
    .select({ userId: userBans.userId })
    .from(userBans)
    .where(eq(userBans.userId, userId));
  if (ban) {
    throw new APIError('FORBIDDEN', { code: 'ACCOUNT_BANNED', message: API_ERRORS.account_banned.message });
  }
}

/** What happens around Better Auth's own writes of sessions and users. */
export function accountHooks(
  db: Database,
  onAccountCreated: (() => void) | undefined,
): NonNullable<BetterAuthOptions['databaseHooks']> {
  return {
    session: {
      create: { before: async (session) => refuseBannedAccount(db, session.userId) },
    },
    user: {
      create: {
        // Every account gets its profile row in the same breath
        after: async (user) => {
          await db
            .insert(profiles)
            .values({ id: user.id, name: user.name, email: user.email, avatarUrl: user.image ?? '' })
            .onConflictDoNothing();
          onAccountCreated?.();
        },
      },
      update: {
        // A confirmed new address is the profile's address too, and a name changed through Better
        // Auth's update-user is the profile's name (the profile route writes both itself).
        after: async (user) => {
          await db
            .update(profiles)
            .set({ email: user.email, name: user.name, updatedAt: new Date() })
            .where(
              and(eq(profiles.id, user.id), or(ne(profiles.email, user.email), ne(profiles.name, user.name))),
            );
        },
      },
    },
  };
}
