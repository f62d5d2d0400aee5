import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { api, request } from '#client/lib/api-client.ts';
import type { LibraryFilters } from '#client/features/library/lib/library-filters.ts';
import { libraryListParams } from '#shared/page-data.ts';

/**
 * Query keys of the library. Answers depend on who asks (bookmarks, premium text), so the user's
 * id is part of every key, and everything of theirs sits under the `me` prefix that signing out clears.
 */
export const libraryKeys = {
  all: (userId: string | null) =>
    userId ? (['me', 'library', userId] as const) : (['library', 'visitor'] as const),
  list: (filters: LibraryFilters, userId: string | null) =>
    [...libraryKeys.all(userId), 'list', filters] as const,
  detail: (slug: string, userId: string | null) => [...libraryKeys.all(userId), 'detail', slug] as const,
};

export const resourceListQuery = (filters: LibraryFilters, userId: string | null) =>
  infiniteQueryOptions({
    queryKey: libraryKeys.list(filters, userId),
    queryFn: ({ signal, pageParam }) =>
      request(
        // The first page's URL is the one the server preloads for /library (shared/page-data.ts).
        api.library.resources.$get({ query: libraryListParams(filters, pageParam) }, { init: { signal } }),
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? null,
  });

export const resourceQuery = (slug: string, userId: string | null) =>
  queryOptions({
    queryKey: libraryKeys.detail(slug, userId),
    queryFn: ({ signal }) =>
      request(api.library.resources[':slug'].$get({ param: { slug } }, { init: { signal } })),
  });
