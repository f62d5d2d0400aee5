import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { journalEntries, profiles, userBadges } from '#server/db/schema/index.ts';
import { BADGES } from '#shared/badges.ts';
import type { ProgressSummary, StreakState } from '#shared/schemas/progress.ts';
import { describeEarned, factsOf, ruleProgress } from './badges.service.ts';
import { streakOf } from './streak.service.ts';

const NEXT_BADGES = 3;

/** The user's streak as answers carry it, with their choice to hide streaks. */
export async function streakState(db: Database, userId: string): Promise<StreakState> {
  const [profile] = await db
    .select({ preferences: profiles.preferences })
    .from(profiles)
    .where(eq(profiles.id, userId));
  const { current, longest, freezesAvailable, countedToday, freezeUsedOn } = await streakOf(db, userId);
  return {
    current,
    longest,
    freezesAvailable,
    countedToday,
    freezeUsedOn,
    hidden: profile?.preferences.hideStreaks === true,
  };
}

/**
 * `GET /api/me/progress` without its lists (progress-lists.service.ts): counters kept as events
 * happen, the streak, and badges earned and next.
 */
export async function progressSummary(
  db: Database,
  userId: string,
): Promise<Omit<ProgressSummary, 'recent' | 'favorites' | 'savedPaths' | 'journeys' | 'calendar'>> {
  // The streak is computed once and shared with the badge facts; the independent reads run together.
  const streak = await streakState(db, userId);
  const [[profile], earned, facts] = await Promise.all([
    db
      .select({
        totalSessionsCompleted: profiles.totalSessionsCompleted,
        totalMinutes: profiles.totalMinutes,
        journalDays: sql<number>`(select count(distinct (${journalEntries.createdAt} at time zone coalesce(${profiles.timeZone}, 'UTC'))::date)::int
        from ${journalEntries} where ${journalEntries.userId} = ${userId})`,
      })
      .from(profiles)
      .where(eq(profiles.id, userId)),
    db
      .select()
      .from(userBadges)
      .where(eq(userBadges.userId, userId))
      .orderBy(desc(userBadges.earnedAt), userBadges.badgeId),
    factsOf(db, userId, { kind: 'rating', at: new Date() }, streak.longest),
  ]);
  const held = new Set(earned.map((b) => b.badgeId));
  const nextBadges = BADGES.filter((b) => !held.has(b.id))
    .flatMap((b) => {
      const progress = ruleProgress(b.rule, facts);
      return progress
        ? [
            {
              id: b.id,
              name: b.name,
              description: b.description,
              icon: b.icon,
              current: progress[0],
              target: progress[1],
            },
          ]
        : [];
    })
    .sort(
      (a, b) => a.target - a.current - (b.target - b.current) || b.current / b.target - a.current / a.target,
    )
    .slice(0, NEXT_BADGES);
  return {
    totalSessionsCompleted: profile?.totalSessionsCompleted ?? 0,
    totalMinutes: profile?.totalMinutes ?? 0,
    journalDays: profile?.journalDays ?? 0,
    streak,
    badges: await describeEarned(db, earned),
    nextBadges,
  };
}
