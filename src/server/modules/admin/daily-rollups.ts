import { and, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '#server/db/client.ts';
import { adminDailyStats, journalEntries, userSessionHistory, users } from '#server/db/schema/index.ts';

export const DAY_MS = 24 * 60 * 60 * 1000;
/** A closed day is recounted until this long after it ended (offline entries, late completions). */
export const SETTLE_MS = 2 * DAY_MS;
/** A provisional day is recounted at most this often. */
export const RECOUNT_MS = 60 * 60 * 1000;

export type DayCounts = { plays: number; completions: number; journalEntries: number; newUsers: number };

const dayOf = (column: unknown) => sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * Counts per UTC day in [from, to): four grouped range reads, each on its own `created_at` (or
 * completed-by-update) index, so the cost follows the rows of those days, never the whole table.
 */
export async function countDays(
  db: Database,
  from: Date,
  to: Date,
  { withUsers = true } = {},
): Promise<Map<string, DayCounts>> {
  const grouped = async (table: PgTable, column: PgColumn, extra?: SQL) => {
    const day = dayOf(column);
    const rows = await db
      .select({ day, n: sql<number>`count(*)::int` })
      .from(table)
      .where(and(gte(column, from), lt(column, to), extra))
      .groupBy(day);
    return new Map(rows.map((r) => [r.day, r.n]));
  };
  const none = new Map<string, number>();
  const [plays, completions, journal, newUsers] = await Promise.all([
    grouped(userSessionHistory, userSessionHistory.createdAt),
    // A completed row's last update is when it was completed (or a replay after it).
    grouped(userSessionHistory, userSessionHistory.updatedAt, sql`${userSessionHistory.completed}`),
    grouped(journalEntries, journalEntries.createdAt),
    // Users have no created_at index (the dashboard counts them whole anyway): only for rollups.
    withUsers ? grouped(users, users.createdAt) : none,
  ]);
  const days = new Map<string, DayCounts>();
  for (let t = from.getTime(); t < to.getTime(); t += DAY_MS) {
    const day = isoDay(t);
    days.set(day, {
      plays: plays.get(day) ?? 0,
      completions: completions.get(day) ?? 0,
      journalEntries: journal.get(day) ?? 0,
      newUsers: newUsers.get(day) ?? 0,
    });
  }
  return days;
}

/**
 * The closed days [since, startOfToday) from the rollups table, counting and storing the days that
 * are missing or still provisional. Usually a read of 29 rows; the first read after midnight counts
 * one day, and an install's first dashboard counts its 29 days once.
 */
export async function closedDays(
  db: Database,
  since: Date,
  startOfToday: Date,
  now: Date,
): Promise<Map<string, DayCounts>> {
  const rows = await db
    .select()
    .from(adminDailyStats)
    .where(
      and(
        gte(adminDailyStats.day, isoDay(since.getTime())),
        lt(adminDailyStats.day, isoDay(startOfToday.getTime())),
      ),
    );
  const stored = new Map(rows.map((r) => [r.day, r]));
  const stale: string[] = [];
  for (let t = since.getTime(); t < startOfToday.getTime(); t += DAY_MS) {
    const day = isoDay(t);
    const row = stored.get(day);
    const settled = row && row.computedAt.getTime() >= t + DAY_MS + SETTLE_MS;
    const fresh = row && now.getTime() - row.computedAt.getTime() < RECOUNT_MS;
    if (!row || (!settled && !fresh)) stale.push(day);
  }
  const days = new Map<string, DayCounts>(rows.map((r) => [r.day, r]));
  if (stale.length === 0) return days;

  // One range read from the oldest stale day to today covers every stale day (usually one or two).
  const counted = await countDays(db, new Date(`${stale[0]}T00:00:00Z`), startOfToday);
  const values = stale.map((day) => ({ day, ...counted.get(day)!, computedAt: now }));
  await db
    .insert(adminDailyStats)
    .values(values)
    .onConflictDoUpdate({
      target: adminDailyStats.day,
      set: {
        plays: sql`excluded.plays`,
        completions: sql`excluded.completions`,
        journalEntries: sql`excluded.journal_entries`,
        newUsers: sql`excluded.new_users`,
        computedAt: sql`excluded.computed_at`,
      },
    });
  for (const v of values) days.set(v.day, v);
  return days;
}
