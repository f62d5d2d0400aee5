import { desc, eq } from 'drizzle-orm';
import type { AppDeps } from '#server/deps.ts';
import { wheelsOfLife } from '#server/db/schema/index.ts';
import { WHEEL_HISTORY_LIMIT, type Wheel, type WheelScores } from '#shared/schemas/wheel-of-life.ts';
import { firstRowOr } from '#server/errors.ts';

const toWheel = (row: typeof wheelsOfLife.$inferSelect): Wheel => ({
  id: row.id,
  scores: row.scores,
  note: row.note,
  createdAt: row.createdAt.toISOString(),
});

/** The caller's saved wheels, newest first (the id settles a tie, so the order is stable). */
export async function listWheels({ db }: AppDeps, userId: string): Promise<Wheel[]> {
  const rows = await db
    .select()
    .from(wheelsOfLife)
    .where(eq(wheelsOfLife.userId, userId))
    .orderBy(desc(wheelsOfLife.createdAt), desc(wheelsOfLife.id))
    .limit(WHEEL_HISTORY_LIMIT);
  return rows.map(toWheel);
}

export async function saveWheel(
  { db }: AppDeps,
  userId: string,
  input: { scores: WheelScores; note: string },
): Promise<Wheel> {
  const row = firstRowOr(
    await db.insert(wheelsOfLife).values({ userId, scores: input.scores, note: input.note }).returning(),
  );
  return toWheel(row);
}
