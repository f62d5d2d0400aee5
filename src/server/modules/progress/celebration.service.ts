import { and, count, desc, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import {
  activityDays,
  coaches,
  coachingPaths,
  journalEntries,
  profiles,
  sessions,
  userBadges,
  users,
  userSessionHistory,
} from '#server/db/schema/index.ts';
import { AppError } from '#server/errors.ts';
import { avatarUrl } from '#server/modules/catalog/index.ts';
import type { Celebration } from '#shared/schemas/progress.ts';
import { describeEarned, pathCompletedBy } from './badges.service.ts';
import { streakState } from './streak.service.ts';

/**
 * The celebration reel's story. Every figure is one the app keeps exactly: the profile's counters,
 * the active days and badges with their dates, completed history, the journal. This month is the
 * user's own month (their time zone), so a reel opened on the 1st in Tokyo is already the new one.
 */
export async function celebration(db: Database, userId: string): Promise<Celebration> {
  const [me] = await db
    .select({
      name: users.name,
      sessionsCompleted: profiles.totalSessionsCompleted,
      minutes: profiles.totalMinutes,
      month: sql<string>`to_char(now() at time zone coalesce(${profiles.timeZone}, 'UTC'), 'YYYY-MM')`,
      monthStart: sql<string>`date_trunc('month', now() at time zone coalesce(${profiles.timeZone}, 'UTC'))::date::text`,
      monthStartsAt: sql<Date>`date_trunc('month', now() at time zone coalesce(${profiles.timeZone}, 'UTC'))
        at time zone coalesce(${profiles.timeZone}, 'UTC')`,
      timeZone: profiles.timeZone,
    })
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.id, userId));
  if (!me) throw new AppError('profile_not_found');
  const zone = me.timeZone ?? 'UTC';
  const monthStartsAt = new Date(me.monthStartsAt);

  const [days, entries, badges, held, paths, advisor, journalDays, streak] = await Promise.all([
    db
      .select({ n: count() })
      .from(activityDays)
      .where(and(eq(activityDays.userId, userId), gte(activityDays.day, me.monthStart))),
    db
      .select({ n: count() })
      .from(journalEntries)
      .where(and(eq(journalEntries.userId, userId), gte(journalEntries.createdAt, monthStartsAt))),
    db
      .select()
      .from(userBadges)
      .where(and(eq(userBadges.userId, userId), gte(userBadges.earnedAt, monthStartsAt)))
      .orderBy(userBadges.earnedAt),
    db.select({ n: count() }).from(userBadges).where(eq(userBadges.userId, userId)),
    db
      .select({ id: coachingPaths.id, title: coachingPaths.title })
      .from(coachingPaths)
      .where(pathCompletedBy(userId))
      .orderBy(coachingPaths.title),
    db
      .select({ name: coaches.name, avatarKey: coaches.avatarKey, completed: count() })
      .from(userSessionHistory)
      .innerJoin(sessions, eq(sessions.id, userSessionHistory.sessionId))
      .innerJoin(coaches, eq(coaches.id, sessions.coachId))
      .where(and(eq(userSessionHistory.userId, userId), eq(userSessionHistory.completed, true)))
      .groupBy(coaches.id)
      .orderBy(desc(count()), coaches.name)
      .limit(1),
    db
      .select({
        n: sql<number>`count(distinct (${journalEntries.createdAt} at time zone ${zone})::date)::int`,
      })
      .from(journalEntries)
      .where(eq(journalEntries.userId, userId)),
    streakState(db, userId),
  ]);
  const favourite = advisor[0];
  return {
    name: me.name,
    month: me.month,
    sessionsCompleted: me.sessionsCompleted,
    minutes: me.minutes,
    streak,
    thisMonth: {
      activeDays: days[0]?.n ?? 0,
      journalEntries: entries[0]?.n ?? 0,
      badges: await describeEarned(db, badges),
    },
    badgesEarned: held[0]?.n ?? 0,
    pathsCompleted: paths,
    favouriteAdvisor: favourite
      ? { name: favourite.name, avatarUrl: avatarUrl(favourite.avatarKey), completed: favourite.completed }
      : null,
    journalDays: journalDays[0]?.n ?? 0,
  };
}
