import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { resourceQuery } from './api/library-queries.ts';
import { ResourcePage } from './components/resource-page.tsx';
import { settle, userIdOf } from './lib/route-loading.ts';

/** /library/:slug, in a chunk of its own (the list's chunk does not carry the page's code). */
export const resourceRoute = (queryClient: QueryClient) => ({
  Component: ResourcePage,
  loader: async ({ params }: LoaderFunctionArgs) =>
    settle(queryClient.ensureQueryData(resourceQuery(params.id ?? '', await userIdOf(queryClient)))),
});
