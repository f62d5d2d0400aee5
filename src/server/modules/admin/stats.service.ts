import { and, count, desc, eq, gte, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '#server/db/client.ts';
import { journalEntries, sessions, subscribers, userSessionHistory, users } from '#server/db/schema/index.ts';
import { PREMIUM_PLAN } from '#shared/billing.ts';
import { COUNTS_SHOWN_FROM } from '#shared/catalog.ts';
import type { AdminStats } from '#shared/schemas/admin.ts';

const DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;
const TOP = 5;

/** `isEntitled` (shared/billing.ts) as SQL: who has premium right now. */
const entitled = sql`(
  (${subscribers.status} in ('active', 'trialing')
    and (not ${subscribers.cancelAtPeriodEnd} or ${subscribers.currentPeriodEnd} > now()))
  or (${subscribers.status} in ('past_due', 'canceled') and ${subscribers.currentPeriodEnd} > now()))`;
/** Subscriptions that will bill again: monthly recurring revenue. */
const recurring = sql`(${subscribers.status} in ('active', 'past_due') and not ${subscribers.cancelAtPeriodEnd})`;

const dayOf = (column: unknown) => sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`;

/** Counts per UTC day over a bounded range: one grouped read, never a scan per day. */
async function perDay(
  db: Database,
  table: typeof userSessionHistory | typeof journalEntries,
  column: PgColumn,
  since: Date,
  extra?: SQL,
): Promise<Map<string, number>> {
  const day = dayOf(column);
  const rows = await db
    .select({ day, n: count() })
    .from(table)
    .where(extra ? and(gte(column, since), extra) : gte(column, since))
    .groupBy(day);
  return new Map(rows.map((r) => [r.day, r.n]));
}

/**
 * The dashboard's figures. Every read is bounded: the last 30 days, this week or this month, or a
 * top-five read off the catalogue's sort indexes; counts of the subscriptions table are small.
 */
export async function adminStats(db: Database, now = new Date()): Promise<AdminStats> {
  const startOfToday = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const since = new Date(startOfToday - (DAYS - 1) * DAY_MS);
  const weekAgo = new Date(now.getTime() - 7 * DAY_MS);
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));

  const [people, money, plays, completions, journal, started, topByPlays, topByRating] = await Promise.all([
    db
      .select({
        total: count(),
        newThisWeek: sql<number>`count(*) filter (where ${users.createdAt} >= ${weekAgo})::int`,
      })
      .from(users),
    db
      .select({
        subscribers: sql<number>`count(*) filter (where ${entitled})::int`,
        recurring: sql<number>`count(*) filter (where ${recurring})::int`,
        canceled: sql<number>`count(*) filter (where ${subscribers.status} = 'canceled'
          and ${subscribers.updatedAt} >= ${monthStart})::int`,
        failed: sql<number>`count(*) filter (where ${subscribers.status} in ('past_due', 'unpaid'))::int`,
      })
      .from(subscribers),
    perDay(db, userSessionHistory, userSessionHistory.createdAt, since),
    // A completed row's last update is when it was completed, or a replay after it.
    perDay(db, userSessionHistory, userSessionHistory.updatedAt, since, sql`${userSessionHistory.completed}`),
    perDay(db, journalEntries, journalEntries.createdAt, since),
    db
      .select({
        started: count(),
        completed: sql<number>`count(*) filter (where ${userSessionHistory.completed})::int`,
      })
      .from(userSessionHistory)
      .where(gte(userSessionHistory.createdAt, since)),
    db
      .select({ id: sessions.id, title: sessions.title, plays: sessions.totalParticipants })
      .from(sessions)
      .where(eq(sessions.isActive, true))
      .orderBy(sql`${sessions.totalParticipants} desc nulls last`, sql`${sessions.id} desc nulls last`)
      .limit(TOP),
    db
      .select({
        id: sessions.id,
        title: sessions.title,
        rating: sessions.rating,
        ratingCount: sessions.ratingCount,
      })
      .from(sessions)
      .where(and(eq(sessions.isActive, true), gte(sessions.ratingCount, COUNTS_SHOWN_FROM.ratings)))
      .orderBy(desc(sessions.rating), desc(sessions.ratingCount))
      .limit(TOP),
  ]);

  const days = Array.from({ length: DAYS }, (_, i) => {
    const day = new Date(since.getTime() + i * DAY_MS).toISOString().slice(0, 10);
    return {
      day,
      plays: plays.get(day) ?? 0,
      completions: completions.get(day) ?? 0,
      journalEntries: journal.get(day) ?? 0,
    };
  });
  const m = money[0] ?? { subscribers: 0, recurring: 0, canceled: 0, failed: 0 };
  const s = started[0] ?? { started: 0, completed: 0 };
  const atRisk = m.subscribers + m.canceled;
  return {
    users: { total: people[0]?.total ?? 0, newThisWeek: people[0]?.newThisWeek ?? 0 },
    subscribers: m.subscribers,
    mrrCents: m.recurring * PREMIUM_PLAN.amountCents,
    churnThisMonth: { canceled: m.canceled, rate: atRisk ? m.canceled / atRisk : 0 },
    failedPayments: m.failed,
    completionRate: s.started ? s.completed / s.started : 0,
    days,
    topByPlays,
    topByRating,
  };
}
