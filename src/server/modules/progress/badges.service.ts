import { and, count, eq, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import {
  coachingPaths,
  journalEntries,
  pathSessions,
  profiles,
  sessions,
  userBadges,
  userSessionHistory,
  userSessionRatings,
} from '#server/db/schema/index.ts';
import { BADGES, type Badge, type BadgeRule } from '#shared/badges.ts';
import type { EarnedBadge } from '#shared/schemas/progress.ts';
import { streakOf } from './streak.service.ts';

/** What the rules are judged on, gathered when an event is stored. */
type Facts = {
  sessions: number;
  minutes: number;
  longestStreak: number;
  journal: number;
  podcasts: number;
  paths: number;
  fiveStarRatings: number;
  /** The user's local hour at the event, for a completion; null for other events. */
  completionHour: number | null;
};

export type BadgeEvent = { kind: 'completion' | 'journal' | 'rating'; at: Date };

const HOLDS: { [K in BadgeRule['kind']]: (rule: Extract<BadgeRule, { kind: K }>, f: Facts) => boolean } = {
  sessions: (r, f) => f.sessions >= r.count,
  minutes: (r, f) => f.minutes >= r.count,
  streak: (r, f) => f.longestStreak >= r.days,
  journal: (r, f) => f.journal >= r.count,
  podcasts: (r, f) => f.podcasts >= r.count,
  paths: (r, f) => f.paths >= r.count,
  fiveStarRatings: (r, f) => f.fiveStarRatings >= r.count,
  earlyBird: (_r, f) => f.completionHour !== null && f.completionHour < 7,
  nightOwl: (_r, f) => f.completionHour !== null && f.completionHour >= 22,
};

const holds = (rule: BadgeRule, facts: Facts) =>
  (HOLDS[rule.kind] as (rule: BadgeRule, facts: Facts) => boolean)(rule, facts);

export async function factsOf(db: Database, userId: string, event: BadgeEvent): Promise<Facts> {
  const [row] = await db
    .select({
      sessions: profiles.totalSessionsCompleted,
      minutes: profiles.totalMinutes,
      localHour: sql<number>`extract(hour from ${event.at.toISOString()}::timestamptz at time zone coalesce(${profiles.timeZone}, 'UTC'))::int`,
      journal: sql<number>`(select count(*)::int from ${journalEntries} where ${journalEntries.userId} = ${userId})`,
      podcasts: sql<number>`(select count(*)::int from ${userSessionHistory} h join ${sessions} s on s.id = h.session_id
        where h.user_id = ${userId} and h.completed and s.category = 'podcast')`,
      fiveStars: sql<number>`(select count(*)::int from ${userSessionRatings} r where r.user_id = ${userId} and r.rating = 5)`,
    })
    .from(profiles)
    .where(eq(profiles.id, userId));
  // A path counts once every active session on it is completed.
  const [paths] = await db
    .select({ n: count() })
    .from(coachingPaths)
    .where(
      and(
        sql`exists (select 1 from ${pathSessions} ps where ps.path_id = ${coachingPaths.id})`,
        sql`not exists (
          select 1 from ${pathSessions} ps join ${sessions} s on s.id = ps.session_id and s.is_active
          where ps.path_id = ${coachingPaths.id} and not exists (
            select 1 from ${userSessionHistory} h
            where h.user_id = ${userId} and h.session_id = ps.session_id and h.completed))`,
      ),
    );
  return {
    sessions: row?.sessions ?? 0,
    minutes: row?.minutes ?? 0,
    longestStreak: (await streakOf(db, userId)).longest,
    journal: row?.journal ?? 0,
    podcasts: row?.podcasts ?? 0,
    paths: paths?.n ?? 0,
    fiveStarRatings: row?.fiveStars ?? 0,
    completionHour: event.kind === 'completion' ? (row?.localHour ?? null) : null,
  };
}

export const toEarned = (badge: Badge, earnedAt: Date): EarnedBadge => ({
  id: badge.id,
  name: badge.name,
  description: badge.description,
  icon: badge.icon,
  earnedAt: earnedAt.toISOString(),
});

/**
 * Awards every badge the user now qualifies for and does not hold, and answers the ones this call
 * awarded. The insert is the judge: of two events racing, only the one whose row went in reports it.
 */
export async function awardBadges(db: Database, userId: string, event: BadgeEvent): Promise<EarnedBadge[]> {
  const held = new Set(
    (await db.select({ id: userBadges.badgeId }).from(userBadges).where(eq(userBadges.userId, userId))).map(
      (b) => b.id,
    ),
  );
  const candidates = BADGES.filter((b) => !held.has(b.id));
  if (candidates.length === 0) return [];
  const facts = await factsOf(db, userId, event);
  const earned = candidates.filter((b) => holds(b.rule, facts));
  if (earned.length === 0) return [];
  const inserted = await db
    .insert(userBadges)
    .values(earned.map((b) => ({ userId, badgeId: b.id, earnedAt: event.at })))
    .onConflictDoNothing()
    .returning({ badgeId: userBadges.badgeId, earnedAt: userBadges.earnedAt });
  return inserted.map((row) =>
    toEarned(
      BADGES.find((b) => b.id === row.badgeId)!,
      row.earnedAt,
    ),
  );
}

/** How far along a counted rule is, as `[current, target]`; null for rules that are not counts. */
export function ruleProgress(rule: BadgeRule, facts: Facts): [number, number] | null {
  switch (rule.kind) {
    case 'sessions':
      return [facts.sessions, rule.count];
    case 'minutes':
      return [facts.minutes, rule.count];
    case 'streak':
      return [facts.longestStreak, rule.days];
    case 'journal':
      return [facts.journal, rule.count];
    case 'podcasts':
      return [facts.podcasts, rule.count];
    case 'paths':
      return [facts.paths, rule.count];
    case 'fiveStarRatings':
      return [facts.fiveStarRatings, rule.count];
    default:
      return null;
  }
}

/** The catalogue in order, with when the user earned each (null when not yet, or for a visitor). */
export async function badgeCatalogue(db: Database, userId: string | null) {
  const earned = userId
    ? new Map(
        (await db.select().from(userBadges).where(eq(userBadges.userId, userId))).map((b) => [
          b.badgeId,
          b.earnedAt.toISOString(),
        ]),
      )
    : new Map<string, string>();
  return BADGES.map((b) => ({
    id: b.id,
    name: b.name,
    description: b.description,
    icon: b.icon,
    earnedAt: earned.get(b.id) ?? null,
  }));
}
