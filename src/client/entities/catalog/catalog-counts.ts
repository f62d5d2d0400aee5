import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, request } from '#client/lib/api-client.ts';

export const catalogCountsKey = ['catalog', 'counts'] as const;

export const catalogCountsQuery = () =>
  queryOptions({
    queryKey: catalogCountsKey,
    queryFn: ({ signal }) => request(api.catalog.counts.$get(undefined, { init: { signal } })),
  });

/**
 * How many sessions, paths and advisors the catalogue holds, for copy that states a count: the
 * number comes from the data, so the copy stays true as the catalogue grows. `null` until known,
 * when copy words the claim without a number.
 */
export function useCatalogCounts() {
  return useQuery(catalogCountsQuery()).data ?? null;
}
