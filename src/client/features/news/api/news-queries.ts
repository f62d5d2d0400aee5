import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { api, request } from '#client/lib/api-client.ts';
import { newsListParams } from '#shared/page-data.ts';

/** Query keys of the news: the same for everyone. */
export const newsKeys = {
  all: ['news'] as const,
  list: () => [...newsKeys.all, 'list'] as const,
  post: (slug: string) => [...newsKeys.all, 'post', slug] as const,
};

export const newsListQuery = () =>
  infiniteQueryOptions({
    queryKey: newsKeys.list(),
    queryFn: ({ signal, pageParam }) =>
      request(
        // The first page's URL is the one the server preloads for /news (shared/page-data.ts).
        api.news.$get({ query: newsListParams(pageParam) }, { init: { signal } }),
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? null,
  });

export const newsPostQuery = (slug: string) =>
  queryOptions({
    queryKey: newsKeys.post(slug),
    queryFn: ({ signal }) => request(api.news[':slug'].$get({ param: { slug } }, { init: { signal } })),
  });
