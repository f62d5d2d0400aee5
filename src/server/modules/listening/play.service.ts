import { and, eq, sql } from 'drizzle-orm';
import { isSubscriber } from '#server/auth/guards.ts';
import type { Database } from '#server/db/client.ts';
import { preparedPerDatabase } from '#server/db/prepared.ts';
import { sessions, userSessionHistory } from '#server/db/schema/index.ts';
import type { AppDeps, CurrentUser } from '#server/deps.ts';
import { AppError } from '#server/errors.ts';
import { signMediaUrl } from '#server/integrations/media-store/media-signer.ts';
import { toArtwork } from '#server/modules/media/artwork.ts';
import type { Artwork } from '#server/modules/media/artwork.ts';
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

/**
 * The user's history row for a session (0 listened, not completed) if there is none yet. Creating it
 * counts the user as a participant — in the same statement, so a participant is counted exactly once.
 */
export async function ensureHistoryRow(db: Database, userId: string, sessionId: string): Promise<void> {
  await db.execute(sql`
    with created as (
      insert into user_session_history (user_id, session_id)
      values (${userId}, ${sessionId})
      on conflict (user_id, session_id) do nothing
      returning session_id
    )
    update sessions set total_participants = total_participants + 1
    where id in (select session_id from created)
  `);
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

  let resumeAt = 0;
  let completed = false;
  let durationListened = 0;
  if (user) {
    if (start) await ensureHistoryRow(deps.db, user.id, session.id);
    const [history] = await deps.db
      .select({
        position: userSessionHistory.position,
        completed: userSessionHistory.completed,
        durationListened: userSessionHistory.durationListened,
      })
      .from(userSessionHistory)
      .where(and(eq(userSessionHistory.userId, user.id), eq(userSessionHistory.sessionId, session.id)))
      .limit(1);
    resumeAt = history?.position ?? 0;
    completed = history?.completed ?? false;
    durationListened = history?.durationListened ?? 0;
  }
  if (start) deps.metrics.count('play');
  const signed = signMediaUrl(deps.env.authSecret, session.contentUrl);
  const captionsUrl = session.captionsKey ? signMediaUrl(deps.env.authSecret, session.captionsKey).url : null;
  return {
    ...signed,
    type: session.type,
    resumeAt,
    completed,
    durationListened,
    captionsUrl,
    chapters: session.chapters,
    artwork: toArtwork(session.artworkKey),
  };
}
