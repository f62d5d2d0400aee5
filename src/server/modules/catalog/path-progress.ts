import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { favoritePaths, pathSessions, sessions, userSessionHistory } from '#server/db/schema/index.ts';
import type { PathProgress } from '#shared/schemas/catalog.ts';
import { activeSession } from './session-card.ts';

type Mine = { progress: PathProgress | null; favorite: boolean };

/**
 * The caller's progress through each path and whether they saved it: one query for the sessions in
 * path order with the caller's history, one for their saved paths. Visitors get `null` / `false`.
 */
export async function pathProgressFor(
  db: Database,
  userId: string | null,
  pathIds: string[],
): Promise<(pathId: string) => Mine> {
  if (!userId || pathIds.length === 0) return () => ({ progress: null, favorite: false });
  const [steps, saved] = await Promise.all([
    db
      .select({
        pathId: pathSessions.pathId,
        sessionId: pathSessions.sessionId,
        completed: userSessionHistory.completed,
        listened: userSessionHistory.durationListened,
      })
      .from(pathSessions)
      .innerJoin(sessions, and(eq(sessions.id, pathSessions.sessionId), activeSession))
      .leftJoin(
        userSessionHistory,
        and(eq(userSessionHistory.sessionId, pathSessions.sessionId), eq(userSessionHistory.userId, userId)),
      )
      .where(inArray(pathSessions.pathId, pathIds))
      .orderBy(asc(pathSessions.pathId), asc(pathSessions.position)),
    db
      .select({ pathId: favoritePaths.pathId })
      .from(favoritePaths)
      .where(and(eq(favoritePaths.userId, userId), inArray(favoritePaths.pathId, pathIds))),
  ]);
  const progress = new Map<string, PathProgress>();
  for (const step of steps) {
    let p = progress.get(step.pathId);
    if (!p)
      progress.set(
        step.pathId,
        (p = { completedCount: 0, completedSessionIds: [], started: false, nextSessionId: null }),
      );
    if (step.completed) {
      p.completedCount++;
      p.completedSessionIds.push(step.sessionId);
    } else p.nextSessionId ??= step.sessionId;
    if (step.completed || (step.listened ?? 0) > 0) p.started = true;
  }
  const favorites = new Set(saved.map((s) => s.pathId));
  return (pathId) => ({
    progress: progress.get(pathId) ?? {
      completedCount: 0,
      completedSessionIds: [],
      started: false,
      nextSessionId: null,
    },
    favorite: favorites.has(pathId),
  });
}
