import { infiniteQueryOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import { api } from '#client/lib/api-client.ts';
import { authSessionQuery } from '#client/lib/auth-session.ts';
import { filtersToParams, type SessionFilters } from '#client/features/browse/lib/session-filters.ts';
import type {
  CoachDetail,
  CoachSummary,
  DailyPick,
  PathDetail,
  PathSummary,
  Recommendations,
  SessionListResponse,
} from '#shared/types/catalog.ts';
import { browseKeys } from './browse-keys.ts';

export const PAGE_SIZE = 12;

/** The signed-in user's id from the cached auth session (the root loader fetched it). */
export const cachedUserId = (queryClient: QueryClient): string | null =>
  queryClient.getQueryData(authSessionQuery().queryKey)?.user.id ?? null;

export const sessionListQuery = (filters: SessionFilters, userId: string | null) =>
  infiniteQueryOptions({
    queryKey: browseKeys.sessions(filters, userId),
    queryFn: ({ signal, pageParam }) => {
      const params = filtersToParams(filters);
      params.set('limit', String(PAGE_SIZE));
      if (pageParam) params.set('cursor', pageParam);
      return api.get<SessionListResponse>(`/api/sessions?${params}`, { signal });
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? null,
  });

export const pathsQuery = (userId: string | null) =>
  queryOptions({
    queryKey: browseKeys.paths(userId),
    queryFn: ({ signal }) => api.get<{ items: PathSummary[] }>('/api/paths', { signal }),
    select: (data) => data.items,
  });

export const pathQuery = (id: string, userId: string | null) =>
  queryOptions({
    queryKey: browseKeys.path(id, userId),
    queryFn: ({ signal }) => api.get<PathDetail>(`/api/paths/${encodeURIComponent(id)}`, { signal }),
  });

export const coachesQuery = (q: string) =>
  queryOptions({
    queryKey: browseKeys.coaches(q),
    queryFn: ({ signal }) =>
      api.get<{ items: CoachSummary[] }>(`/api/coaches${q ? `?q=${encodeURIComponent(q)}` : ''}`, { signal }),
    select: (data) => data.items,
  });

export const coachQuery = (id: string) =>
  queryOptions({
    queryKey: browseKeys.coach(id),
    queryFn: ({ signal }) => api.get<CoachDetail>(`/api/coaches/${encodeURIComponent(id)}`, { signal }),
  });

/** The user's calendar day, so 'Today's impulse' changes at their midnight, not the server's. */
export function localDay(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export const dailyPickQuery = (day: string, userId: string | null) =>
  queryOptions({
    queryKey: browseKeys.dailyPick(day, userId),
    queryFn: ({ signal }) => api.get<DailyPick>(`/api/daily-pick?date=${day}`, { signal }),
  });

export const recommendationsQuery = (userId: string | null) =>
  queryOptions({
    queryKey: browseKeys.recommendations(userId),
    queryFn: ({ signal }) => api.get<Recommendations>('/api/recommendations', { signal }),
    select: (data) => data.sections,
  });
