import { and, eq } from 'drizzle-orm';
import { authSessions, subscribers, users } from '#server/db/schema/index.ts';
import { isDatabaseUnavailable } from '#server/db/db-errors.ts';
import type { AppDeps } from '#server/deps.ts';
import { AppError } from '#server/errors.ts';
import { syncSubscription } from '#server/modules/billing/index.ts';
import type { AdminResync } from '#shared/schemas/admin-people.ts';
import { audit, type Actor } from './admin-writes.ts';

async function findUser(deps: AppDeps, id: string) {
  const [user] = await deps.db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(eq(users.id, id));
  if (!user) throw new AppError('user_not_found');
  return user;
}

/** Signs one of the user's devices out, or all of them (each device is a Better Auth session row). */
export function revokeDevices(
  deps: AppDeps,
  actor: Actor,
  userId: string,
  deviceId: string | undefined,
): Promise<{ revoked: number }> {
  return deps.db.transaction(async (tx) => {
    const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId));
    if (!user) throw new AppError('user_not_found');
    const mine = eq(authSessions.userId, userId);
    const removed = await tx
      .delete(authSessions)
      .where(deviceId ? and(mine, eq(authSessions.id, deviceId)) : mine)
      .returning({ id: authSessions.id, userAgent: authSessions.userAgent });
    if (deviceId && removed.length === 0) throw new AppError('device_not_found');
    await audit(tx, actor, {
      action: deviceId ? 'user.revoke_device' : 'user.revoke_devices',
      targetType: 'user',
      targetId: userId,
      before: { devices: removed.map((d) => ({ id: d.id, userAgent: d.userAgent })) },
      after: { devices: [] },
    });
    return { revoked: removed.length };
  });
}

/**
 * Mails the user a password-reset link through Better Auth, as the sign-in page's "Forgot your
 * password?" does (same mail, same one-hour link). Audited once sent; the link is never seen here.
 */
export async function sendPasswordReset(deps: AppDeps, actor: Actor, userId: string) {
  const user = await findUser(deps, userId);
  // Sent before the audit's transaction, not inside it: Better Auth queries through its own
  // connection, which on PGlite (one transaction at a time) would wait for ours forever.
  await deps.auth.api.requestPasswordReset({
    body: { email: user.email, redirectTo: '/auth?reset_password=true' },
  });
  await deps.db.transaction((tx) =>
    audit(tx, actor, {
      action: 'user.password_reset',
      targetType: 'user',
      targetId: userId,
      before: null,
      after: { sentTo: user.email },
    }),
  );
  return { sentTo: user.email };
}

const mirrored = (row: typeof subscribers.$inferSelect | undefined) =>
  row
    ? {
        subscriptionId: row.subscriptionId,
        status: row.status,
        currentPeriodEnd: row.currentPeriodEnd?.toISOString() ?? null,
        cancelAtPeriodEnd: row.cancelAtPeriodEnd,
      }
    : null;

/**
 * Asks the provider for the user's subscription as it is now and stores it, by the same rules the
 * webhooks follow (billing's syncSubscription), audited with the stored row before and after.
 */
export async function resyncSubscription(deps: AppDeps, actor: Actor, userId: string): Promise<AdminResync> {
  await findUser(deps, userId);
  try {
    return await deps.db.transaction(async (tx) => {
      const [row] = await tx.select().from(subscribers).where(eq(subscribers.userId, userId));
      const provider = deps.payments.provider.inTransaction(tx);
      const sub = row?.subscriptionId
        ? await provider.retrieveSubscription(row.subscriptionId)
        : row?.customerId
          ? await provider.latestSubscription(row.customerId)
          : null;
      const outcome = sub ? await syncSubscription(deps, tx, sub) : 'not_found';
      const [after] = await tx.select().from(subscribers).where(eq(subscribers.userId, userId));
      const before = mirrored(row);
      const changed = JSON.stringify(before) !== JSON.stringify(mirrored(after));
      await audit(tx, actor, {
        action: 'subscription.resync',
        targetType: 'subscription',
        targetId: userId,
        before,
        after: mirrored(after),
      });
      return { outcome, changed };
    });
  } catch (error) {
    if (error instanceof AppError || isDatabaseUnavailable(error)) throw error;
    deps.logger.error({ err: error, userId }, 'subscription resync: provider call failed');
    throw new AppError('provider_unavailable');
  }
}
