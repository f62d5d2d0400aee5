import type { QueryClient } from '@tanstack/react-query';
import { newsListQuery } from './api/news-queries.ts';
import { NewsPage } from './components/news-page.tsx';

/** A failed request is left to the page, which shows its own error state with a retry. */
const settle = (work: Promise<unknown>) =>
  work.then(
    () => null,
    () => null,
  );

/** /news, in a chunk of its own: a post's page (post-route.ts) is another. */
export const newsRoute = (queryClient: QueryClient) => ({
  Component: NewsPage,
  loader: () => settle(queryClient.ensureInfiniteQueryData(newsListQuery())),
});
