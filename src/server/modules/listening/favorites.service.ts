import type { AppDeps } from '#server/deps.ts';
import { and, eq } from 'drizzle-orm';
import { favorites, sessions } from '#server/db/schema/index.ts';
import { AppError } from '#server/errors.ts';

const sessionNotFound = () => new AppError('session_not_found');

/** Idempotent: favouriting twice keeps one record. Only active sessions can be added. */
export async function addFavorite({ db }: AppDeps, userId: string, sessionId: string) {
  const [session] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.isActive, true)));
  if (!session) throw sessionNotFound();
  await db.insert(favorites).values({ userId, sessionId }).onConflictDoNothing();
  return { favorite: true as const };
}

/** Idempotent; works for a session withdrawn since, so a user can always clear their list. */
export async function removeFavorite({ db }: AppDeps, userId: string, sessionId: string) {
  const [session] = await db.select({ id: sessions.id }).from(sessions).where(eq(sessions.id, sessionId));
  if (!session) throw sessionNotFound();
  await db.delete(favorites).where(and(eq(favorites.userId, userId), eq(favorites.sessionId, sessionId)));
  return { favorite: false as const };
}
