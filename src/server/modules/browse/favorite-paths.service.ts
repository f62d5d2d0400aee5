import { and, eq } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { coachingPaths, favoritePaths } from '#server/db/schema/index.ts';
import { notFound } from '#server/http/errors.ts';

async function assertPath(db: Database, pathId: string) {
  const [path] = await db
    .select({ id: coachingPaths.id })
    .from(coachingPaths)
    .where(eq(coachingPaths.id, pathId));
  if (!path) throw notFound('path_not_found', 'The requested coaching path could not be found.');
}

/** Idempotent: saving twice keeps one record. */
export async function addFavoritePath(db: Database, userId: string, pathId: string) {
  await assertPath(db, pathId);
  await db.insert(favoritePaths).values({ userId, pathId }).onConflictDoNothing();
  return { favorite: true as const };
}

export async function removeFavoritePath(db: Database, userId: string, pathId: string) {
  await assertPath(db, pathId);
  await db
    .delete(favoritePaths)
    .where(and(eq(favoritePaths.userId, userId), eq(favoritePaths.pathId, pathId)));
  return { favorite: false as const };
}
