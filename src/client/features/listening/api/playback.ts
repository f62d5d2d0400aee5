import { queryOptions } from '@tanstack/react-query';
import { listeningKeys } from '#client/features/listening/api/listening-keys.ts';
import { progressQueue } from '#client/features/listening/progress/progress-sync.ts';
import { ApiError, api, request } from '#client/lib/api-client.ts';
import type { DownloadRecord } from '#client/lib/offline/download-store.ts';
import { canDownload, downloads, localSource } from '#client/lib/offline/downloads.ts';
import { cachePolicy } from '#client/lib/query-client.ts';
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
    resumeAt: pending?.position ?? record.resumeAt,
    completed: record.completed,
    durationListened: Math.floor(Math.max(record.durationListened, pending?.listened ?? 0)),
    captionsUrl: record.hasCaptions ? await localSource(record, 'captions') : null,
    chapters: record.chapters,
    artwork: record.artwork,
  };
}

/**
 * The play grant, and for a downloaded session the stored file instead of the stream: online the
 * server still decides (entitlement, history, where to resume); offline the download plays as it is.
 */
async function resolvePlayback(
  sessionId: string,
  userId: string | null,
  signal: AbortSignal,
): Promise<PlayGrant> {
  const download = userId && canDownload() ? await downloads.playable(userId, sessionId) : null;
  try {
    const grant = await request(
      api.sessions[':id'].play.$post({ param: { id: sessionId } }, { init: { signal } }),
    );
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
    queryFn: ({ signal }) => resolvePlayback(sessionId, userId, signal),
    // Asked even offline: a downloaded session plays without the network.
    networkMode: 'always',
    ...cachePolicy.playback,
  });
