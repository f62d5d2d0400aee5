import { queryOptions } from '@tanstack/react-query';
import { sessionKeys } from '#client/entities/catalog/session-keys.ts';
import { api, request } from '#client/lib/api-client.ts';

/** `GET /api/sessions/:id` (id or slug), for the shareable session page. */
export const sessionDetailQuery = (idOrSlug: string) =>
  queryOptions({
    queryKey: sessionKeys.detail(idOrSlug),
    queryFn: ({ signal }) =>
      request(api.sessions[':id'].$get({ param: { id: idOrSlug } }, { init: { signal } })),
  });
