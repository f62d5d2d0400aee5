import { and, asc, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { coaches, coachingPaths, pathSessions, sessions } from '#server/db/schema/index.ts';
import { notFound } from '#server/http/errors.ts';
import type {
  CoachDetail,
  CoachSummary,
  PathDetail,
  PathSummary,
  SessionDetail,
} from '#shared/types/catalog.ts';
import { activeSession, cardColumns, coachSummaryColumns, toCard, toCoachSummary } from './session-card.ts';
import { pathProgressFor } from './path-progress.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

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

/** Every path with the caller's progress and favourite flag (both empty for visitors). */
export async function listPaths(db: Database, userId: string | null): Promise<PathSummary[]> {
  const rows = await pathsQuery(db).orderBy(asc(coachingPaths.createdAt), asc(coachingPaths.title));
  const mine = await pathProgressFor(
    db,
    userId,
    rows.map((r) => r.id),
  );
  return rows.map((row) => ({ ...row, ...mine(row.id) }));
}

export async function getPath(db: Database, idOrSlug: string, userId: string | null): Promise<PathDetail> {
  const match = UUID.test(idOrSlug) ? eq(coachingPaths.id, idOrSlug) : eq(coachingPaths.slug, idOrSlug);
  const [row] = await pathsQuery(db).where(match);
  if (!row) throw notFound('path_not_found', 'The requested coaching path could not be found.');
  const summary = { ...row, ...(await pathProgressFor(db, userId, [row.id]))(row.id) };
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
export async function listCoaches(db: Database, q?: string): Promise<CoachSummary[]> {
  const pattern = q ? `%${escapeLike(q)}%` : null;
  const rows = await db
    .select(coachSummaryColumns)
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
