import type { AppDeps } from '#server/deps.ts';
import type { RatingResult } from '#shared/schemas/feedback.ts';
import { and, eq, sql } from 'drizzle-orm';
import { sessions, userSessionHistory, userSessionRatings } from '#server/db/schema/index.ts';
import { AppError, firstRowOr } from '#server/errors.ts';

/**
 * Insert or update the user's rating and recompute the session's average and count in the same
 * transaction. The session row is locked first: under READ COMMITTED a concurrent rater
 * then waits for this commit, and its own statements take a snapshot that sees this rating. Without
 * the lock a blocked UPDATE would re-run with its old snapshot and lose the other rater's row.
 */
export async function rateSession(
  { db }: AppDeps,
  userId: string,
  sessionId: string,
  rating: number,
): Promise<RatingResult> {
  return db.transaction(async (tx) => {
    const [session] = await tx
      .select({ id: sessions.id })
      .from(sessions)
      .where(and(eq(sessions.id, sessionId), eq(sessions.isActive, true)))
      .for('update');
    if (!session) throw new AppError('session_not_found');

    const [history] = await tx
      .select({ completed: userSessionHistory.completed })
      .from(userSessionHistory)
      .where(and(eq(userSessionHistory.userId, userId), eq(userSessionHistory.sessionId, sessionId)));
    if (!history?.completed) {
      throw new AppError('complete_session_first');
    }

    await tx
      .insert(userSessionRatings)
      .values({ userId, sessionId, rating })
      .onConflictDoUpdate({
        target: [userSessionRatings.userId, userSessionRatings.sessionId],
        set: { rating, updatedAt: sql`now()` },
      });

    const ofSession = sql`from ${userSessionRatings} where ${userSessionRatings.sessionId} = ${sessionId}`;
    const totals = firstRowOr(
      await tx
        .update(sessions)
        .set({
          rating: sql`(select round(avg(${userSessionRatings.rating}), 2) ${ofSession})`,
          ratingCount: sql`(select count(*)::int ${ofSession})`,
        })
        .where(eq(sessions.id, sessionId))
        .returning({ average: sessions.rating, count: sessions.ratingCount }),
    );
    return { rating, average: totals.average, count: totals.count };
  });
}
