import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { listeningKeys } from '#client/features/listening/api/listening-keys.ts';
import { progressQueue } from '#client/features/listening/progress/progress-sync.ts';
import { ApiError, api, request } from '#client/lib/api-client.ts';
import type { DownloadRecord } from '#client/entities/downloads/download-store.ts';
import { canDownload, downloads, localSource } from '#client/entities/downloads/downloads.ts';
import { useAuthSession } from '#client/entities/account/auth-session.ts';
import { useOnline } from '#client/lib/network-status.ts';
import { usePlayer } from '#client/entities/player/player-store.ts';
import { cachePolicy } from '#client/lib/query-client.ts';
import { useSubscription } from '#client/entities/subscription/subscription.ts';
import type { PlayGrant } from '#shared/schemas/listening.ts';

/** A downloaded session played with the network off: where it was left, from what this device knows. */
async function offlineGrant(record: DownloadRecord): Promise<PlayGrant> {
  const pending = progressQueue
    .pending(record.userId)
    .find((report) => report.sessionId === record.sessionId);
  const url = await localSource(record, 'media');
  if (!url) throw new ApiError('network_error', 'The downloaded file is missing.', 0);
  return {
    url,
    expiresAt: new Date(record.expiresAt ?? Date.now()).toISOString(),
    type: record.type,
    // As the server answers: a completed session plays again from the start.
    resumeAt: record.completed ? 0 : (pending?.position ?? record.resumeAt),
    completed: record.completed,
    durationListened: Math.floor(Math.max(record.durationListened, pending?.listened ?? 0)),
    captionsUrl: record.hasCaptions ? await localSource(record, 'captions') : null,
    chapters: record.chapters,
    artwork: record.artwork,
  };
}

/** A grant looked up ahead is used while well inside its 15 minutes. */
const PLAY_AHEAD_FRESH_MS = 10 * 60_000;

/** The grant for a session, looked up before the click (GET …/play: no history, no play counted). */
export const playAheadQuery = (sessionId: string, userId: string | null) =>
  queryOptions({
    queryKey: listeningKeys.playAhead(sessionId, userId),
    queryFn: ({ signal }) =>
      request(api.sessions[':id'].play.$get({ param: { id: sessionId } }, { init: { signal } })),
    staleTime: PLAY_AHEAD_FRESH_MS,
    gcTime: PLAY_AHEAD_FRESH_MS,
    retry: 0,
    refetchOnWindowFocus: false,
  });

/**
 * Holds the grant of the session on screen before Listen is pressed, so that on a slow link the
 * media is asked for at once (one round trip, about 0.6 s on Fast 3G, before the first sound).
 * Only where the server will say yes (free sessions, premium ones for a subscriber), and not while
 * the player holds this session: where to resume moves as it plays, so the grant is looked up again
 * once the player has let it go.
 */
export function usePlayAhead(sessionId: string, isPremium: boolean) {
  const { user, isPending: authPending } = useAuthSession();
  const { subscribed } = useSubscription();
  const online = useOnline();
  const inPlayer = usePlayer((state) => state.track?.sessionId === sessionId);
  useQuery({
    ...playAheadQuery(sessionId, user?.id ?? null),
    enabled: online && !authPending && !inPlayer && (!isPremium || subscribed),
  });
}

/** The grant looked up ahead for this listener, while still fresh; it is used once. */
function takeFreshAheadGrant(client: QueryClient, sessionId: string, userId: string | null) {
  const key = listeningKeys.playAhead(sessionId, userId);
  const state = client.getQueryState<PlayGrant>(key);
  if (!state?.data || Date.now() - state.dataUpdatedAt > PLAY_AHEAD_FRESH_MS) return null;
  client.removeQueries({ queryKey: key, exact: true });
  return state.data;
}

/**
 * The play grant, and for a downloaded session the stored file instead of the stream: online the
 * server still decides (entitlement, history, where to resume); offline the download plays as it is.
 * With a grant looked up ahead, playback starts from it and the start is reported beside it.
 */
async function resolvePlayback(
  client: QueryClient,
  sessionId: string,
  userId: string | null,
  signal: AbortSignal,
): Promise<PlayGrant> {
  const download = userId && canDownload() ? await downloads.playable(userId, sessionId) : null;
  try {
    const start = (abort?: AbortSignal) =>
      request(api.sessions[':id'].play.$post({ param: { id: sessionId } }, { init: { signal: abort } }));
    const ahead = takeFreshAheadGrant(client, sessionId, userId);
    if (ahead) {
      // The start (history row, play count) is reported beside the media request, not before it,
      // and is not cancelled with the player: closing it at once must not unsay the start. A
      // progress save creates the history row too, so a lost report loses nothing.
      start().catch((cause: unknown) => console.warn('[player] the start was not reported', cause));
    }
    const grant = ahead ?? (await start(signal));
    if (!download) return grant;
    const local = await offlineGrant(download);
    return { ...grant, url: local.url, captionsUrl: local.captionsUrl ?? grant.captionsUrl };
  } catch (error) {
    if (download && error instanceof ApiError && error.code === 'network_error')
      return offlineGrant(download);
    throw error;
  }
}

export const playbackQuery = (sessionId: string, openCount: number, userId: string | null) =>
  queryOptions({
    queryKey: listeningKeys.playback(sessionId, openCount),
    queryFn: ({ client, signal }) => resolvePlayback(client, sessionId, userId, signal),
    // Asked even offline: a downloaded session plays without the network.
    networkMode: 'always',
    ...cachePolicy.playback,
  });
