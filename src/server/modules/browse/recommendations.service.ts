import type { AppDeps } from '#server/deps.ts';
import { and, desc, eq, not, sql, type SQL } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import {
  coaches,
  favoritePaths,
  favorites,
  pathSessions,
  profiles,
  sessions,
  userSessionHistory,
} from '#server/db/schema/index.ts';
import {
  activeSession,
  cardColumns,
  toCard,
  anyWordQuery,
  matchesQuery,
} from '#server/modules/catalog/index.ts';
import { RECOMMENDATIONS_LIMIT } from '#shared/catalog.ts';
import { goalSearchWords, type DailyMinutes } from '#shared/onboarding.ts';
import type { RecommendationSection, SessionCard } from '#shared/schemas/catalog.ts';

/** Weights of each signal; the total ranks candidates, popularity breaks ties. */
const WEIGHTS = { nextInPath: 5, goal: 3, favoriteCoach: 2, savedOrStartedPath: 2, recentCoach: 1 };

const completedBy = (userId: string) =>
  sql`select ${userSessionHistory.sessionId} from ${userSessionHistory}
      where ${userSessionHistory.userId} = ${userId} and ${userSessionHistory.completed}`;

/** Paths the user is on: one of their sessions completed, or the path saved as a favourite. */
const pathsOfInterest = (userId: string) => sql`
  select ${pathSessions.pathId} from ${pathSessions} where ${pathSessions.sessionId} in (${completedBy(userId)})
  union select ${favoritePaths.pathId} from ${favoritePaths} where ${favoritePaths.userId} = ${userId}`;

/** The first unfinished session of every path with at least one completed session. */
const nextInPaths = (userId: string) => sql`
  select distinct on (ps.path_id) ps.session_id from ${pathSessions} ps
  where ps.path_id in (select p.path_id from ${pathSessions} p where p.session_id in (${completedBy(userId)}))
    and ps.session_id not in (${completedBy(userId)})
  order by ps.path_id, ps.position`;

const inList = (condition: SQL, weight: number) =>
  sql`(case when ${condition} then ${sql.raw(String(weight))} else 0 end)`;

function rank(db: Database, score: SQL, where: SQL, limit: number) {
  return db
    .select({ ...cardColumns, score: sql<number>`${score}`.as('score') })
    .from(sessions)
    .leftJoin(coaches, eq(coaches.id, sessions.coachId))
    .where(where)
    .orderBy(sql`score desc`, desc(sessions.totalParticipants), sessions.id)
    .limit(limit);
}

/** Never a session the user completed; only active ones. */
const candidates = (userId: string) =>
  sql`${activeSession} and ${sessions.id} not in (${completedBy(userId)})`;

const toCards = (rows: (Parameters<typeof toCard>[0] & { score: number })[]): SessionCard[] =>
  rows.map(({ score: _score, ...row }) => toCard(row));

async function forYou(db: Database, userId: string): Promise<SessionCard[]> {
  const [profile] = await db.select({ goals: profiles.goals }).from(profiles).where(eq(profiles.id, userId));
  const goals = anyWordQuery(goalSearchWords(profile?.goals ?? []));
  const score = sql.join(
    [
      inList(sql`${sessions.id} in (${nextInPaths(userId)})`, WEIGHTS.nextInPath),
      goals ? inList(matchesQuery(goals), WEIGHTS.goal) : sql`0`,
      inList(
        sql`${sessions.coachId} in (select s.coach_id from ${favorites} f join ${sessions} s on s.id = f.session_id
          where f.user_id = ${userId})`,
        WEIGHTS.favoriteCoach,
      ),
      inList(
        sql`exists (select 1 from ${pathSessions} ps where ps.session_id = ${sessions.id}
          and ps.path_id in (${pathsOfInterest(userId)}))`,
        WEIGHTS.savedOrStartedPath,
      ),
      inList(
        sql`${sessions.coachId} in (select s.coach_id from ${userSessionHistory} h join ${sessions} s on s.id = h.session_id
          where h.user_id = ${userId})`,
        WEIGHTS.recentCoach,
      ),
    ],
    sql` + `,
  );
  return toCards(await rank(db, score, candidates(userId), RECOMMENDATIONS_LIMIT));
}

/** Sessions like the one heard most recently: same path, same advisor, same category. */
async function becauseYouListened(db: Database, userId: string, exclude: Set<string>) {
  const [last] = await db
    .select({
      id: sessions.id,
      title: sessions.title,
      coachId: sessions.coachId,
      category: sessions.category,
    })
    .from(userSessionHistory)
    .innerJoin(sessions, eq(sessions.id, userSessionHistory.sessionId))
    .where(eq(userSessionHistory.userId, userId))
    .orderBy(desc(userSessionHistory.updatedAt))
    .limit(1);
  if (!last) return null;
  const score = sql.join(
    [
      inList(
        sql`exists (select 1 from ${pathSessions} a join ${pathSessions} b on a.path_id = b.path_id
          where a.session_id = ${last.id} and b.session_id = ${sessions.id})`,
        3,
      ),
      last.coachId ? inList(sql`${sessions.coachId} = ${last.coachId}`, 2) : sql`0`,
      last.category ? inList(sql`${sessions.category} = ${last.category}`, 1) : sql`0`,
    ],
    sql` + `,
  );
  const rows = await rank(
    db,
    score,
    sql`${candidates(userId)} and ${sessions.id} <> ${last.id} and (${score}) > 0`,
    RECOMMENDATIONS_LIMIT * 2,
  );
  const items = toCards(rows)
    .filter((card) => !exclude.has(card.id))
    .slice(0, RECOMMENDATIONS_LIMIT);
  return items.length ? { last, items } : null;
}

async function mostPopular(db: Database): Promise<SessionCard[]> {
  const rows = await rank(db, sql`0`, activeSession, RECOMMENDATIONS_LIMIT);
  return toCards(rows);
}

/**
 * 'Recommended for you' from onboarding goals, history, favourites and paths in progress, then
 * 'Because you listened to …' the latest session; never a completed session. Visitors (and users
 * with nothing left to hear) see the most popular.
 */
export async function recommendations(
  { db }: AppDeps,
  userId: string | null,
): Promise<RecommendationSection[]> {
  if (!userId)
    return [{ kind: 'popular', title: 'Most popular', basedOn: null, items: await mostPopular(db) }];
  const mine = await forYou(db, userId);
  const sections: RecommendationSection[] = [];
  if (mine.length)
    sections.push({ kind: 'for_you', title: 'Recommended for you', basedOn: null, items: mine });
  const because = await becauseYouListened(db, userId, new Set(mine.map((s) => s.id)));
  if (because) {
    sections.push({
      kind: 'because_you_listened',
      title: `Because you listened to ${because.last.title}`,
      basedOn: { id: because.last.id, title: because.last.title },
      items: because.items,
    });
  }
  return sections;
}

/** Seconds a session may run over the user's daily minutes and still count as fitting them. */
const FIT_SLACK_SECONDS = 30;

/**
 * The first session to offer after onboarding: one the user may play (free sessions unless
 * `premiumAllowed`), not completed, that fits their daily minutes ('20+' fits anything), ranked by
 * how well it matches their goals, then by popularity. When nothing fits the time, the best match
 * that runs longest under it is still better than none, so length only orders the choice.
 */
export async function firstSessionFor(
  db: Database,
  userId: string,
  {
    goals,
    dailyMinutes,
    premiumAllowed,
  }: { goals: string[]; dailyMinutes: DailyMinutes; premiumAllowed: boolean },
): Promise<SessionCard | null> {
  const query = anyWordQuery(goalSearchWords(goals));
  // '20+' has no cap; a day stands for none, as a constant cannot be ordered by.
  const capSeconds = dailyMinutes >= 20 ? 24 * 3600 : dailyMinutes * 60 + FIT_SLACK_SECONDS;
  const fits = sql`${sessions.duration} <= ${capSeconds}`;
  const [row] = await db
    .select(cardColumns)
    .from(sessions)
    .leftJoin(coaches, eq(coaches.id, sessions.coachId))
    .where(and(candidates(userId), premiumAllowed ? undefined : not(sessions.isPremium)))
    .orderBy(
      sql`(${fits}) desc`,
      desc(query ? sql`ts_rank(${sessions.searchVector}, ${query})` : sql`0`),
      desc(sessions.totalParticipants),
      sessions.id,
    )
    .limit(1);
  return row ? toCard(row) : null;
}
