import type { Database } from '#server/db/client.ts';
import { toCard } from '#server/modules/catalog/session-card.ts';
import { toPathSummary } from '#server/modules/catalog/path-progress.ts';
import { BADGES, pathBadge } from '#shared/badges.ts';
import type { ProgressSummary } from '#shared/schemas/progress.ts';
import { ruleProgress, toEarned, type Facts } from './badges.service.ts';
import { readProgressSnapshot, type PathRow, type SnapshotRow } from './progress-snapshot.ts';
import { streakFrom } from './streak.service.ts';

const NEXT_BADGES = 3;

/** Share of a path completed, 0..1; a path without sessions counts as not started. */
const shareDone = (path: PathRow) =>
  path.sessionCount ? path.completedSessionIds.length / path.sessionCount : 0;

/** Counted badges not yet earned, closest first. */
function nextBadges(held: ReadonlySet<string>, facts: Facts): ProgressSummary['nextBadges'] {
  return BADGES.filter((b) => !held.has(b.id))
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
}

/** The summary from its snapshot: cards and paths shaped, badges named, the streak on today. */
async function fromSnapshot(db: Database, userId: string, row: SnapshotRow): Promise<ProgressSummary> {
  const completedPaths = row.paths.filter(
    (p) => p.sessionCount > 0 && p.completedSessionIds.length === p.sessionCount,
  );
  const streak = await streakFrom(db, userId, row);
  const facts: Facts = {
    sessions: row.totalSessionsCompleted,
    minutes: row.totalMinutes,
    longestStreak: streak.longest,
    journal: row.journal,
    podcasts: row.podcasts,
    paths: completedPaths.length,
    completedPaths: completedPaths.map((p) => p.slug),
    fiveStarRatings: row.fiveStars,
    decks: row.decks,
    completionHour: null,
  };
  const catalogue = new Map([...BADGES, ...row.paths.map(pathBadge)].map((b) => [b.id, b]));
  const journeys = row.paths
    .filter((p) => p.started && p.nextSessionId)
    .sort((a, b) => shareDone(b) - shareDone(a));
  return {
    totalSessionsCompleted: row.totalSessionsCompleted,
    totalMinutes: row.totalMinutes,
    journalDays: row.journalDays,
    streak: { ...streak, hidden: row.hidden },
    // A badge no longer in the catalogue (a path removed) is left out.
    badges: row.badges.flatMap((b) => {
      const badge = catalogue.get(b.badgeId);
      return badge ? [toEarned(badge, new Date(b.earnedAt))] : [];
    }),
    nextBadges: nextBadges(new Set(row.badges.map((b) => b.badgeId)), facts),
    recent: row.recent.map(({ position, completed, lastPlayedAt, ...card }) => ({
      ...toCard(card),
      position,
      completed,
      lastPlayedAt: new Date(lastPlayedAt).toISOString(),
    })),
    favorites: row.favorites.map(toCard),
    savedPaths: row.paths.filter((p) => p.favorite).map((p) => toPathSummary(p)),
    journeys: journeys.map((p) => ({ path: toPathSummary(p), next: p.next ? toCard(p.next) : null })),
    calendar: row.calendar,
  };
}

/**
 * `GET /api/me/progress`: counters kept as events happen, the streak, badges earned and next, recent
 * sessions, favourites, saved paths, journeys and the listening calendar, from one statement
 * (progress-snapshot.ts).
 */
export async function progressSummary(db: Database, userId: string): Promise<ProgressSummary> {
  const [row] = await readProgressSnapshot(db, { userId });
  if (!row) throw new Error(`No profile for user ${userId}`);
  return fromSnapshot(db, userId, row);
}
