import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { api, request } from '#client/lib/api-client.ts';

export const NEWS_PAGE_SIZE = 5;

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
        api.news.$get(
          { query: { limit: String(NEWS_PAGE_SIZE), cursor: pageParam ?? undefined } },
          { init: { signal } },
        ),
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? null,
  });

export const newsPostQuery = (slug: string) =>
  queryOptions({
    queryKey: newsKeys.post(slug),
    queryFn: ({ signal }) => request(api.news[':slug'].$get({ param: { slug } }, { init: { signal } })),
  });
