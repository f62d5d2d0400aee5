import type { AppDeps } from '#server/deps.ts';
import { and, eq } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { coachingPaths, favoritePaths } from '#server/db/schema/index.ts';
import { AppError } from '#server/errors.ts';

async function assertPath(db: Database, pathId: string) {
  const [path] = await db
    .select({ id: coachingPaths.id })
    .from(coachingPaths)
    .where(eq(coachingPaths.id, pathId));
  if (!path) throw new AppError('path_not_found');
}

/** Idempotent: saving twice keeps one record. */
export async function addFavoritePath({ db }: AppDeps, userId: string, pathId: string) {
  await assertPath(db, pathId);
  await db.insert(favoritePaths).values({ userId, pathId }).onConflictDoNothing();
  return { favorite: true as const };
}

export async function removeFavoritePath({ db }: AppDeps, userId: string, pathId: string) {
  await assertPath(db, pathId);
  await db
    .delete(favoritePaths)
    .where(and(eq(favoritePaths.userId, userId), eq(favoritePaths.pathId, pathId)));
  return { favorite: false as const };
}
