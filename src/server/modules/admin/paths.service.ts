import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { coachingPaths, pathSessions, sessions } from '#server/db/schema/index.ts';
import type { AppDeps } from '#server/deps.ts';
import { AppError, firstRowOr } from '#server/errors.ts';
import type { AdminPath, AdminPathCreate, AdminPathPatch } from '#shared/schemas/admin.ts';
import { audit, type Actor } from './admin-writes.ts';
import { freeSlug } from './slugs.ts';

type PathRow = typeof coachingPaths.$inferSelect;

async function withSessions(db: Database, rows: PathRow[]): Promise<AdminPath[]> {
  const ids = rows.map((r) => r.id);
  const links = ids.length
    ? await db
        .select({
          pathId: pathSessions.pathId,
          id: sessions.id,
          title: sessions.title,
          isActive: sessions.isActive,
        })
        .from(pathSessions)
        .innerJoin(sessions, eq(sessions.id, pathSessions.sessionId))
        .where(inArray(pathSessions.pathId, ids))
        .orderBy(asc(pathSessions.position))
    : [];
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    sessions: links
      .filter((l) => l.pathId === row.id)
      .map(({ id, title, isActive }) => ({ id, title, isActive })),
    createdAt: row.createdAt.toISOString(),
  }));
}

export async function listAdminPaths(db: Database): Promise<AdminPath[]> {
  return withSessions(db, await db.select().from(coachingPaths).orderBy(asc(coachingPaths.createdAt)));
}

async function findAdminPath(db: Database, id: string): Promise<AdminPath> {
  const rows = await db.select().from(coachingPaths).where(eq(coachingPaths.id, id));
  if (rows.length === 0) throw new AppError('path_not_found');
  return firstRowOr(await withSessions(db, rows), 'path_not_found');
}

/** The path's sessions become exactly these, in this order. */
async function setSessions(db: Database, pathId: string, sessionIds: string[]) {
  const ids = [...new Set(sessionIds)];
  if (ids.length) {
    const known = await db.select({ id: sessions.id }).from(sessions).where(inArray(sessions.id, ids));
    if (known.length !== ids.length) throw new AppError('unknown_sessions');
  }
  await db.delete(pathSessions).where(eq(pathSessions.pathId, pathId));
  if (ids.length) {
    await db.insert(pathSessions).values(ids.map((sessionId, position) => ({ pathId, sessionId, position })));
  }
}

export async function createAdminPath(
  { db }: AppDeps,
  actor: Actor,
  input: AdminPathCreate,
): Promise<AdminPath> {
  return db.transaction(async (tx) => {
    const row = firstRowOr(
      await tx
        .insert(coachingPaths)
        .values({
          title: input.title,
          description: input.description ?? '',
          slug: await freeSlug(tx, coachingPaths, coachingPaths.slug, input.title, 'path'),
        })
        .returning({ id: coachingPaths.id }),
    );
    await setSessions(tx, row.id, input.sessionIds ?? []);
    const created = await findAdminPath(tx, row.id);
    await audit(tx, actor, {
      action: 'path.create',
      targetType: 'path',
      targetId: created.id,
      before: null,
      after: created,
    });
    return created;
  });
}

export async function updateAdminPath(
  { db }: AppDeps,
  actor: Actor,
  id: string,
  input: AdminPathPatch,
): Promise<AdminPath> {
  return db.transaction(async (tx) => {
    const before = await findAdminPath(tx, id);
    const { sessionIds, ...fields } = input;
    if (Object.keys(fields).length)
      await tx.update(coachingPaths).set(fields).where(eq(coachingPaths.id, id));
    if (sessionIds) await setSessions(tx, id, sessionIds);
    const after = await findAdminPath(tx, id);
    await audit(tx, actor, { action: 'path.update', targetType: 'path', targetId: id, before, after });
    return after;
  });
}
