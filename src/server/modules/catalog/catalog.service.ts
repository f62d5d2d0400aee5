import type { AppDeps } from '#server/deps.ts';
import { and, asc, desc, eq, ilike, or, sql } from 'drizzle-orm';
import { preparedSql } from '#server/db/prepared.ts';
import { coaches, pathSessions, sessions } from '#server/db/schema/index.ts';
import { AppError } from '#server/errors.ts';
import type {
  AdvisorDetail,
  AdvisorSummary,
  PathDetail,
  PathSummary,
  SessionDetail,
} from '#shared/schemas/catalog.ts';
import {
  activeSession,
  cardColumns,
  advisorSummaryColumns,
  toCard,
  toAdvisorSummary,
} from './session-card.ts';
import { pathsWithProgress, toPathSummary, type PathProgressRow } from './path-progress.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function getSessionDetail({ db }: AppDeps, idOrSlug: string): Promise<SessionDetail> {
  const match = UUID.test(idOrSlug) ? eq(sessions.id, idOrSlug) : eq(sessions.slug, idOrSlug);
  const [row] = await db
    .select({
      ...cardColumns,
      slug: sessions.slug,
      journalPrompt: sessions.journalPrompt,
      contentUrl: sessions.contentUrl,
      createdAt: sessions.createdAt,
      coach: advisorSummaryColumns,
    })
    .from(sessions)
    .leftJoin(coaches, eq(coaches.id, sessions.coachId))
    .where(and(match, activeSession))
    .limit(1);
  if (!row) throw new AppError('session_not_found');
  const { slug, journalPrompt, contentUrl, createdAt, coach, ...card } = row;
  return {
    ...toCard(card),
    slug,
    durationSeconds: card.duration,
    journalPrompt,
    hasMedia: Boolean(contentUrl),
    createdAt: createdAt.toISOString(),
    coach: coach?.id ? toAdvisorSummary(coach) : null,
  };
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
