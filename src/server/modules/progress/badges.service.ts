import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import {
  coachingPaths,
  journalEntries,
  pathSessions,
  pitchDecks,
  profiles,
  sessions,
  userBadges,
  userSessionHistory,
  userSessionRatings,
} from '#server/db/schema/index.ts';
import { BADGES, pathBadge, type Badge, type BadgeRule } from '#shared/badges.ts';
import type { EarnedBadge } from '#shared/schemas/progress.ts';
import { streakState } from './streak.service.ts';

/** What the rules are judged on, gathered when an event is stored. */
export type Facts = {
  sessions: number;
  minutes: number;
  longestStreak: number;
  journal: number;
  podcasts: number;
  paths: number;
  /** The slugs of the paths the user completed. */
  completedPaths: readonly string[];
  fiveStarRatings: number;
  decks: number;
  /** The user's local hour at the event, for a completion; null for other events. */
  completionHour: number | null;
};

const NO_FACTS: Facts = {
  sessions: 0,
  minutes: 0,
  longestStreak: 0,
  journal: 0,
  podcasts: 0,
  paths: 0,
  completedPaths: [],
  fiveStarRatings: 0,
  decks: 0,
  completionHour: null,
};

export type BadgeEvent = { kind: 'completion' | 'rating'; at: Date };

const HOLDS: { [K in BadgeRule['kind']]: (rule: Extract<BadgeRule, { kind: K }>, f: Facts) => boolean } = {
  sessions: (r, f) => f.sessions >= r.count,
  minutes: (r, f) => f.minutes >= r.count,
  streak: (r, f) => f.longestStreak >= r.days,
  journal: (r, f) => f.journal >= r.count,
  podcasts: (r, f) => f.podcasts >= r.count,
  paths: (r, f) => f.paths >= r.count,
  path: (r, f) => f.completedPaths.includes(r.slug),
  fiveStarRatings: (r, f) => f.fiveStarRatings >= r.count,
  decks: (r, f) => f.decks >= r.count,
  earlyBird: (_r, f) => f.completionHour !== null && f.completionHour < 7,
  nightOwl: (_r, f) => f.completionHour !== null && f.completionHour >= 22,
};

const holds = (rule: BadgeRule, facts: Facts) =>
  (HOLDS[rule.kind] as (rule: BadgeRule, facts: Facts) => boolean)(rule, facts);

/** A condition on `coaching_paths`: the user completed every active session on the path. */
export const pathCompletedBy = (userId: string) =>
  and(
    sql`exists (select 1 from ${pathSessions} ps where ps.path_id = ${coachingPaths.id})`,
    sql`not exists (
      select 1 from ${pathSessions} ps join ${sessions} s on s.id = ps.session_id and s.is_active
      where ps.path_id = ${coachingPaths.id} and not exists (
        select 1 from ${userSessionHistory} h
        where h.user_id = ${userId} and h.session_id = ps.session_id and h.completed))`,
  );

/** `longestStreak` when the caller already computed the streak (the summary does), so it is read once. */
export async function factsOf(
  db: Database,
  userId: string,
  event: BadgeEvent,
  longestStreak?: number,
): Promise<Facts> {
  const [row] = await db
    .select({
      sessions: profiles.totalSessionsCompleted,
      minutes: profiles.totalMinutes,
      localHour: sql<number>`extract(hour from ${event.at.toISOString()}::timestamptz at time zone coalesce(${profiles.timeZone}, 'UTC'))::int`,
      journal: sql<number>`(select count(*)::int from ${journalEntries} where ${journalEntries.userId} = ${userId})`,
      podcasts: profiles.podcastsCompleted,
      fiveStars: sql<number>`(select count(*)::int from ${userSessionRatings} r where r.user_id = ${userId} and r.rating = 5)`,
      decks: sql<number>`(select count(*)::int from ${pitchDecks} where ${pitchDecks.userId} = ${userId})`,
    })
    .from(profiles)
    .where(eq(profiles.id, userId));
  const completedPaths = (
    await db.select({ slug: coachingPaths.slug }).from(coachingPaths).where(pathCompletedBy(userId))
  ).map((p) => p.slug);
  return {
    sessions: row?.sessions ?? 0,
    minutes: row?.minutes ?? 0,
    longestStreak: longestStreak ?? (await streakState(db, userId)).longest,
    journal: row?.journal ?? 0,
    podcasts: row?.podcasts ?? 0,
    paths: completedPaths.length,
    completedPaths,
    fiveStarRatings: row?.fiveStars ?? 0,
    decks: row?.decks ?? 0,
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

/** The whole catalogue: the fixed badges, then one per coaching path (a few rows, read when needed). */
export async function allBadges(db: Database): Promise<Badge[]> {
  const paths = await db
    .select({ slug: coachingPaths.slug, title: coachingPaths.title })
    .from(coachingPaths)
    .orderBy(coachingPaths.createdAt);
  return [...BADGES, ...paths.map(pathBadge)];
}

/** Earned rows as the client shows them, in their order; a badge no longer in the catalogue is left out. */
export async function describeEarned(
  db: Database,
  rows: readonly { badgeId: string; earnedAt: Date }[],
): Promise<EarnedBadge[]> {
  if (rows.length === 0) return [];
  const byId = new Map((await allBadges(db)).map((b) => [b.id, b]));
  return rows.flatMap((row) => {
    const badge = byId.get(row.badgeId);
    return badge ? [toEarned(badge, row.earnedAt)] : [];
  });
}

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
  // Only a completion can finish a path, so only then are the paths' own badges judged.
  const catalogue = event.kind === 'completion' ? await allBadges(db) : BADGES;
  const candidates = catalogue.filter((b) => !held.has(b.id));
  if (candidates.length === 0) return [];
  const facts = await factsOf(db, userId, event);
  return insertEarned(
    db,
    userId,
    candidates.filter((b) => holds(b.rule, facts)),
    event.at,
  );
}

/** What a journal save's own statement tells the badge check, so that it reads nothing again. */
export type JournalSave = {
  at: Date;
  /** The user's entries, the new one included. */
  entries: number;
  /** Whether the entry made its local day an active one (only then can a streak grow). */
  newDay: boolean;
  held: readonly string[];
};

/**
 * The badge check for a new journal entry. An entry can change only the journal count and, on the
 * first activity of a local day, the streak; so only those rules are judged, on the facts the save
 * returned. The full check reads every count (paths, podcasts, ratings), which cost a journal save
 * most of its time (the target of 1,000 saves a second; docs/benchmarks.md).
 */
export async function awardJournalBadges(db: Database, userId: string, save: JournalSave) {
  const held = new Set(save.held);
  const candidates = BADGES.filter(
    (b) => !held.has(b.id) && (b.rule.kind === 'journal' || (b.rule.kind === 'streak' && save.newDay)),
  );
  if (candidates.length === 0) return [];
  const longestStreak = candidates.some((b) => b.rule.kind === 'streak')
    ? (await streakState(db, userId)).longest
    : 0;
  const facts: Facts = { ...NO_FACTS, journal: save.entries, longestStreak };
  return insertEarned(
    db,
    userId,
    candidates.filter((b) => holds(b.rule, facts)),
    save.at,
  );
}

/**
 * The badge check for a new pitch deck: only the deck rules can change, judged on the
 * count the create already knows.
 */
export async function awardDeckBadges(db: Database, userId: string, decks: number, at: Date) {
  const facts: Facts = { ...NO_FACTS, decks };
  return insertEarned(
    db,
    userId,
    BADGES.filter((b) => b.rule.kind === 'decks' && holds(b.rule, facts)),
    at,
  );
}

/** Stores the badges earned; the insert is the judge, so of two racing events only one reports each. */
async function insertEarned(db: Database, userId: string, earned: Badge[], at: Date): Promise<EarnedBadge[]> {
  if (earned.length === 0) return [];
  const inserted = await db
    .insert(userBadges)
    .values(earned.map((b) => ({ userId, badgeId: b.id, earnedAt: at })))
    .onConflictDoNothing()
    .returning({ badgeId: userBadges.badgeId, earnedAt: userBadges.earnedAt });
  const byId = new Map(earned.map((b) => [b.id, b]));
  return inserted.map((row) => toEarned(byId.get(row.badgeId)!, row.earnedAt));
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
    case 'decks':
      return [facts.decks, rule.count];
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
  return (await allBadges(db)).map((b) => ({
    id: b.id,
    name: b.name,
    description: b.description,
    icon: b.icon,
    earnedAt: earned.get(b.id) ?? null,
  }));
}
