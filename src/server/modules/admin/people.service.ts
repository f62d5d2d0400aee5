import { and, count, desc, eq, gt, ilike, or, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import {
  authAccounts,
  authSessions,
  profiles,
  subscribers,
  userBans,
  userSessionHistory,
  users,
} from '#server/db/schema/index.ts';
import type { AppDeps } from '#server/deps.ts';
import { AppError } from '#server/errors.ts';
import { isEntitled } from '#shared/billing.ts';
import type {
  AuditAction,
  AdminSubscription,
  AdminUserDetail,
  AdminUserPatch,
  AdminUserSummary,
} from '#shared/schemas/admin.ts';
import { audit, type Actor } from './admin-writes.ts';

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const roleOf = sql<'user' | 'admin'>`coalesce(${profiles.role}, 'user')`;

const summaryColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  role: roleOf,
  bannedAt: userBans.bannedAt,
  subscriptionStatus: subscribers.status,
  createdAt: users.createdAt,
};

const selectPeople = (db: Database) =>
  db
    .select(summaryColumns)
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .leftJoin(userBans, eq(userBans.userId, users.id))
    .leftJoin(subscribers, eq(subscribers.userId, users.id));

type SummaryRow = Awaited<ReturnType<ReturnType<typeof selectPeople>['execute']>>[number];

const toSummary = (row: SummaryRow): AdminUserSummary => ({
  id: row.id,
  name: row.name,
  email: row.email,
  role: row.role,
  banned: row.bannedAt !== null,
  subscriptionStatus: row.subscriptionStatus,
  createdAt: row.createdAt.toISOString(),
});

/** People by name or address, newest first. */
export async function searchUsers(db: Database, query: { q?: string; limit: number; offset: number }) {
  const where = query.q
    ? or(ilike(users.name, likePattern(query.q)), ilike(users.email, likePattern(query.q)))
    : undefined;
  const [rows, [total]] = await Promise.all([
    selectPeople(db)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { items: rows.map(toSummary), total: total?.n ?? 0 };
}

const subscriptionColumns = {
  userId: subscribers.userId,
  email: users.email,
  name: users.name,
  provider: subscribers.provider,
  status: subscribers.status,
  currentPeriodEnd: subscribers.currentPeriodEnd,
  cancelAtPeriodEnd: subscribers.cancelAtPeriodEnd,
  customerId: subscribers.customerId,
  subscriptionId: subscribers.subscriptionId,
  updatedAt: subscribers.updatedAt,
};
type SubscriptionRow = {
  [K in keyof typeof subscriptionColumns]: (typeof subscribers.$inferSelect & {
    email: string;
    name: string;
  })[K];
};

function toSubscription(row: SubscriptionRow): AdminSubscription {
  return {
    ...row,
    entitled: isEntitled(row),
    currentPeriodEnd: row.currentPeriodEnd?.toISOString() ?? null,
    providerUrl:
      row.provider === 'stripe' && row.subscriptionId
        ? `https://dashboard.stripe.com/subscriptions/${encodeURIComponent(row.subscriptionId)}`
        : null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listSubscriptions(
  db: Database,
  query: { status?: AdminSubscription['status']; limit: number; offset: number },
) {
  const where = query.status ? eq(subscribers.status, query.status) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select(subscriptionColumns)
      .from(subscribers)
      .innerJoin(users, eq(users.id, subscribers.userId))
      .where(where)
      .orderBy(desc(subscribers.updatedAt), desc(subscribers.userId))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ n: count() }).from(subscribers).where(where),
  ]);
  return { items: rows.map(toSubscription), total: total?.n ?? 0 };
}

/** One person as support needs them: account, sign-ins, money, listening. Never their journal. */
export async function userDetail(db: Database, id: string): Promise<AdminUserDetail> {
  const [row] = await selectPeople(db).where(eq(users.id, id));
  if (!row) throw new AppError('user_not_found');
  const [account, methods, devices, subscription, listening] = await Promise.all([
    db
      .select({ emailVerified: users.emailVerified, twoFactorEnabled: users.twoFactorEnabled })
      .from(users)
      .where(eq(users.id, id)),
    db.select({ providerId: authAccounts.providerId }).from(authAccounts).where(eq(authAccounts.userId, id)),
    db
      .select({
        id: authSessions.id,
        userAgent: authSessions.userAgent,
        ipAddress: authSessions.ipAddress,
        updatedAt: authSessions.updatedAt,
      })
      .from(authSessions)
      .where(and(eq(authSessions.userId, id), gt(authSessions.expiresAt, sql`now()`)))
      .orderBy(desc(authSessions.updatedAt)),
    db
      .select(subscriptionColumns)
      .from(subscribers)
      .innerJoin(users, eq(users.id, subscribers.userId))
      .where(eq(subscribers.userId, id)),
    db
      .select({
        started: count(),
        completed: sql<number>`count(*) filter (where ${userSessionHistory.completed})::int`,
        seconds: sql<number>`coalesce(sum(${userSessionHistory.durationListened}), 0)::int`,
        last: sql<Date | null>`max(${userSessionHistory.updatedAt})`,
      })
      .from(userSessionHistory)
      .where(eq(userSessionHistory.userId, id)),
  ]);
  const stats = listening[0];
  const last = stats?.last ? new Date(stats.last) : null;
  return {
    ...toSummary(row),
    emailVerified: account[0]?.emailVerified ?? false,
    twoFactorEnabled: account[0]?.twoFactorEnabled ?? false,
    signInMethods: [...new Set(methods.map((m) => m.providerId))],
    devices: devices.map((d) => ({
      id: d.id,
      userAgent: d.userAgent,
      ipAddress: d.ipAddress,
      lastActiveAt: d.updatedAt.toISOString(),
    })),
    subscription: subscription[0] ? toSubscription(subscription[0]) : null,
    listening: {
      sessionsStarted: stats?.started ?? 0,
      sessionsCompleted: stats?.completed ?? 0,
      minutesListened: Math.floor((stats?.seconds ?? 0) / 60),
      lastListenedAt: last ? last.toISOString() : null,
    },
    bannedAt: row.bannedAt?.toISOString() ?? null,
  };
}

/** Admins who can still act (not banned); locked so two admins cannot demote each other at once. */
async function activeAdmins(db: Database): Promise<string[]> {
  const rows = await db
    .select({ id: profiles.id })
    .from(profiles)
    .leftJoin(userBans, eq(userBans.userId, profiles.id))
    .where(and(eq(profiles.role, 'admin'), sql`${userBans.userId} is null`))
    .for('update', { of: profiles });
  return rows.map((r) => r.id);
}

/**
 * Changes a role or bans/unbans. A ban deletes every session of the account (signed out everywhere)
 * and the sign-in hook refuses new ones. Nobody can ban themselves, and the last admin stays one.
 */
export async function updateUser(
  deps: AppDeps,
  actor: Actor,
  id: string,
  input: AdminUserPatch,
): Promise<AdminUserDetail> {
  await deps.db.transaction(async (tx) => {
    const before = await userDetail(tx, id);
    if (input.banned === true && id === actor.user.id) throw new AppError('cannot_ban_self');
    const losesAdmin =
      before.role === 'admin' && !before.banned && (input.role === 'user' || input.banned === true);
    if (losesAdmin) {
      const admins = await activeAdmins(tx);
      if (admins.filter((a) => a !== id).length === 0) throw new AppError('last_admin');
    }
    const entries: { action: AuditAction; before: unknown; after: unknown }[] = [];
    if (input.role !== undefined && input.role !== before.role) {
      await tx
        .insert(profiles)
        .values({ id, email: before.email, name: before.name, role: input.role })
        .onConflictDoUpdate({ target: profiles.id, set: { role: input.role, updatedAt: new Date() } });
      entries.push({ action: 'user.role', before: { role: before.role }, after: { role: input.role } });
    }
    if (input.banned === true && !before.banned) {
      await tx.insert(userBans).values({ userId: id, bannedBy: actor.user.id });
      const signedOut = await tx
        .delete(authSessions)
        .where(eq(authSessions.userId, id))
        .returning({ id: authSessions.id });
      entries.push({
        action: 'user.ban',
        before: { banned: false },
        after: { banned: true, devicesSignedOut: signedOut.length },
      });
    }
    if (input.banned === false && before.banned) {
      await tx.delete(userBans).where(eq(userBans.userId, id));
      entries.push({ action: 'user.unban', before: { banned: true }, after: { banned: false } });
    }
    for (const entry of entries) {
      await audit(tx, actor, { ...entry, targetType: 'user', targetId: id });
    }
  });
  return userDetail(deps.db, id);
}
