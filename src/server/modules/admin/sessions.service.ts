import { and, asc, count, desc, eq, ilike, inArray, isNotNull, max, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { coaches, pathSessions, sessions, userSessionHistory } from '#server/db/schema/index.ts';
import { coachingPaths } from '#server/db/schema/index.ts';
import type { AppDeps } from '#server/deps.ts';
import { AppError, firstRowOr } from '#server/errors.ts';
import { signMediaUrl } from '#server/integrations/media-store/media-signer.ts';
import type {
  AdminSession,
  AdminSessionCreate,
  AdminSessionPage,
  AdminSessionPatch,
  AdminSessionRemoved,
  adminSessionQuerySchema,
} from '#shared/schemas/admin.ts';
import type { z } from 'zod';
import { audit, type Actor } from './admin-writes.ts';
import { freeSlug } from './slugs.ts';

type SessionRow = typeof sessions.$inferSelect;
type Query = z.output<typeof adminSessionQuerySchema>;

const columns = {
  id: sessions.id,
  slug: sessions.slug,
  title: sessions.title,
  description: sessions.description,
  journalPrompt: sessions.journalPrompt,
  category: sessions.category,
  type: sessions.type,
  coachId: sessions.coachId,
  coachName: coaches.name,
  isPremium: sessions.isPremium,
  featured: sessions.featured,
  featuredPosition: sessions.featuredPosition,
  isActive: sessions.isActive,
  duration: sessions.duration,
  contentUrl: sessions.contentUrl,
  contentMimeType: sessions.contentMimeType,
  rating: sessions.rating,
  ratingCount: sessions.ratingCount,
  totalParticipants: sessions.totalParticipants,
  createdAt: sessions.createdAt,
};
type Row = Pick<SessionRow, Exclude<keyof typeof columns, 'coachName'>> & { coachName: string | null };

const SORTS: Record<Query['sort'], SQL[]> = {
  newest: [desc(sessions.createdAt), desc(sessions.id)],
  title: [asc(sessions.title), asc(sessions.id)],
  plays: [desc(sessions.totalParticipants), desc(sessions.id)],
  rating: [desc(sessions.rating), desc(sessions.id)],
};

/** `%` and `_` typed by the admin are letters, not wildcards. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

async function pathIdsOf(db: Database, ids: string[]): Promise<Map<string, string[]>> {
  const byId = new Map<string, string[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return byId;
  const links = await db
    .select({ sessionId: pathSessions.sessionId, pathId: pathSessions.pathId })
    .from(pathSessions)
    .where(inArray(pathSessions.sessionId, ids));
  for (const link of links) byId.get(link.sessionId)?.push(link.pathId);
  return byId;
}

function toAdminSession(row: Row, pathIds: string[], secret: string): AdminSession {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    journalPrompt: row.journalPrompt,
    category: row.category,
    type: row.type,
    coachId: row.coachId,
    coachName: row.coachName,
    pathIds,
    isPremium: row.isPremium,
    featured: row.featured,
    featuredPosition: row.featuredPosition,
    isActive: row.isActive,
    durationSeconds: row.duration,
    media:
      row.contentUrl && row.contentMimeType
        ? { mimeType: row.contentMimeType, previewUrl: signMediaUrl(secret, row.contentUrl).url }
        : null,
    rating: row.rating,
    ratingCount: row.ratingCount,
    totalParticipants: row.totalParticipants,
    createdAt: row.createdAt.toISOString(),
  };
}

/** What the audit log keeps of a session: its editable fields and its media, never a signed URL. */
export function auditedSession(session: AdminSession | null) {
  if (!session) return null;
  const { media, rating: _r, ratingCount: _c, totalParticipants: _t, coachName: _n, ...fields } = session;
  return { ...fields, mediaType: media?.mimeType ?? null };
}

const selectSessions = (db: Database) =>
  db.select(columns).from(sessions).leftJoin(coaches, eq(coaches.id, sessions.coachId));

export async function findAdminSession(db: Database, id: string, secret: string): Promise<AdminSession> {
  const [row] = await selectSessions(db).where(eq(sessions.id, id));
  if (!row) throw new AppError('session_not_found');
  return toAdminSession(row, (await pathIdsOf(db, [id])).get(id) ?? [], secret);
}

export async function listAdminSessions(
  db: Database,
  query: Query,
  secret: string,
): Promise<AdminSessionPage> {
  const conditions: SQL[] = [];
  if (query.q) {
    const pattern = likePattern(query.q);
    conditions.push(or(ilike(sessions.title, pattern), ilike(sessions.slug, pattern))!);
  }
  if (query.category) conditions.push(eq(sessions.category, query.category));
  if (query.type) conditions.push(eq(sessions.type, query.type));
  if (query.active !== undefined) conditions.push(eq(sessions.isActive, query.active));
  if (query.featured !== undefined) conditions.push(eq(sessions.featured, query.featured));
  if (query.premium !== undefined) conditions.push(eq(sessions.isPremium, query.premium));
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    selectSessions(db)
      .where(where)
      .orderBy(...SORTS[query.sort])
      .limit(query.limit)
      .offset(query.offset),
    db.select({ n: count() }).from(sessions).where(where),
  ]);
  const paths = await pathIdsOf(
    db,
    rows.map((r) => r.id),
  );
  return {
    items: rows.map((row) => toAdminSession(row, paths.get(row.id) ?? [], secret)),
    total: total?.n ?? 0,
  };
}

async function checkReferences(db: Database, input: AdminSessionPatch) {
  if (input.coachId) {
    const [coach] = await db.select({ id: coaches.id }).from(coaches).where(eq(coaches.id, input.coachId));
    if (!coach) throw new AppError('unknown_advisor');
  }
  if (input.pathIds?.length) {
    const found = await db
      .select({ id: coachingPaths.id })
      .from(coachingPaths)
      .where(inArray(coachingPaths.id, input.pathIds));
    if (found.length !== new Set(input.pathIds).size) throw new AppError('unknown_paths');
  }
}

/** The session's paths become exactly `pathIds`; a path it joins gets it at its end. */
async function setPaths(db: Database, sessionId: string, pathIds: string[]) {
  const wanted = [...new Set(pathIds)];
  const current = await db
    .select({ pathId: pathSessions.pathId })
    .from(pathSessions)
    .where(eq(pathSessions.sessionId, sessionId));
  const have = new Set(current.map((c) => c.pathId));
  const leaving = [...have].filter((id) => !wanted.includes(id));
  if (leaving.length) {
    await db
      .delete(pathSessions)
      .where(and(eq(pathSessions.sessionId, sessionId), inArray(pathSessions.pathId, leaving)));
  }
  for (const pathId of wanted.filter((id) => !have.has(id))) {
    const [last] = await db
      .select({ position: max(pathSessions.position) })
      .from(pathSessions)
      .where(eq(pathSessions.pathId, pathId));
    await db.insert(pathSessions).values({ pathId, sessionId, position: (last?.position ?? -1) + 1 });
  }
}

/** Featuring a session puts it after the ones already featured; unfeaturing takes it out of the order. */
async function featuredPositionFor(db: Database, featured: boolean): Promise<number | null> {
  if (!featured) return null;
  const [last] = await db
    .select({ position: max(sessions.featuredPosition) })
    .from(sessions)
    .where(and(eq(sessions.featured, true), isNotNull(sessions.featuredPosition)));
  return (last?.position ?? -1) + 1;
}

export async function createAdminSession(
  deps: AppDeps,
  actor: Actor,
  input: AdminSessionCreate,
): Promise<AdminSession> {
  const secret = deps.env.authSecret;
  return deps.db.transaction(async (tx) => {
    await checkReferences(tx, input);
    const { pathIds, slug: askedSlug, ...fields } = input;
    if (askedSlug) {
      const [clash] = await tx.select({ id: sessions.id }).from(sessions).where(eq(sessions.slug, askedSlug));
      if (clash) throw new AppError('slug_taken');
    }
    const row = firstRowOr(
      await tx
        .insert(sessions)
        .values({
          ...fields,
          slug: askedSlug ?? (await freeSlug(tx, sessions, sessions.slug, input.title, 'session')),
          featuredPosition: await featuredPositionFor(tx, input.featured),
        })
        .returning({ id: sessions.id }),
    );
    await setPaths(tx, row.id, pathIds);
    const created = await findAdminSession(tx, row.id, secret);
    await audit(tx, actor, {
      action: 'session.create',
      targetType: 'session',
      targetId: created.id,
      before: null,
      after: auditedSession(created),
    });
    return created;
  });
}

export async function updateAdminSession(
  deps: AppDeps,
  actor: Actor,
  id: string,
  input: AdminSessionPatch,
): Promise<AdminSession> {
  const secret = deps.env.authSecret;
  return deps.db.transaction(async (tx) => {
    const before = await findAdminSession(tx, id, secret);
    await checkReferences(tx, input);
    const { pathIds, slug, ...fields } = input;
    if (slug && slug !== before.slug) {
      const [clash] = await tx.select({ id: sessions.id }).from(sessions).where(eq(sessions.slug, slug));
      if (clash) throw new AppError('slug_taken');
    }
    const changes: Partial<typeof sessions.$inferInsert> = { ...fields, ...(slug ? { slug } : {}) };
    if (input.featured !== undefined && input.featured !== before.featured) {
      changes.featuredPosition = await featuredPositionFor(tx, input.featured);
    }
    // An inactive session is not on the landing page either.
    if (input.isActive === false) Object.assign(changes, { featured: false, featuredPosition: null });
    if (Object.keys(changes).length) await tx.update(sessions).set(changes).where(eq(sessions.id, id));
    if (pathIds) await setPaths(tx, id, pathIds);
    const after = await findAdminSession(tx, id, secret);
    await audit(tx, actor, {
      action: 'session.update',
      targetType: 'session',
      targetId: id,
      before: auditedSession(before),
      after: auditedSession(after),
    });
    return after;
  });
}

/**
 * A session someone has listened to is deactivated (its history, ratings and journal links stay
 * meaningful); one nobody has heard is deleted with its media.
 */
export async function removeAdminSession(
  deps: AppDeps,
  actor: Actor,
  id: string,
): Promise<AdminSessionRemoved> {
  const secret = deps.env.authSecret;
  const result = await deps.db.transaction(async (tx) => {
    const before = await findAdminSession(tx, id, secret);
    const [heard] = await tx
      .select({ one: sql<number>`1` })
      .from(userSessionHistory)
      .where(eq(userSessionHistory.sessionId, id))
      .limit(1);
    if (heard) {
      await tx
        .update(sessions)
        .set({ isActive: false, featured: false, featuredPosition: null })
        .where(eq(sessions.id, id));
      const after = await findAdminSession(tx, id, secret);
      await audit(tx, actor, {
        action: 'session.deactivate',
        targetType: 'session',
        targetId: id,
        before: auditedSession(before),
        after: auditedSession(after),
      });
      return { removed: { outcome: 'deactivated' as const, session: after }, mediaKey: null };
    }
    const [row] = await tx
      .delete(sessions)
      .where(eq(sessions.id, id))
      .returning({ contentUrl: sessions.contentUrl });
    await audit(tx, actor, {
      action: 'session.delete',
      targetType: 'session',
      targetId: id,
      before: auditedSession(before),
      after: null,
    });
    return { removed: { outcome: 'deleted' as const, session: null }, mediaKey: row?.contentUrl ?? null };
  });
  if (result.mediaKey) await deps.media.remove(result.mediaKey);
  return result.removed;
}

/**
 * The landing's featured sessions become exactly these, in this order; every other session stops
 * being featured. `GET /api/sessions?featured=true` orders by the position set here.
 */
export async function setFeatured(
  deps: AppDeps,
  actor: Actor,
  sessionIds: string[],
): Promise<AdminSession[]> {
  const ids = [...new Set(sessionIds)];
  const secret = deps.env.authSecret;
  return deps.db.transaction(async (tx) => {
    const known = ids.length
      ? await tx
          .select({ id: sessions.id, isActive: sessions.isActive })
          .from(sessions)
          .where(inArray(sessions.id, ids))
      : [];
    if (known.length !== ids.length || known.some((s) => !s.isActive)) throw new AppError('unknown_sessions');
    const before = await tx
      .select({ id: sessions.id })
      .from(sessions)
      .where(eq(sessions.featured, true))
      .orderBy(sql`${sessions.featuredPosition} asc nulls last`, desc(sessions.createdAt));
    await tx
      .update(sessions)
      .set({ featured: false, featuredPosition: null })
      .where(eq(sessions.featured, true));
    for (const [position, id] of ids.entries()) {
      await tx
        .update(sessions)
        .set({ featured: true, featuredPosition: position })
        .where(eq(sessions.id, id));
    }
    await audit(tx, actor, {
      action: 'featured.set',
      targetType: 'featured',
      targetId: 'landing',
      before: { sessionIds: before.map((b) => b.id) },
      after: { sessionIds: ids },
    });
    return Promise.all(ids.map((id) => findAdminSession(tx, id, secret)));
  });
}
