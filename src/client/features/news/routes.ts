import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { newsListQuery, newsPostQuery } from './api/news-queries.ts';
import { NewsPage } from './components/news-page.tsx';
import { PostPage } from './components/post-page.tsx';

/** A failed request is left to the page, which shows its own error state with a retry. */
const settle = (work: Promise<unknown>) =>
  work.then(
    () => null,
    () => null,
  );

export const newsRoute = (queryClient: QueryClient) => ({
  Component: NewsPage,
  loader: () => settle(queryClient.ensureInfiniteQueryData(newsListQuery())),
});

export const postRoute = (queryClient: QueryClient) => ({
  Component: PostPage,
  loader: ({ params }: LoaderFunctionArgs) =>
    settle(queryClient.ensureQueryData(newsPostQuery(params.id ?? ''))),
});
