import { and, eq } from 'drizzle-orm';
import { favorites, sessions, userSessionHistory, userSessionRatings } from '#server/db/schema/index.ts';
import type { AppDeps } from '#server/deps.ts';
import { AppError } from '#server/errors.ts';

export type MySessionState = {
  completed: boolean;
  durationListened: number;
  position: number;
  rating: number | null;
  favorite: boolean;
};

/** The signed-in user's own relation to a session: history, their rating and favourite, in one query. */
export async function mySessionState(
  deps: AppDeps,
  sessionId: string,
  userId: string,
): Promise<MySessionState> {
  const [row] = await deps.db
    .select({
      completed: userSessionHistory.completed,
      durationListened: userSessionHistory.durationListened,
      position: userSessionHistory.position,
      rating: userSessionRatings.rating,
      favoriteId: favorites.id,
    })
    .from(sessions)
    .leftJoin(
      userSessionHistory,
      and(eq(userSessionHistory.sessionId, sessions.id), eq(userSessionHistory.userId, userId)),
    )
    .leftJoin(
      userSessionRatings,
      and(eq(userSessionRatings.sessionId, sessions.id), eq(userSessionRatings.userId, userId)),
    )
    .leftJoin(favorites, and(eq(favorites.sessionId, sessions.id), eq(favorites.userId, userId)))
    .where(and(eq(sessions.id, sessionId), eq(sessions.isActive, true)))
    .limit(1);
  if (!row) throw new AppError('session_not_found');
  return {
    completed: row.completed ?? false,
    durationListened: row.durationListened ?? 0,
    position: row.position ?? 0,
    rating: row.rating,
    favorite: row.favoriteId !== null,
  };
}
