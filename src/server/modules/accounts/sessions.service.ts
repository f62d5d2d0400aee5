import { and, desc, eq, gt, ne, sql } from 'drizzle-orm';
import { FRESH_SIGN_IN_MS } from '#server/auth/reauth.ts';
import { authAccounts, authSessions } from '#server/db/schema/index.ts';
import type { AppDeps, CurrentUser } from '#server/http/app-env.ts';
import { AppError, notFound } from '#server/http/errors.ts';
import type { DeviceSession } from '#shared/schemas/sessions.ts';
import { deviceName } from './device-name.ts';

/** The account's signed-in devices, this one first, newest activity next. Tokens never leave the server. */
export async function listDeviceSessions({ db }: AppDeps, user: CurrentUser): Promise<DeviceSession[]> {
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
 * Sensitive changes need a fresh session or the current password (issue 3). An account without a
 * password (social sign-in only) has to sign in again instead.
 */
export async function requireRecentSignIn(deps: AppDeps, user: CurrentUser, password: string | undefined) {
  if (Date.now() - user.signedInAt.getTime() < FRESH_SIGN_IN_MS) return;
  if (password === undefined) {
    throw new AppError(403, 'reauth_required', 'Please confirm your password to continue.');
  }
  const [account] = await deps.db
    .select({ hash: authAccounts.password })
    .from(authAccounts)
    .where(and(eq(authAccounts.userId, user.id), eq(authAccounts.providerId, 'credential')));
  const context = await deps.auth.$context;
  const valid = account?.hash ? await context.password.verify({ hash: account.hash, password }) : false;
  if (!valid) throw new AppError(403, 'reauth_failed', 'That password is not correct.');
}

export type Revoked = { revoked: number; signedOut: boolean };

/** Signs one device out; `signedOut` when it was this one. */
export async function revokeDeviceSession(
  deps: AppDeps,
  user: CurrentUser,
  sessionId: string,
): Promise<Revoked> {
  const removed = await deps.db
    .delete(authSessions)
    .where(and(eq(authSessions.id, sessionId), eq(authSessions.userId, user.id)))
    .returning({ id: authSessions.id });
  if (removed.length === 0) throw notFound('session_not_found', 'That device is not signed in any more.');
  return { revoked: 1, signedOut: sessionId === user.sessionId };
}

/** Sign-out scopes beyond this device: every other device, or everywhere including this one. */
export async function revokeSessions(
  deps: AppDeps,
  user: CurrentUser,
  scope: 'others' | 'all',
): Promise<Revoked> {
  const mine = eq(authSessions.userId, user.id);
  const removed = await deps.db
    .delete(authSessions)
    .where(scope === 'others' ? and(mine, ne(authSessions.id, user.sessionId)) : mine)
    .returning({ id: authSessions.id });
  return { revoked: removed.length, signedOut: scope === 'all' };
}
