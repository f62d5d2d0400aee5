import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { resourceListQuery } from './api/library-queries.ts';
import { LibraryPage } from './components/library-page.tsx';
import { parseLibraryFilters } from './lib/library-filters.ts';
import { settle, userIdOf } from './lib/route-loading.ts';

/** /library, in a chunk of its own: a resource's page (resource-route.ts) is another. */
export const libraryRoute = (queryClient: QueryClient) => ({
  Component: LibraryPage,
  loader: async ({ request }: LoaderFunctionArgs) => {
    const userId = await userIdOf(queryClient);
    const filters = parseLibraryFilters(new URL(request.url).searchParams);
    if (filters.bookmarked && !userId) return null;
    return settle(queryClient.ensureInfiniteQueryData(resourceListQuery(filters, userId)));
  },
});
