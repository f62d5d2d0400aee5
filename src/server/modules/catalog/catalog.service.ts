import type { AppDeps } from '#server/deps.ts';
import { and, asc, desc, eq, ilike, or, sql } from 'drizzle-orm';
import { preparedSql } from '#server/db/prepared.ts';
import { coaches, coachingPaths, pathSessions, sessions } from '#server/db/schema/index.ts';
import { AppError, firstRowOr } from '#server/errors.ts';
import type {
  AdvisorDetail,
  AdvisorSummary,
  CatalogCounts,
  PathDetail,
  PathSummary,
  SessionDetail,
} from '#shared/schemas/catalog.ts';
import {
  activeSession,
  cardColumns,
  type CardRow,
  advisorSummaryColumns,
  toCard,
  toAdvisorSummary,
} from './session-card.ts';
import { pathsWithProgress, toPathSummary, type PathProgressRow } from './path-progress.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A session page's row: the card's columns, the page's own, and its advisor's as `coach*` columns. */
type DetailRow = CardRow & {
  slug: string;
  journalPrompt: string | null;
  hasMedia: boolean;
  createdAt: string;
  coachId: string | null;
  coachSlug: string | null;
  coachTitle: string | null;
  coachAvatarKey: string | null;
  coachExpertise: string[] | null;
};

const detailColumns = {
  ...cardColumns,
  slug: sessions.slug,
  journalPrompt: sessions.journalPrompt,
  hasMedia: sql`${sessions.contentUrl} is not null and ${sessions.contentUrl} <> ''`,
  createdAt: sql`to_char(${sessions.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
  coachId: coaches.id,
  coachSlug: coaches.slug,
  coachTitle: coaches.title,
  coachAvatarKey: coaches.avatarKey,
  coachExpertise: coaches.expertise,
};

/** A session page by id or by slug, each prepared once: the page is opened at every Listen. */
const detailBy = (key: 'id' | 'slug') =>
  preparedSql<DetailRow>(
    `session_detail_by_${key}`,
    sql`select ${sql.join(
      Object.entries(detailColumns).map(([alias, column]) => sql`${column} as ${sql.identifier(alias)}`),
      sql`, `,
    )} from ${sessions} left join ${coaches} on ${eq(coaches.id, sessions.coachId)}
    where ${key === 'id' ? sql`${sessions.id} = ${sql.placeholder('key')}::uuid` : sql`${sessions.slug} = ${sql.placeholder('key')}`}
      and ${activeSession}
    limit 1`,
  );
const detailById = detailBy('id');
const detailBySlug = detailBy('slug');

export async function getSessionDetail({ db }: AppDeps, idOrSlug: string): Promise<SessionDetail> {
  const [row] = await (UUID.test(idOrSlug) ? detailById : detailBySlug)(db, { key: idOrSlug });
  if (!row) throw new AppError('session_not_found');
  const { slug, journalPrompt, hasMedia, createdAt, coachId, coachSlug, coachTitle, coachAvatarKey } = row;
  return {
    ...toCard(row),
    slug,
    durationSeconds: row.duration,
    journalPrompt,
    hasMedia,
    createdAt,
    coach: coachId
      ? toAdvisorSummary({
          id: coachId,
          slug: coachSlug!,
          name: row.coachName!,
          title: coachTitle!,
          avatarKey: coachAvatarKey,
          expertise: row.coachExpertise ?? [],
        })
      : null,
  };
}

const countsRow = preparedSql<CatalogCounts>(
  'catalog_counts',
  sql`select (select count(*) from ${sessions} where ${activeSession})::int as sessions,
    (select count(*) from ${coachingPaths})::int as paths,
    (select count(*) from ${coaches})::int as advisors`,
);

/** The catalogue's size, counted as its lists show it: active sessions, every path and advisor. */
export async function catalogCounts({ db }: AppDeps): Promise<CatalogCounts> {
  const row = firstRowOr(await countsRow(db, {}));
  return row;
}

const pathColumns = sql`pp.id, pp.slug, pp.title, pp.description, pp."artworkKey", pp."sessionCount",
  pp."totalMinutes", pp."completedSessionIds", pp.started, pp."nextSessionId", pp.favorite`;
const caller = sql`${sql.placeholder('userId')}::text`;

const pathRows = preparedSql<PathProgressRow>(
  'paths_with_progress',
  sql`select ${pathColumns} from ${pathsWithProgress(caller)} as pp order by pp.created_at, pp.title`,
);

const pathRowByKey = preparedSql<PathProgressRow>(
  'path_with_progress',
  sql`select ${pathColumns} from ${pathsWithProgress(caller)} as pp
  where pp.id::text = ${sql.placeholder('key')} or pp.slug = ${sql.placeholder('key')}`,
);

/** Every path with the caller's progress and favourite flag (both empty for visitors). */
export async function listPaths({ db }: AppDeps, userId: string | null): Promise<PathSummary[]> {
  return (await pathRows(db, { userId })).map((row) => toPathSummary(row, userId !== null));
}

export async function getPath({ db }: AppDeps, idOrSlug: string, userId: string | null): Promise<PathDetail> {
  const [found] = await pathRowByKey(db, { userId, key: idOrSlug });
  if (!found) throw new AppError('path_not_found');
  const summary = toPathSummary(found, userId !== null);
  const rows = await db
    .select(cardColumns)
    .from(pathSessions)
    .innerJoin(sessions, and(eq(sessions.id, pathSessions.sessionId), activeSession))
    .leftJoin(coaches, eq(coaches.id, sessions.coachId))
    .where(eq(pathSessions.pathId, summary.id))
    .orderBy(asc(pathSessions.position));
  return { ...summary, sessions: rows.map(toCard) };
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}

/** Advisors by name; with `q`, those whose name, title or any area of expertise contains it. */
export async function listAdvisors({ db }: AppDeps, q?: string): Promise<AdvisorSummary[]> {
  const pattern = q ? `%${escapeLike(q)}%` : null;
  const rows = await db
    .select(advisorSummaryColumns)
    .from(coaches)
    .where(
      pattern
        ? or(
            ilike(coaches.name, pattern),
            ilike(coaches.title, pattern),
            sql`exists (select 1 from unnest(${coaches.expertise}) as e(area) where e.area ilike ${pattern})`,
          )
        : undefined,
    )
    .orderBy(asc(coaches.name));
  return rows.map(toAdvisorSummary);
}

export async function getAdvisor({ db }: AppDeps, idOrSlug: string): Promise<AdvisorDetail> {
  const match = UUID.test(idOrSlug) ? eq(coaches.id, idOrSlug) : eq(coaches.slug, idOrSlug);
  const [coach] = await db
    .select({ ...advisorSummaryColumns, bio: coaches.bio })
    .from(coaches)
    .where(match)
    .limit(1);
  if (!coach) throw new AppError('advisor_not_found');
  const rows = await db
    .select(cardColumns)
    .from(sessions)
    .leftJoin(coaches, eq(coaches.id, sessions.coachId))
    .where(and(eq(sessions.coachId, coach.id), activeSession))
    .orderBy(desc(sessions.createdAt));
  const { bio, ...summary } = coach;
  return { ...toAdvisorSummary(summary), bio, sessions: rows.map(toCard) };
}
