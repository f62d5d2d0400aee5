import { desc, eq } from 'drizzle-orm';
import { userSessionHistory } from '#server/db/schema/index.ts';
import type { AppDeps } from '#server/deps.ts';

export type HistoryEntry = {
  sessionId: string;
  durationListened: number;
  position: number;
  completed: boolean;
  updatedAt: string;
};

/**
 * Everything the user has opened, most recent first. One row per session and user, so the list is
 * as long as the catalogue at most; the client turns it into every card's Listen / Continue /
 * Listen Again label with one request instead of one per card.
 */
export async function listHistory(deps: AppDeps, userId: string): Promise<HistoryEntry[]> {
  const rows = await deps.db
    .select({
      sessionId: userSessionHistory.sessionId,
      durationListened: userSessionHistory.durationListened,
      position: userSessionHistory.position,
      completed: userSessionHistory.completed,
      updatedAt: userSessionHistory.updatedAt,
    })
    .from(userSessionHistory)
    .where(eq(userSessionHistory.userId, userId))
    .orderBy(desc(userSessionHistory.updatedAt));
  return rows.map((row) => ({ ...row, updatedAt: row.updatedAt.toISOString() }));
}
