import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { newsPostQuery } from './api/news-queries.ts';
import { PostPage } from './components/post-page.tsx';

/** A failed request is left to the page, which shows its own error state with a retry. */
const settle = (work: Promise<unknown>) =>
  work.then(
    () => null,
    () => null,
  );

/** /news/:slug, in a chunk of its own (the list's chunk does not carry the post page's code). */
export const postRoute = (queryClient: QueryClient) => ({
  Component: PostPage,
  loader: ({ params }: LoaderFunctionArgs) =>
    settle(queryClient.ensureQueryData(newsPostQuery(params.id ?? ''))),
});
