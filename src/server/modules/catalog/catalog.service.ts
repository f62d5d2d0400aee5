import { and, asc, desc, eq, exists, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { coaches, coachingPaths, pathSessions, sessions } from '#server/db/schema/index.ts';
import { notFound } from '#server/http/errors.ts';
import type { SessionSort } from '#shared/catalog.ts';
import type { SessionListQuery } from '#shared/schemas/catalog.ts';
import type {
  CoachDetail,
  CoachSummary,
  PathDetail,
  PathSummary,
  SessionCard,
  SessionDetail,
} from '#shared/types/catalog.ts';
import { activeSession, cardColumns, coachSummaryColumns, toCard, toCoachSummary } from './session-card.ts';
import { decodeCursor, encodeCursor } from './cursor.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Sort key per order; the id breaks ties so that the keyset cursor is total. */
const SORTS: Record<SessionSort, { column: SQL; direction: 'asc' | 'desc'; cast: string }> = {
  newest: { column: sql`${sessions.createdAt}`, direction: 'desc', cast: 'timestamptz' },
  popular: { column: sql`${sessions.totalParticipants}`, direction: 'desc', cast: 'integer' },
  top_rated: { column: sql`${sessions.rating}`, direction: 'desc', cast: 'numeric' },
  shortest: { column: sql`${sessions.duration}`, direction: 'asc', cast: 'integer' },
};

const SORT_VALUE: Record<SessionSort, SQL<string | number>> = {
  newest: sql<string>`to_char(${sessions.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
  popular: sql<number>`${sessions.totalParticipants}`,
  top_rated: sql<string>`${sessions.rating}::text`,
  shortest: sql<number>`${sessions.duration}`,
};

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}

/**
 * The landing page's call (featured=true&limit=N, nothing else) runs a statement built once per
 * database handle: building a Drizzle query costs more CPU than the rest of the request, and the
 * named statement also spares PostgreSQL the parse and plan (npm run bench, docs/benchmarks.md).
 */
function prepareFeatured(db: Database) {
  return db
    .select({ ...cardColumns, sortValue: SORT_VALUE.newest })
    .from(sessions)
    .leftJoin(coaches, eq(coaches.id, sessions.coachId))
    .where(and(activeSession, eq(sessions.featured, true)))
    .orderBy(desc(sessions.createdAt), desc(sessions.id))
    .limit(sql.placeholder('limit'))
    .prepare('featured_sessions');
}

const featuredStatements = new WeakMap<Database, ReturnType<typeof prepareFeatured>>();

function featuredStatement(db: Database) {
  let statement = featuredStatements.get(db);
  if (!statement) featuredStatements.set(db, (statement = prepareFeatured(db)));
  return statement;
}

function isPlainFeatured(query: SessionListQuery): boolean {
  const { featured, limit: _limit, sort: _sort, ...filters } = query;
  return featured === true && Object.values(filters).every((value) => value === undefined);
}

export async function listSessions(
  db: Database,
  query: SessionListQuery,
): Promise<{ items: SessionCard[]; nextCursor: string | null }> {
  const rows = isPlainFeatured(query)
    ? await featuredStatement(db).execute({ limit: query.limit + 1 })
    : await filteredSessions(db, query);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  const nextCursor = rows.length > query.limit && last ? encodeCursor({ value: last.sortValue, id: last.id }) : null;
  return { items: page.map(({ sortValue: _sortValue, ...row }) => toCard(row)), nextCursor };
}

function filteredSessions(db: Database, query: SessionListQuery) {
  const sort = query.featured ? SORTS.newest : SORTS[query.sort];
  const sortValue = query.featured ? SORT_VALUE.newest : SORT_VALUE[query.sort];
  const conditions: SQL[] = [activeSession];
  if (query.featured !== undefined) conditions.push(eq(sessions.featured, query.featured));
  if (query.category) conditions.push(eq(sessions.category, query.category));
  if (query.type) conditions.push(eq(sessions.type, query.type));
  if (query.coachId) conditions.push(eq(sessions.coachId, query.coachId));
  if (query.premium !== undefined) conditions.push(eq(sessions.isPremium, query.premium));
  if (query.pathId) {
    conditions.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(pathSessions)
          .where(and(eq(pathSessions.pathId, query.pathId), eq(pathSessions.sessionId, sessions.id))),
      ),
    );
  }
  if (query.q) {
    const pattern = `%${escapeLike(query.q)}%`;
    conditions.push(
      or(ilike(sessions.title, pattern), ilike(sessions.description, pattern), ilike(coaches.name, pattern))!,
    );
  }
  if (query.cursor) {
    const cursor = decodeCursor(query.cursor);
    const op = sort.direction === 'desc' ? sql`<` : sql`>`;
    conditions.push(
      sql`(${sort.column}, ${sessions.id}) ${op} (${cursor.value}::${sql.raw(sort.cast)}, ${cursor.id}::uuid)`,
    );
  }
  const order = sort.direction === 'desc' ? [desc(sort.column), desc(sessions.id)] : [asc(sort.column), asc(sessions.id)];
  return db
    .select({ ...cardColumns, sortValue })
    .from(sessions)
    .leftJoin(coaches, eq(coaches.id, sessions.coachId))
    .where(and(...conditions))
    .orderBy(...order)
    .limit(query.limit + 1);
}

export async function getSessionDetail(db: Database, idOrSlug: string): Promise<SessionDetail> {
  const match = UUID.test(idOrSlug) ? eq(sessions.id, idOrSlug) : eq(sessions.slug, idOrSlug);
  const [row] = await db
    .select({
      ...cardColumns,
      slug: sessions.slug,
      journalPrompt: sessions.journalPrompt,
      contentUrl: sessions.contentUrl,
      createdAt: sessions.createdAt,
      coach: coachSummaryColumns,
    })
    .from(sessions)
    .leftJoin(coaches, eq(coaches.id, sessions.coachId))
    .where(and(match, activeSession))
    .limit(1);
  if (!row) throw notFound('session_not_found', 'The requested session could not be found.');
  const { slug, journalPrompt, contentUrl, createdAt, coach, ...card } = row;
  return {
    ...toCard(card),
    slug,
    durationSeconds: card.duration,
    journalPrompt,
    hasMedia: Boolean(contentUrl),
    createdAt: createdAt.toISOString(),
    coach: coach?.id ? toCoachSummary(coach as Parameters<typeof toCoachSummary>[0]) : null,
  };
}

const pathSummaryColumns = {
  id: coachingPaths.id,
  slug: coachingPaths.slug,
  title: coachingPaths.title,
  description: coachingPaths.description,
  sessionCount: sql<number>`count(${sessions.id})::int`,
  totalMinutes: sql<number>`coalesce(round(sum(${sessions.duration}) / 60.0), 0)::int`,
};

function pathsQuery(db: Database) {
  return db
    .select(pathSummaryColumns)
    .from(coachingPaths)
    .leftJoin(pathSessions, eq(pathSessions.pathId, coachingPaths.id))
    .leftJoin(sessions, and(eq(sessions.id, pathSessions.sessionId), activeSession))
    .groupBy(coachingPaths.id)
    .$dynamic();
}

export async function listPaths(db: Database): Promise<PathSummary[]> {
  return pathsQuery(db).orderBy(asc(coachingPaths.createdAt), asc(coachingPaths.title));
}

export async function getPath(db: Database, idOrSlug: string): Promise<PathDetail> {
  const match = UUID.test(idOrSlug) ? eq(coachingPaths.id, idOrSlug) : eq(coachingPaths.slug, idOrSlug);
  const [summary] = await pathsQuery(db).where(match);
  if (!summary) throw notFound('path_not_found', 'The requested coaching path could not be found.');
  const rows = await db
    .select(cardColumns)
    .from(pathSessions)
    .innerJoin(sessions, and(eq(sessions.id, pathSessions.sessionId), activeSession))
    .leftJoin(coaches, eq(coaches.id, sessions.coachId))
    .where(eq(pathSessions.pathId, summary.id))
    .orderBy(asc(pathSessions.position));
  return { ...summary, sessions: rows.map(toCard) };
}

export async function listCoaches(db: Database): Promise<CoachSummary[]> {
  const rows = await db.select(coachSummaryColumns).from(coaches).orderBy(asc(coaches.name));
  return rows.map(toCoachSummary);
}

export async function getCoach(db: Database, idOrSlug: string): Promise<CoachDetail> {
  const match = UUID.test(idOrSlug) ? eq(coaches.id, idOrSlug) : eq(coaches.slug, idOrSlug);
  const [coach] = await db
    .select({ ...coachSummaryColumns, bio: coaches.bio })
    .from(coaches)
    .where(match)
    .limit(1);
  if (!coach) throw notFound('coach_not_found', 'The requested advisor could not be found.');
  const rows = await db
    .select(cardColumns)
    .from(sessions)
    .leftJoin(coaches, eq(coaches.id, sessions.coachId))
    .where(and(eq(sessions.coachId, coach.id), activeSession))
    .orderBy(desc(sessions.createdAt));
  const { bio, ...summary } = coach;
  return { ...toCoachSummary(summary), bio, sessions: rows.map(toCard) };
}
