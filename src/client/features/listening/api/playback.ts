import { queryOptions } from '@tanstack/react-query';
import { listeningKeys } from '#client/features/listening/api/listening-keys.ts';
import { api, request } from '#client/lib/api-client.ts';
import { cachePolicy } from '#client/lib/query-client.ts';

export const playbackQuery = (sessionId: string, openCount: number) =>
  queryOptions({
    queryKey: listeningKeys.playback(sessionId, openCount),
    queryFn: ({ signal }) =>
      request(api.sessions[':id'].play.$post({ param: { id: sessionId } }, { init: { signal } })),
    ...cachePolicy.playback,
  });
