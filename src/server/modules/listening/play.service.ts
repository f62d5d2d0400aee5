import { and, eq, sql } from 'drizzle-orm';
import { isSubscriber } from '#server/auth/guards.ts';
import type { Database } from '#server/db/client.ts';
import { preparedPerDatabase, preparedSql } from '#server/db/prepared.ts';
import { sessions, userSessionHistory } from '#server/db/schema/index.ts';
import type { AppDeps, CurrentUser } from '#server/deps.ts';
import { AppError, firstRowOr } from '#server/errors.ts';
import { signMediaUrl } from '#server/integrations/media-store/media-signer.ts';
import { toArtwork } from '#server/modules/media/index.ts';
import type { Artwork } from '#server/modules/media/index.ts';
import type { SessionType } from '#shared/catalog.ts';

export type PlayGrant = {
  url: string;
  expiresAt: string;
  type: SessionType;
  resumeAt: number;
  completed: boolean;
  /** The stored total, so the client's running total (`listened` in progress reports) continues from it. */
  durationListened: number;
  /** WebVTT captions, signed like the media: a transcript of premium content is premium too. */
  captionsUrl: string | null;
  chapters: Array<{ startSeconds: number; title: string }>;
  /** The cover, for the player and the lock screen (Media Session). */
  artwork: Artwork | null;
};

const listenableSession = preparedPerDatabase((db) =>
  db
    .select({
      id: sessions.id,
      isPremium: sessions.isPremium,
      type: sessions.type,
      contentUrl: sessions.contentUrl,
      captionsKey: sessions.captionsKey,
      chapters: sessions.chapters,
      artworkKey: sessions.artworkKey,
      duration: sessions.duration,
      journalPrompt: sessions.journalPrompt,
    })
    .from(sessions)
    .where(and(eq(sessions.id, sql.placeholder('id')), eq(sessions.isActive, true)))
    .limit(1)
    .prepare('listenable_session'),
);

/** Closer than this to the end, there is nothing left to play from where the listener stopped. */
export const RESUME_END_MARGIN_SECONDS = 5;

/**
 * Where Listen starts: where the listener stopped, except from the beginning once the session is
 * completed (the button then says Listen Again) or when they stopped at its very end (a seek to the
 * end: what is left to hear lies earlier). The stored position itself stays as it is, for the pages
 * that say where the listener stopped.
 */
export function resumePoint(history: HistoryState, durationSeconds: number): number {
  if (history.completed) return 0;
  if (durationSeconds > 0 && history.position >= durationSeconds - RESUME_END_MARGIN_SECONDS) return 0;
  return history.position;
}

export const sessionNotFound = () => new AppError('session_not_found');

/**
 * An active session the caller may listen to, or the reason why not: premium sessions only for
 * subscribers and admins. Shared by playback and progress so the rule lives once.
 */
export async function findListenableSession(deps: AppDeps, sessionId: string, user: CurrentUser | null) {
  const [session] = await listenableSession(deps.db).execute({ id: sessionId });
  if (!session) throw sessionNotFound();

  if (session.isPremium) {
    const entitled = user && (user.role === 'admin' || (await isSubscriber(deps, user.id)));
    if (!entitled) throw new AppError('premium_required');
  }
  return session;
}

type HistoryState = { position: number; completed: boolean; durationListened: number };
/** Where a listener stands with no history row: the row's own defaults. */
const NOT_STARTED: HistoryState = { position: 0, completed: false, durationListened: 0 };

/**
 * Listen pressed: the user's history row is created if missing (counting them as a participant, once)
 * and where they stand is read, in one statement. Each statement is a round trip and a socket write
 * on the hot path (docs/benchmarks.md). The read sees the table as it was before the insert, so a row
 * created here reads as missing: the defaults it was created with (0, not completed, 0).
 */
const startHistoryStatement = preparedSql<HistoryState>(
  'start_session_history',
  sql`
    with created as (
      insert into ${userSessionHistory} (user_id, session_id)
      values (${sql.placeholder('userId')}, ${sql.placeholder('sessionId')})
      on conflict (user_id, session_id) do nothing
      returning session_id
    ), counted as (
      update ${sessions} set total_participants = total_participants + 1
      where id in (select session_id from created)
    )
    select coalesce(h.position, 0)::int as "position", coalesce(h.completed, false) as "completed",
      coalesce(h.duration_listened, 0)::int as "durationListened"
    from (select 1) as one
    left join ${userSessionHistory} h
      on h.user_id = ${sql.placeholder('userId')} and h.session_id = ${sql.placeholder('sessionId')}
  `,
);

/** Starts the user's history for a session (see the statement above) and says where they stand. */
export async function startSessionHistory(
  db: Database,
  userId: string,
  sessionId: string,
): Promise<HistoryState> {
  return firstRowOr(await startHistoryStatement(db, { userId, sessionId }));
}

async function historyState(
  db: Database,
  userId: string,
  sessionId: string,
  start: boolean,
): Promise<HistoryState> {
  if (start) return startSessionHistory(db, userId, sessionId);
  const [history] = await db
    .select({
      position: userSessionHistory.position,
      completed: userSessionHistory.completed,
      durationListened: userSessionHistory.durationListened,
    })
    .from(userSessionHistory)
    .where(and(eq(userSessionHistory.userId, userId), eq(userSessionHistory.sessionId, sessionId)))
    .limit(1);
  return history ?? NOT_STARTED;
}

/**
 * The server decides who may play what: premium media only for subscribers and admins,
 * handed out as a short-lived signed URL. Visitors get free sessions without any tracking.
 *
 * `start`: the listener pressed Listen (POST …/play), which starts a signed-in user's history for
 * the session and counts a play. Without it (GET …/play) the same grant is only looked up, with no
 * trace, so a page can hold it before the click: on a slow link that saves a round trip before the
 * first sound, and the click still reports the start.
 */
export async function grantPlayback(
  deps: AppDeps,
  sessionId: string,
  user: CurrentUser | null,
  { start }: { start: boolean },
): Promise<PlayGrant> {
  const session = await findListenableSession(deps, sessionId, user);
  if (!session.contentUrl) throw new AppError('no_audio');

  const history = user ? await historyState(deps.db, user.id, session.id, start) : NOT_STARTED;
  if (start) deps.metrics.count('play');
  const signed = signMediaUrl(deps.env.authSecret, session.contentUrl);
  const captionsUrl = session.captionsKey ? signMediaUrl(deps.env.authSecret, session.captionsKey).url : null;
  return {
    ...signed,
    type: session.type,
    resumeAt: resumePoint(history, session.duration),
    completed: history.completed,
    durationListened: history.durationListened,
    captionsUrl,
    chapters: session.chapters,
    artwork: toArtwork(session.artworkKey),
  };
}
