import { and, count, desc, eq, gt, type SQL } from 'drizzle-orm';
import { FRESH_SIGN_IN_MS } from '#server/auth/reauth.ts';
import type { Database } from '#server/db/client.ts';
import { adminConfirmations, auditLog, authAccounts } from '#server/db/schema/index.ts';
import type { AppDeps, CurrentUser } from '#server/deps.ts';
import { AppError } from '#server/errors.ts';
import { ADMIN_CONFIRMATION_MS, type AuditAction, type AuditEntry } from '#shared/schemas/admin.ts';

/** Who is writing, and from where: what every audit entry records. */
export type Actor = { user: CurrentUser; ipAddress: string | null };

export type AuditRecord = {
  action: AuditAction;
  targetType:
    | 'session'
    | 'path'
    | 'featured'
    | 'user'
    | 'advisor'
    | 'news'
    | 'resource'
    | 'prompt'
    | 'contact'
    | 'subscription';
  targetId: string;
  before: unknown;
  after: unknown;
};

/** Appends one entry; called inside the transaction of the change it records. */
export async function audit(db: Database, actor: Actor, record: AuditRecord): Promise<void> {
  await db.insert(auditLog).values({
    actorId: actor.user.id,
    actorEmail: actor.user.email,
    action: record.action,
    targetType: record.targetType,
    targetId: record.targetId,
    before: record.before ?? null,
    after: record.after ?? null,
    ipAddress: actor.ipAddress,
  });
}

/**
 * Admin writes need a fresh sign-in (the last ten minutes), as device sign-outs do, or a password
 * confirmed on this device within the last half hour; each write keeps the confirmation alive.
 */
export async function requireConfirmedAdmin({ db }: AppDeps, user: CurrentUser): Promise<void> {
  if (Date.now() - user.signedInAt.getTime() < FRESH_SIGN_IN_MS) return;
  const since = new Date(Date.now() - ADMIN_CONFIRMATION_MS);
  const kept = await db
    .update(adminConfirmations)
    .set({ confirmedAt: new Date() })
    .where(and(eq(adminConfirmations.sessionId, user.sessionId), gt(adminConfirmations.confirmedAt, since)))
    .returning({ sessionId: adminConfirmations.sessionId });
  if (kept.length === 0) throw new AppError('reauth_required');
}

/** Checks the admin's password and records the confirmation for this device. */
export async function confirmAdminPassword(deps: AppDeps, user: CurrentUser, password: string) {
  const [account] = await deps.db
    .select({ hash: authAccounts.password })
    .from(authAccounts)
    .where(and(eq(authAccounts.userId, user.id), eq(authAccounts.providerId, 'credential')));
  const context = await deps.auth.$context;
  const valid = account?.hash ? await context.password.verify({ hash: account.hash, password }) : false;
  if (!valid) throw new AppError('reauth_failed');
  const now = new Date();
  await deps.db
    .insert(adminConfirmations)
    .values({ sessionId: user.sessionId, confirmedAt: now })
    .onConflictDoUpdate({ target: adminConfirmations.sessionId, set: { confirmedAt: now } });
  return { confirmedUntil: new Date(now.getTime() + ADMIN_CONFIRMATION_MS).toISOString() };
}

export async function listAudit(
  db: Database,
  query: { action?: string; actorId?: string; targetId?: string; limit: number; offset: number },
): Promise<{ items: AuditEntry[]; total: number }> {
  const conditions: SQL[] = [];
  if (query.action) conditions.push(eq(auditLog.action, query.action));
  if (query.actorId) conditions.push(eq(auditLog.actorId, query.actorId));
  if (query.targetId) conditions.push(eq(auditLog.targetId, query.targetId));
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ n: count() }).from(auditLog).where(where),
  ]);
  return {
    items: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    total: total?.n ?? 0,
  };
}
