import { and, eq, exists, gt, lte, not, sql, type SQL } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import type { AppDeps } from '#server/deps.ts';
import { preparedSql } from '#server/db/prepared.ts';
import { coaches, favorites, pathSessions, sessions, userSessionHistory } from '#server/db/schema/index.ts';
import { AppError } from '#server/errors.ts';
import { SIGN_IN_REASONS } from '#shared/errors.ts';
import { SESSION_LENGTH_BOUNDS, type SessionSort } from '#shared/catalog.ts';
import type { SessionListQuery } from '#shared/schemas/catalog.ts';
import type { SessionCard } from '#shared/schemas/catalog.ts';
import { decodeCursor, encodeCursor } from './cursor.ts';
import { cachedFeaturedAnswer } from './featured-answer.ts';
import { activeSession, cardColumns, toCard, type CardRow } from './session-card.ts';
import { matchesQuery, prefixQuery, prefixQueryText } from './session-search.ts';

/**
 * Sort key per order; the id breaks ties so that the keyset cursor is total. `nulls last` on the
 * descending orders matches the indexes (Drizzle builds them DESC NULLS LAST), without which
 * PostgreSQL sorts the whole table instead of reading an index in order.
 */
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

export function orderFor(sort: SessionSort): SQL[] {
  const { column, direction } = SORTS[sort];
  return direction === 'desc'
    ? [sql`${column} desc nulls last`, sql`${sessions.id} desc nulls last`]
    : [sql`${column} asc`, sql`${sessions.id} asc`];
}

/**
 * The landing page's call (featured=true&limit=N, nothing else): the busiest query of all, in the
 * order chosen in the admin console (`featured_position`), newest first after that. Built once
 * as plain SQL with one alias per card field, so the rows come back from the driver ready for `toCard`
 * without Drizzle mapping each field of each row (a visible share of this call's CPU, npm run bench).
 */
const featuredColumns = { ...cardColumns, sortValue: SORT_VALUE.newest };
const featuredRows = preparedSql<CardRow & { sortValue: string }>(
  'featured_sessions',
  sql`select ${sql.join(
    Object.entries(featuredColumns).map(([alias, column]) => sql`${column} as ${sql.identifier(alias)}`),
    sql`, `,
  )} from ${sessions} left join ${coaches} on ${eq(coaches.id, sessions.coachId)}
  where ${and(activeSession, eq(sessions.featured, true))}
  order by ${sessions.featuredPosition} asc nulls last, ${sql.join(orderFor('newest'), sql`, `)}
  limit ${sql.placeholder('limit')}`,
);

/**
 * The first page of the catalogue, or of a search with nothing else chosen (the browse page's and
 * the search box's calls): prepared once per sort, with and without the search, so neither Drizzle
 * nor PostgreSQL builds the statement again per request (npm run bench, mixed).
 */
const firstPageRows = new Map<string, ReturnType<typeof preparedSql<CardRow & { sortValue: string }>>>();

function firstPageStatement(sort: SessionSort, search: boolean) {
  const key = `${sort}${search ? '_search' : ''}`;
  let statement = firstPageRows.get(key);
  if (!statement) {
    const columns = { ...cardColumns, sortValue: SORT_VALUE[sort] };
    const searching = search
      ? sql` and ${matchesQuery(sql`to_tsquery('english', ${sql.placeholder('tsquery')})`)}`
      : sql``;
    statement = preparedSql(
      `sessions_first_page_${key}`,
      sql`select ${sql.join(
        Object.entries(columns).map(([alias, column]) => sql`${column} as ${sql.identifier(alias)}`),
        sql`, `,
      )} from ${sessions} left join ${coaches} on ${eq(coaches.id, sessions.coachId)}
      where ${activeSession}${searching}
      order by ${sql.join(orderFor(sort), sql`, `)}
      limit ${sql.placeholder('limit')}`,
    );
    firstPageRows.set(key, statement);
  }
  return statement;
}

/** A first page with at most a search and a sort: what `firstPageStatement` answers. */
function isPlainFirstPage(query: SessionListQuery): boolean {
  const { q: _q, sort: _sort, limit: _limit, ...filters } = query;
  return Object.values(filters).every((value) => value === undefined);
}

async function plainFirstPage(db: Database, query: SessionListQuery, sort: SessionSort) {
  if (query.q === undefined || query.q === '') {
    return firstPageStatement(sort, false)(db, { limit: query.limit + 1 });
  }
  const tsquery = prefixQueryText(query.q);
  // Text with no searchable word (only punctuation) matches nothing rather than everything.
  if (tsquery === null) return [];
  return firstPageStatement(sort, true)(db, { tsquery, limit: query.limit + 1 });
}

function isPlainFeatured(query: SessionListQuery): boolean {
  const { featured, limit: _limit, sort: _sort, ...filters } = query;
  return featured === true && Object.values(filters).every((value) => value === undefined);
}

/**
 * The landing page's call (the featured list with a limit, nothing else) as JSON bytes from the
 * process's cache while the catalogue is unchanged (featured-answer.ts); null for any other query.
 */
export function plainFeaturedAnswer(deps: AppDeps, query: SessionListQuery) {
  if (!isPlainFeatured(query)) return null;
  return cachedFeaturedAnswer(deps.db, query.limit, () => listSessions(deps, query));
}

/** Whether the query asks about the caller's own listening, which needs a signed-in user. */
export const needsUser = (query: SessionListQuery) =>
  query.progress !== undefined || query.favorites === true;

export async function listSessions(
  { db }: AppDeps,
  query: SessionListQuery,
  userId: string | null = null,
): Promise<{ items: SessionCard[]; nextCursor: string | null }> {
  if (needsUser(query) && !userId) {
    throw new AppError('unauthorized', { message: SIGN_IN_REASONS.filterMine });
  }
  const sort: SessionSort = query.featured ? 'newest' : query.sort;
  const rows = isPlainFeatured(query)
    ? await featuredRows(db, { limit: query.limit + 1 })
    : isPlainFirstPage(query)
      ? await plainFirstPage(db, query, sort)
      : await filteredSessions(db, query, sort, userId);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  const nextCursor =
    rows.length > query.limit && last ? encodeCursor({ sort, value: last.sortValue, id: last.id }) : null;
  return { items: page.map((row) => toCard(row)), nextCursor };
}

const historyOf = (userId: string, condition: SQL) =>
  sql`exists (select 1 from ${userSessionHistory} where ${userSessionHistory.userId} = ${userId}
    and ${userSessionHistory.sessionId} = ${sessions.id} and ${condition})`;

const heard = sql`(${userSessionHistory.completed} or ${userSessionHistory.durationListened} > 0)`;

function progressCondition(progress: NonNullable<SessionListQuery['progress']>, userId: string): SQL {
  switch (progress) {
    case 'completed':
      return historyOf(userId, sql`${userSessionHistory.completed}`);
    case 'in_progress':
      return historyOf(
        userId,
        sql`not ${userSessionHistory.completed} and ${userSessionHistory.durationListened} > 0`,
      );
    case 'not_started':
      return not(historyOf(userId, heard));
  }
}

function lengthCondition(length: NonNullable<SessionListQuery['length']>): SQL {
  const { short, medium } = SESSION_LENGTH_BOUNDS;
  if (length === 'short') return lte(sessions.duration, short);
  if (length === 'medium') return and(gt(sessions.duration, short), lte(sessions.duration, medium))!;
  return gt(sessions.duration, medium);
}

function filteredSessions(db: Database, query: SessionListQuery, sort: SessionSort, userId: string | null) {
  const conditions: SQL[] = [activeSession];
  if (query.featured !== undefined) conditions.push(eq(sessions.featured, query.featured));
  if (query.category) conditions.push(eq(sessions.category, query.category));
  if (query.type) conditions.push(eq(sessions.type, query.type));
  if (query.coachId) conditions.push(eq(sessions.coachId, query.coachId));
  if (query.premium !== undefined) conditions.push(eq(sessions.isPremium, query.premium));
  if (query.length) conditions.push(lengthCondition(query.length));
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
  if (userId && query.progress) conditions.push(progressCondition(query.progress, userId));
  if (userId && query.favorites) {
    conditions.push(
      sql`exists (select 1 from ${favorites} where ${favorites.userId} = ${userId} and ${favorites.sessionId} = ${sessions.id})`,
    );
  }
  if (query.q !== undefined && query.q !== '') {
    const search = prefixQuery(query.q);
    // Text with no searchable word (only punctuation) matches nothing rather than everything.
    conditions.push(search ? matchesQuery(search) : sql`false`);
  }
  if (query.cursor) {
    const cursor = decodeCursor(query.cursor, sort);
    const { column, direction, cast } = SORTS[sort];
    const op = direction === 'desc' ? sql`<` : sql`>`;
    conditions.push(
      sql`(${column}, ${sessions.id}) ${op} (${cursor.value}::${sql.raw(cast)}, ${cursor.id}::uuid)`,
    );
  }
  return db
    .select({ ...cardColumns, sortValue: SORT_VALUE[sort] })
    .from(sessions)
    .leftJoin(coaches, eq(coaches.id, sessions.coachId))
    .where(and(...conditions))
    .orderBy(...orderFor(sort))
    .limit(query.limit + 1);
}
