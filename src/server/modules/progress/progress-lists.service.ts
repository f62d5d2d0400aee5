import { and, desc, eq, inArray } from 'drizzle-orm';
import type { AppDeps } from '#server/deps.ts';
import { coaches, favorites, sessions, userSessionHistory } from '#server/db/schema/index.ts';
import { listPaths } from '#server/modules/catalog/catalog.service.ts';
import { activeSession, cardColumns, toCard } from '#server/modules/catalog/session-card.ts';
import { PROGRESS_LIST_SIZE, type Journey, type RecentSession } from '#shared/schemas/progress.ts';
import type { PathSummary, SessionCard } from '#shared/schemas/catalog.ts';

type Lists = {
  recent: RecentSession[];
  favorites: SessionCard[];
  savedPaths: PathSummary[];
  journeys: Journey[];
};

/** Share of a path completed, 0..1; a path without sessions counts as not started. */
const shareDone = (path: PathSummary) =>
  path.sessionCount ? (path.progress?.completedCount ?? 0) / path.sessionCount : 0;

/**
 * The profile's lists: sessions heard lately (to continue where the user stopped), favourites, saved
 * paths, and journeys (paths started and not finished, with the session to play next). Each list is
 * read by an index on the user (history by last update, favourites by user), a page at most, so the
 * cost does not grow with the length of the user's history.
 */
export async function progressLists(deps: AppDeps, userId: string): Promise<Lists> {
  const { db } = deps;
  const [recentRows, favoriteRows, paths] = await Promise.all([
    db
      .select({
        ...cardColumns,
        position: userSessionHistory.position,
        completed: userSessionHistory.completed,
        lastPlayedAt: userSessionHistory.updatedAt,
      })
      .from(userSessionHistory)
      .innerJoin(sessions, and(eq(sessions.id, userSessionHistory.sessionId), activeSession))
      .leftJoin(coaches, eq(coaches.id, sessions.coachId))
      .where(eq(userSessionHistory.userId, userId))
      .orderBy(desc(userSessionHistory.updatedAt))
      .limit(PROGRESS_LIST_SIZE),
    db
      .select(cardColumns)
      .from(favorites)
      .innerJoin(sessions, and(eq(sessions.id, favorites.sessionId), activeSession))
      .leftJoin(coaches, eq(coaches.id, sessions.coachId))
      .where(eq(favorites.userId, userId))
      .orderBy(desc(favorites.createdAt))
      .limit(PROGRESS_LIST_SIZE),
    listPaths(deps, userId),
  ]);
  const inProgress = paths
    .filter((p) => p.progress?.started && p.progress.nextSessionId)
    .sort((a, b) => shareDone(b) - shareDone(a));
  const nextIds = inProgress.map((p) => p.progress!.nextSessionId!);
  const nextCards = nextIds.length
    ? await db
        .select(cardColumns)
        .from(sessions)
        .leftJoin(coaches, eq(coaches.id, sessions.coachId))
        .where(inArray(sessions.id, nextIds))
    : [];
  const cardById = new Map(nextCards.map((row) => [row.id, toCard(row)]));
  return {
    recent: recentRows.map(({ position, completed, lastPlayedAt, ...card }) => ({
      ...toCard(card),
      position,
      completed,
      lastPlayedAt: lastPlayedAt.toISOString(),
    })),
    favorites: favoriteRows.map(toCard),
    savedPaths: paths.filter((p) => p.favorite),
    journeys: inProgress.map((path) => ({
      path,
      next: cardById.get(path.progress!.nextSessionId!) ?? null,
    })),
  };
}
