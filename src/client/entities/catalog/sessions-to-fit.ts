import { queryOptions } from '@tanstack/react-query';
import { sessionKeys } from '#client/entities/catalog/session-keys.ts';
import { api, request } from '#client/lib/api-client.ts';
import { SESSION_LIST_MAX_LIMIT } from '#shared/catalog.ts';

/** The catalogue's shortest (or most popular) sessions, one page: enough to find what fits a few minutes. */
export const sessionsToFitQuery = (sort: 'shortest' | 'popular') =>
  queryOptions({
    queryKey: sessionKeys.fit(sort),
    queryFn: ({ signal }) =>
      request(
        api.sessions.$get({ query: { sort, limit: String(SESSION_LIST_MAX_LIMIT) } }, { init: { signal } }),
      ),
  });
