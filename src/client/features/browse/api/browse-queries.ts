import { infiniteQueryOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import { api, request } from '#client/lib/api-client.ts';
import { authSessionQuery } from '#client/entities/account/auth-session.ts';
import { filtersToQuery, type SessionFilters } from '#client/features/browse/lib/session-filters.ts';
import { browseKeys } from './browse-keys.ts';

export const PAGE_SIZE = 12;

/** The signed-in user's id from the cached auth session (the root loader fetched it). */
export const cachedUserId = (queryClient: QueryClient): string | null =>
  queryClient.getQueryData(authSessionQuery().queryKey)?.user.id ?? null;

export const sessionListQuery = (filters: SessionFilters, userId: string | null) =>
  infiniteQueryOptions({
    queryKey: browseKeys.sessions(filters, userId),
    queryFn: ({ signal, pageParam }) =>
      request(
        api.sessions.$get(
          { query: { ...filtersToQuery(filters), limit: String(PAGE_SIZE), cursor: pageParam ?? undefined } },
          { init: { signal } },
        ),
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? null,
  });

export const pathsQuery = (userId: string | null) =>
  queryOptions({
    queryKey: browseKeys.paths(userId),
    queryFn: ({ signal }) => request(api.paths.$get(undefined, { init: { signal } })),
    select: (data) => data.items,
  });

/**
 * A path or an advisor page's query, which its route's loader has just asked: a failure it met (a
 * 404 for an id that does not exist) is the page's answer, with its own retry, and is not asked
 * again as the page mounts. The next visit's loader asks afresh.
 */
const askedByTheLoader = { retryOnMount: false } as const;

export const pathQuery = (id: string, userId: string | null) =>
  queryOptions({
    queryKey: browseKeys.path(id, userId),
    queryFn: ({ signal }) => request(api.paths[':id'].$get({ param: { id } }, { init: { signal } })),
    ...askedByTheLoader,
  });

export const advisorsQuery = (q: string) =>
  queryOptions({
    queryKey: browseKeys.advisors(q),
    queryFn: ({ signal }) =>
      request(api.coaches.$get({ query: { q: q || undefined } }, { init: { signal } })),
    select: (data) => data.items,
  });

export const advisorQuery = (id: string) =>
  queryOptions({
    queryKey: browseKeys.advisor(id),
    queryFn: ({ signal }) => request(api.coaches[':id'].$get({ param: { id } }, { init: { signal } })),
    ...askedByTheLoader,
  });

/** The user's calendar day, so 'Today's impulse' changes at their midnight, not the server's. */
export function localDay(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export const dailyPickQuery = (day: string, userId: string | null) =>
  queryOptions({
    queryKey: browseKeys.dailyPick(day, userId),
    queryFn: ({ signal }) => request(api['daily-pick'].$get({ query: { date: day } }, { init: { signal } })),
  });

export const recommendationsQuery = (userId: string | null) =>
  queryOptions({
    queryKey: browseKeys.recommendations(userId),
    queryFn: ({ signal }) => request(api.recommendations.$get(undefined, { init: { signal } })),
    select: (data) => data.sections,
  });
