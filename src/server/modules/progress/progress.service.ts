import type { Database } from '#server/db/client.ts';
import type { CurrentUser } from '#server/deps.ts';
import { sql } from 'drizzle-orm';
import { preparedSql } from '#server/db/prepared.ts';
import {
  pathCatalogue,
  pathsWithHistory,
  type PathCatalogue,
  cardJson,
  toCard,
  type CardRow,
  toPathSummary,
  type PathProgressRow,
} from '#server/modules/catalog/index.ts';
import { BADGES, pathBadge } from '#shared/badges.ts';
import type { ProgressSummary } from '#shared/schemas/progress.ts';
import { ruleProgress, toEarned, type Facts } from './badges.service.ts';
import { cachedProgressAnswer } from './progress-answer-cache.ts';
import { readProgressSnapshot, type SnapshotRow } from './progress-snapshot.ts';
import { streakFrom } from './streak.service.ts';

const NEXT_BADGES = 3;

/** Share of a path completed, 0..1; a path without sessions counts as not started. */
const shareDone = (path: PathProgressRow) =>
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

/** The cards of the sessions to play next on the caller's journeys (few; none for most answers). */
const readCards = preparedSql<{ card: CardRow }>(
  'session_cards_by_id',
  sql`select ${cardJson} as card from sessions left join coaches on coaches.id = sessions.coach_id
    where sessions.id = any(${sql.placeholder('ids')}::uuid[])`,
);

/** The summary from its snapshot and the paths with the caller's progress: cards shaped, badges named, the streak on today. */
async function fromSnapshot(
  db: Database,
  userId: string,
  row: SnapshotRow,
  paths: PathProgressRow[],
  sessionPaths: PathCatalogue['sessionPaths'],
): Promise<ProgressSummary> {
  const withPaths = <Card extends { id: string }>(card: Card) => ({
    ...card,
    paths: sessionPaths[card.id] ?? [],
  });
  const completedPaths = paths.filter(
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
  const catalogue = new Map([...BADGES, ...paths.map(pathBadge)].map((b) => [b.id, b]));
  const journeys = paths
    .filter((p) => p.started && p.nextSessionId)
    .sort((a, b) => shareDone(b) - shareDone(a));
  const next = journeys.length
    ? new Map(
        (await readCards(db, { ids: journeys.map((p) => p.nextSessionId) })).map(({ card }) => [
          card.id,
          card,
        ]),
      )
    : new Map<string, CardRow>();
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
    recent: row.recent.map(({ position, completed, lastPlayedAt, secondsToComplete, ...card }) => ({
      ...toCard(withPaths(card)),
      position,
      completed,
      secondsToComplete,
      lastPlayedAt: new Date(lastPlayedAt).toISOString(),
    })),
    favorites: row.favorites.map((card) => toCard(withPaths(card))),
    savedPaths: paths.filter((p) => p.favorite).map((p) => toPathSummary(p)),
    journeys: journeys.map((p) => {
      const card = next.get(p.nextSessionId!);
      return { path: toPathSummary(p), next: card ? toCard(card) : null };
    }),
    calendar: row.calendar,
  };
}

/**
 * `GET /api/me/progress` as JSON: counters kept as events happen, the streak, badges earned and
 * next, recent sessions, favourites, saved paths, journeys and the listening calendar, from one
 * statement (progress-snapshot.ts), or from the process's cache while nothing it shows has changed
 * (progress-answer-cache.ts, decision 035).
 */
export function progressAnswer(db: Database, user: CurrentUser): Promise<Uint8Array<ArrayBuffer>> {
  return cachedProgressAnswer(db, user.id, user.progressAnswerKey, async () => {
    const { summary, key } = await progressSummary(db, user.id);
    return { key, json: new TextEncoder().encode(JSON.stringify(summary)) };
  });
}

/** The summary and the key of the snapshot it was made from. */
async function progressSummary(
  db: Database,
  userId: string,
): Promise<{ summary: ProgressSummary; key: string }> {
  // The paths' structure comes from the process's cache at the version the snapshot read; an admin
  // edit between the two reads (rare) is met by reading the snapshot again, twice at most.
  for (let attempt = 0; ; attempt++) {
    const [row] = await readProgressSnapshot(db, { userId });
    if (!row) throw new Error(`No profile for user ${userId}`);
    const catalogue = await pathCatalogue(db, row.pathsVersion);
    if (catalogue.version === row.pathsVersion || attempt === 2) {
      const paths = pathsWithHistory(catalogue, {
        completed: row.pathCompleted,
        heard: row.pathHeard,
        favoritePaths: row.favoritePaths,
      });
      const summary = await fromSnapshot(db, userId, row, paths, catalogue.sessionPaths);
      return { summary, key: row.answerKey };
    }
  }
}
