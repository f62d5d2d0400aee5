import { queryOptions } from '@tanstack/react-query';
import { listeningKeys } from '#client/features/listening/api/listening-keys.ts';
import { api } from '#client/lib/api-client.ts';
import { cachePolicy } from '#client/lib/query-client.ts';
import type { SessionType } from '#shared/catalog.ts';

/** `POST /api/sessions/:id/play` (DESIGN §5): a short-lived media URL plus where to resume. */
export interface PlaybackGrant {
  url: string;
  expiresAt: string;
  type: SessionType;
  resumeAt: number;
  completed: boolean;
  /** Seconds heard so far (all visits); progress reports continue this running total. */
  durationListened: number;
}

export const playbackQuery = (sessionId: string, openCount: number) =>
  queryOptions({
    queryKey: listeningKeys.playback(sessionId, openCount),
    queryFn: ({ signal }) =>
      api.post<PlaybackGrant>(`/api/sessions/${encodeURIComponent(sessionId)}/play`, undefined, { signal }),
    ...cachePolicy.playback,
  });
