import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import {
  cachedUserId,
  advisorQuery,
  advisorsQuery,
  pathQuery,
  pathsQuery,
  sessionListQuery,
} from '#client/features/browse/api/browse-queries.ts';
import { forVisitor, parseSessionFilters } from '#client/features/browse/lib/session-filters.ts';
import { AdvisorPage } from './components/advisor-page.tsx';
import { AdvisorsPage } from './components/advisors-page.tsx';
import { PathPage } from './components/path-page.tsx';
import { SessionsPage } from './components/sessions-page.tsx';

/**
 * Loaders fill the cache before a page shows, so a shared link or the back button renders at
 * once. A failed request is left to the page, which shows its own error state with a retry.
 */
const settle = (work: Promise<unknown>) =>
  work.then(
    () => null,
    () => null,
  );

export const sessionsRoute = (queryClient: QueryClient) => ({
  Component: SessionsPage,
  loader: ({ request }: LoaderFunctionArgs) => {
    const params = new URL(request.url).searchParams;
    const userId = cachedUserId(queryClient);
    if (params.get('view') === 'paths') return settle(queryClient.ensureQueryData(pathsQuery(userId)));
    const parsed = parseSessionFilters(params);
    const filters = userId ? parsed : forVisitor(parsed);
    return settle(queryClient.ensureInfiniteQueryData(sessionListQuery(filters, userId)));
  },
});

export const pathRoute = (queryClient: QueryClient) => ({
  Component: PathPage,
  loader: ({ params }: LoaderFunctionArgs) =>
    settle(queryClient.ensureQueryData(pathQuery(params.id ?? '', cachedUserId(queryClient)))),
});

export const advisorsRoute = (queryClient: QueryClient) => ({
  Component: AdvisorsPage,
  loader: ({ request }: LoaderFunctionArgs) =>
    settle(
      queryClient.ensureQueryData(advisorsQuery(new URL(request.url).searchParams.get('q')?.trim() ?? '')),
    ),
});

export const advisorRoute = (queryClient: QueryClient) => ({
  Component: AdvisorPage,
  loader: ({ params }: LoaderFunctionArgs) =>
    settle(queryClient.ensureQueryData(advisorQuery(params.id ?? ''))),
});
