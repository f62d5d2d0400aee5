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

export const libraryRoute = (queryClient: QueryClient) => ({
  Component: LibraryPage,
  loader: ({ request }: LoaderFunctionArgs) => {
    const userId = cachedUserId(queryClient);
    const filters = parseLibraryFilters(new URL(request.url).searchParams);
    if (filters.bookmarked && !userId) return null;
    return settle(queryClient.ensureInfiniteQueryData(resourceListQuery(filters, userId)));
  },
});

export const resourceRoute = (queryClient: QueryClient) => ({
  Component: ResourcePage,
  loader: ({ params }: LoaderFunctionArgs) =>
    settle(queryClient.ensureQueryData(resourceQuery(params.id ?? '', cachedUserId(queryClient)))),
});
