import { and, count, desc, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { sessions, subscribers, users } from '#server/db/schema/index.ts';
import { PREMIUM_PLAN } from '#shared/billing.ts';
import { COUNTS_SHOWN_FROM } from '#shared/catalog.ts';
import type { AdminStats } from '#shared/schemas/admin.ts';
import { closedDays, countDays, DAY_MS } from './daily-rollups.ts';

const DAYS = 30;
const TOP = 5;

/** `isEntitled` (shared/billing.ts) as SQL: who has premium right now. */
const entitled = sql`(
  (${subscribers.status} in ('active', 'trialing')
    and (not ${subscribers.cancelAtPeriodEnd} or ${subscribers.currentPeriodEnd} > now()))
  or (${subscribers.status} in ('past_due', 'canceled') and ${subscribers.currentPeriodEnd} > now()))`;
/** Subscriptions that will bill again: monthly recurring revenue. */
const recurring = sql`(${subscribers.status} in ('active', 'past_due') and not ${subscribers.cancelAtPeriodEnd})`;

/**
 * The dashboard's figures, cheap at any size (target: < 300 ms p95 with 100,000 users and 5
 * million history rows, `npm run bench -- --only=admin-stats`). The 30-day charts come from the
 * daily rollups (daily-rollups.ts) plus today's rows counted live on the created_at indexes; the
 * people figures are one pass over `users`; subscriptions are a small table; the top fives read the
 * catalogue's sort indexes.
 */
export async function adminStats(db: Database, now = new Date()): Promise<AdminStats> {
  const startOfToday = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const since = new Date(startOfToday - (DAYS - 1) * DAY_MS);
  const weekAgo = new Date(now.getTime() - 7 * DAY_MS);
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));

  const [people, money, closed, today, topByPlays, topByRating] = await Promise.all([
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
    closedDays(db, since, new Date(startOfToday), now),
    countDays(db, new Date(startOfToday), new Date(startOfToday + DAY_MS), { withUsers: false }),
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
    const counts = closed.get(day) ?? today.get(day);
    return {
      day,
      plays: counts?.plays ?? 0,
      completions: counts?.completions ?? 0,
      journalEntries: counts?.journalEntries ?? 0,
    };
  });
  const plays = days.reduce((n, d) => n + d.plays, 0);
  const completions = days.reduce((n, d) => n + d.completions, 0);
  const m = money[0] ?? { subscribers: 0, recurring: 0, canceled: 0, failed: 0 };
  const atRisk = m.subscribers + m.canceled;
  return {
    users: { total: people[0]?.total ?? 0, newThisWeek: people[0]?.newThisWeek ?? 0 },
    subscribers: m.subscribers,
    mrrCents: m.recurring * PREMIUM_PLAN.amountCents,
    churnThisMonth: { canceled: m.canceled, rate: atRisk ? m.canceled / atRisk : 0 },
    failedPayments: m.failed,
    completionRate: plays ? Math.min(1, completions / plays) : 0,
    days,
    topByPlays,
    topByRating,
  };
}
