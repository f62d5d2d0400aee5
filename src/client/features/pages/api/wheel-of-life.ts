import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, request } from '#client/lib/api-client.ts';
import type { WheelInput } from '#shared/schemas/wheel-of-life.ts';
import { pagesKeys } from './pages-keys.ts';

/** How many sessions are suggested for each of the lowest areas. */
const SUGGESTIONS_PER_AREA = 3;

export const wheelHistoryQuery = (userId: string) =>
  queryOptions({
    queryKey: pagesKeys.wheels(userId),
    queryFn: ({ signal }) => request(api.me['wheel-of-life'].$get(undefined, { init: { signal } })),
    select: (data) => data.items,
  });

export function useSaveWheel(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (wheel: WheelInput) => request(api.me['wheel-of-life'].$post({ json: wheel })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pagesKeys.wheels(userId) }),
  });
}

/** Sessions from the catalogue that speak to an area, found by the area's search word. */
export const wheelSuggestionsQuery = (term: string) =>
  queryOptions({
    queryKey: pagesKeys.suggestions(term),
    queryFn: ({ signal }) =>
      request(
        api.sessions.$get(
          { query: { q: term, limit: String(SUGGESTIONS_PER_AREA), sort: 'popular' } },
          { init: { signal } },
        ),
      ),
    select: (data) => data.items,
  });
