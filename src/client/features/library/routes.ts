import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { authSessionQuery } from '#client/lib/auth-session.ts';
import { resourceListQuery, resourceQuery } from './api/library-queries.ts';
import { LibraryPage } from './components/library-page.tsx';
import { ResourcePage } from './components/resource-page.tsx';
import { parseLibraryFilters } from './lib/library-filters.ts';

/** The signed-in user's id from the cached auth session (the root loader fetched it). */
const cachedUserId = (queryClient: QueryClient): string | null =>
  queryClient.getQueryData(authSessionQuery().queryKey)?.user.id ?? null;

/** A failed request is left to the page, which shows its own error state with a retry. */
const settle = (work: Promise<unknown>) =>
  work.then(
    () => null,
    () => null,
  );

/**
 * The list is asked for here but not waited for: the heading, search and filters show at once and
 * the results (a skeleton of the grid meanwhile) follow; a change of filters keeps the previous
 * results up, dimmed, until the new ones arrive.
 */
export const libraryRoute = (queryClient: QueryClient) => ({
  Component: LibraryPage,
  loader: ({ request }: LoaderFunctionArgs) => {
    const userId = cachedUserId(queryClient);
    const filters = parseLibraryFilters(new URL(request.url).searchParams);
    if (!filters.bookmarked || userId)
      void queryClient.prefetchInfiniteQuery(resourceListQuery(filters, userId));
    return null;
  },
});

export const resourceRoute = (queryClient: QueryClient) => ({
  Component: ResourcePage,
  loader: ({ params }: LoaderFunctionArgs) =>
    settle(queryClient.ensureQueryData(resourceQuery(params.id ?? '', cachedUserId(queryClient)))),
});
