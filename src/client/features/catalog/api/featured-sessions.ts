import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, request } from '#client/lib/api-client.ts';
import { cachePolicy } from '#client/lib/query-client.ts';
import { FEATURED_LIMIT } from '#shared/constants.ts';
import { sessionKeys } from '#client/entities/catalog/session-keys.ts';

export const featuredSessionsQuery = (limit = FEATURED_LIMIT) =>
  queryOptions({
    queryKey: sessionKeys.featured(limit),
    queryFn: ({ signal }) =>
      request(api.sessions.$get({ query: { featured: 'true', limit: String(limit) } }, { init: { signal } })),
    select: (data) => data.items,
    ...cachePolicy.featuredSessions,
  });

export function useFeaturedSessions(limit?: number) {
  return useQuery(featuredSessionsQuery(limit));
}
