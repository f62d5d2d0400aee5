import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { preparedSql } from '#server/db/prepared.ts';
import { profiles } from '#server/db/schema/index.ts';
import { AppError } from '#server/errors.ts';
import type { StreakState } from '#shared/schemas/progress.ts';
import {
  computeStreak,
  dayNumber,
  foldStreak,
  streakOn,
  type StoredStreakFold,
  type Streak,
} from './streak.ts';

/** What a streak is answered from: the user's date today, the activity version and the stored fold. */
export type StreakSource = { today: string; version: number; fold: StoredStreakFold | null };

/** The user's date today (YYYY-MM-DD) in their zone, as the database knows zones; UTC until they tell. */
export const localToday = sql<string>`(now() at time zone coalesce(${profiles.timeZone}, 'UTC'))::date::text`;

/** The columns of a `StreakSource` (and the hide choice), for statements that read the profile `p`. */
export const streakSourceColumns = sql`(now() at time zone coalesce(p.time_zone, 'UTC'))::date::text as today,
  p.activity_version as version, p.streak_fold as fold,
  coalesce(p.preferences -> 'hideStreaks' = 'true'::jsonb, false) as hidden`;

const readSource = preparedSql<StreakSource & { hidden: boolean }>(
  'streak_source',
  sql`select ${streakSourceColumns} from profiles p where p.id = ${sql.placeholder('userId')}`,
);

const readDays = preparedSql<{ today: string; version: number; days: string[] }>(
  'streak_days',
  sql`select (now() at time zone coalesce(p.time_zone, 'UTC'))::date::text as today, p.activity_version as version,
    array(select a.day::text from activity_days a where a.user_id = p.id) as days
  from profiles p where p.id = ${sql.placeholder('userId')}`,
);

/** Stores a fold only if no activity day came since it was read: a late write never hides a new day. */
const storeFold = preparedSql(
  'store_streak_fold',
  sql`update profiles set streak_fold = ${sql.placeholder('fold')}::jsonb
  where id = ${sql.placeholder('userId')} and activity_version = ${sql.placeholder('version')}::int`,
);

/**
 * The streak on the user's date today. The fold stored on the profile answers while it is current
 * (its version is the profile's activity version), so a read costs no walk over the user's days;
 * after a new active day (at most one a day) the days are folded once more and stored.
 */
export async function streakFrom(db: Database, userId: string, source: StreakSource): Promise<Streak> {
  const today = dayNumber(source.today);
  const { fold } = source;
  if (fold && fold.version === source.version && (fold.last === null || fold.last <= today)) {
    return streakOn(fold, today);
  }
  const [fresh] = await readDays(db, { userId });
  if (!fresh) return computeStreak([], source.today);
  const folded = foldStreak(fresh.days.map(dayNumber));
  await storeFold(db, {
    userId,
    version: fresh.version,
    fold: JSON.stringify({ ...folded, version: fresh.version }),
  });
  // A zone move can leave an active day after today; it counts as today's, which a fold cannot say.
  return computeStreak(fresh.days, fresh.today);
}

/**
 * The user's streak today, in their time zone (UTC until their browser reported one), as answers
 * carry it: with their choice to hide streaks.
 */
export async function streakState(db: Database, userId: string): Promise<StreakState> {
  const [source] = await readSource(db, { userId });
  const today = new Date().toISOString().slice(0, 10);
  const streak = await streakFrom(db, userId, source ?? { today, version: 0, fold: null });
  return { ...streak, hidden: source?.hidden ?? false };
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
