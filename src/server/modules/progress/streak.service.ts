import { eq, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { activityDays, profiles } from '#server/db/schema/index.ts';
import { AppError } from '#server/errors.ts';
import { computeStreak, type Streak } from './streak.ts';

/** The user's streak today, in their time zone (UTC until their browser reported one). */
export async function streakOf(db: Database, userId: string): Promise<Streak> {
  const [today] = await db
    .select({ date: sql<string>`(now() at time zone coalesce(${profiles.timeZone}, 'UTC'))::date::text` })
    .from(profiles)
    .where(eq(profiles.id, userId));
  const days = await db
    .select({ day: activityDays.day })
    .from(activityDays)
    .where(eq(activityDays.userId, userId));
  return computeStreak(
    days.map((d) => d.day),
    today?.date ?? new Date().toISOString().slice(0, 10),
  );
}

/**
 * Refuses a zone the database does not know (its list can lag the runtime's): completions compute
 * the user's date with it, and an unknown one would fail them.
 */
export async function assertDatabaseKnowsZone(db: Database, timeZone: string): Promise<void> {
  const [known] = await db
    .select({ known: sql<boolean>`exists (select 1 from pg_timezone_names where name = ${timeZone})` })
    .from(sql`(select 1) as one`);
  if (!known?.known) {
    throw new AppError('validation_failed', {
      issues: [{ field: 'timeZone', message: 'Not a known time zone' }],
    });
  }
}
