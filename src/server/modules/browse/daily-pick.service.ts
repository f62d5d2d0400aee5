import type { AppDeps } from '#server/deps.ts';
import { and, eq, sql } from 'drizzle-orm';
import { coaches, sessions, userSessionHistory } from '#server/db/schema/index.ts';
import { activeSession, cardColumns, toCard } from '#server/modules/catalog/index.ts';
import { SESSION_LENGTH_BOUNDS } from '#shared/catalog.ts';
import type { DailyPick } from '#shared/schemas/catalog.ts';

export const utcDay = (now: Date) => now.toISOString().slice(0, 10);

/**
 * 'Today's impulse': a short (≤ 5 min), free session, so that everyone can play it. The candidates
 * are shuffled by a hash of the day and the session id: the same order for everyone on that day, a
 * new one the next day, with no state to store. A signed-in user skips the ones they completed.
 */
export async function dailyPick({ db }: AppDeps, day: string, userId: string | null): Promise<DailyPick> {
  const notCompleted = userId
    ? sql`not exists (select 1 from ${userSessionHistory} where ${userSessionHistory.userId} = ${userId}
        and ${userSessionHistory.sessionId} = ${sessions.id} and ${userSessionHistory.completed})`
    : undefined;
  const [row] = await db
    .select(cardColumns)
    .from(sessions)
    .leftJoin(coaches, eq(coaches.id, sessions.coachId))
    .where(
      and(
        activeSession,
        eq(sessions.isPremium, false),
        sql`${sessions.duration} between 1 and ${SESSION_LENGTH_BOUNDS.short}`,
        notCompleted,
      ),
    )
    .orderBy(sql`md5(${day} || ${sessions.id}::text)`, sessions.id)
    .limit(1);
  return { date: day, session: row ? toCard(row) : null };
}
