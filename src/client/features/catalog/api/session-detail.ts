import { queryOptions } from '@tanstack/react-query';
import { sessionKeys } from '#client/entities/catalog/session-keys.ts';
import { ApiError, api, request } from '#client/lib/api-client.ts';

/**
 * `GET /api/sessions/:id` (id or slug), for the shareable session page. When the server cannot be
 * reached, a downloaded session's page opens from the copy kept with the download.
 */
export const sessionDetailQuery = (idOrSlug: string) =>
  queryOptions({
    queryKey: sessionKeys.detail(idOrSlug),
    queryFn: async ({ signal }) => {
      try {
        return await request(api.sessions[':id'].$get({ param: { id: idOrSlug } }, { init: { signal } }));
      } catch (error) {
        if (!(error instanceof ApiError && error.code === 'network_error')) throw error;
        // Loaded only now: it checks the copy with the catalogue's schema, which the app's first
        // load (the router prefetches this query) should not carry.
        const { offlineSessionDetail } = await import('#client/entities/downloads/offline-session-detail.ts');
        const stored = await offlineSessionDetail(idOrSlug);
        if (stored) return stored;
        throw error;
      }
    },
    // Asked even offline: a downloaded session's page is on this device.
    networkMode: 'always',
  });
