import { queryOptions } from '@tanstack/react-query';
import { sessionKeys } from '#client/features/catalog/api/session-keys.ts';
import { api } from '#client/lib/api-client.ts';
import type { SessionDetail } from '#shared/types/catalog.ts';

/** `GET /api/sessions/:id` (id or slug), for the shareable session page. */
export const sessionDetailQuery = (idOrSlug: string) =>
  queryOptions({
    queryKey: sessionKeys.detail(idOrSlug),
    queryFn: ({ signal }) => api.get<SessionDetail>(`/api/sessions/${encodeURIComponent(idOrSlug)}`, { signal }),
  });
