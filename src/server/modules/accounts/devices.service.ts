import { and, desc, eq, gt, ne, sql } from 'drizzle-orm';
import { FRESH_SIGN_IN_MS } from '#server/auth/reauth.ts';
import { authAccounts, authSessions } from '#server/db/schema/index.ts';
import type { AppDeps, CurrentUser } from '#server/deps.ts';
import { AppError } from '#server/errors.ts';
import type { Device, DevicesSignedOut } from '#shared/schemas/devices.ts';
import { deviceName } from './device-name.ts';

/** The account's signed-in devices, this one first, newest activity next. Tokens never leave the server. */
export async function listDevices({ db }: AppDeps, user: CurrentUser): Promise<Device[]> {
  const rows = await db
    .select({
      id: authSessions.id,
      userAgent: authSessions.userAgent,
      ipAddress: authSessions.ipAddress,
      createdAt: authSessions.createdAt,
      updatedAt: authSessions.updatedAt,
    })
    .from(authSessions)
    .where(and(eq(authSessions.userId, user.id), gt(authSessions.expiresAt, sql`now()`)))
    .orderBy(desc(sql`${authSessions.id} = ${user.sessionId}`), desc(authSessions.updatedAt));
  return rows.map((row) => ({
    id: row.id,
    device: deviceName(row.userAgent),
    ipAddress: row.ipAddress,
    signedInAt: row.createdAt.toISOString(),
    lastActiveAt: row.updatedAt.toISOString(),
    current: row.id === user.sessionId,
  }));
}

/**
 * Sensitive changes need a fresh sign-in or the current password. An account without a
 * password (social sign-in only) has to sign in again instead.
 */
export async function requireRecentSignIn(deps: AppDeps, user: CurrentUser, password: string | undefined) {
  if (Date.now() - user.signedInAt.getTime() < FRESH_SIGN_IN_MS) return;
  if (password === undefined) {
    throw new AppError('reauth_required');
  }
  await requirePassword(deps, user, password);
}

/** Whether the account can sign in with a password (else only with a provider or a passkey). */
export async function hasPassword(deps: AppDeps, userId: string): Promise<boolean> {
  const [account] = await deps.db
    .select({ hash: authAccounts.password })
    .from(authAccounts)
    .where(and(eq(authAccounts.userId, userId), eq(authAccounts.providerId, 'credential')));
  return Boolean(account?.hash);
}

/** The account's current password, or `reauth_failed` (also for an account that has none). */
export async function requirePassword(deps: AppDeps, user: CurrentUser, password: string) {
  const [account] = await deps.db
    .select({ hash: authAccounts.password })
    .from(authAccounts)
    .where(and(eq(authAccounts.userId, user.id), eq(authAccounts.providerId, 'credential')));
  const context = await deps.auth.$context;
  const valid = account?.hash ? await context.password.verify({ hash: account.hash, password }) : false;
  if (!valid) throw new AppError('reauth_failed');
}

/** Signs one device out; `signedOut` when it was this one. */
export async function signOutDevice(
  deps: AppDeps,
  user: CurrentUser,
  deviceId: string,
): Promise<DevicesSignedOut> {
  // A device is one of Better Auth's sessions: its row in the sessions table.
  const removed = await deps.db
    .delete(authSessions)
    .where(and(eq(authSessions.id, deviceId), eq(authSessions.userId, user.id)))
    .returning({ id: authSessions.id });
  if (removed.length === 0) throw new AppError('device_not_found');
  return { revoked: 1, signedOut: deviceId === user.sessionId };
}

/** Sign-out scopes beyond this device: every other device, or everywhere including this one. */
export async function signOutDevices(
  deps: AppDeps,
  user: CurrentUser,
  scope: 'others' | 'all',
): Promise<DevicesSignedOut> {
  const mine = eq(authSessions.userId, user.id);
  const removed = await deps.db
    .delete(authSessions)
    .where(scope === 'others' ? and(mine, ne(authSessions.id, user.sessionId)) : mine)
    .returning({ id: authSessions.id });
  return { revoked: removed.length, signedOut: scope === 'all' };
}
