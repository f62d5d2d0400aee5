import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, request } from '#client/lib/api-client.ts';
import { meKeys } from '#client/entities/listening-history/listening-history.ts';
import type { MySessionState } from '#shared/schemas/listening.ts';

const session = api.sessions[':id'];

export const mySessionQuery = (sessionId: string) =>
  queryOptions({
    queryKey: meKeys.session(sessionId),
    queryFn: ({ signal }) => request(session.me.$get({ param: { id: sessionId } }, { init: { signal } })),
  });

/** Insert or update the user's stars; the answer carries the session's new average. */
export function useRateSession(sessionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rating: number) =>
      request(session.rating.$put({ param: { id: sessionId }, json: { rating } })),
    onSuccess: ({ rating }) =>
      queryClient.setQueryData<MySessionState>(
        meKeys.session(sessionId),
        (state) => state && { ...state, rating },
      ),
  });
}

/** Adds or removes the favourite, showing the new state at once and rolling back on failure. */
export function useToggleFavorite(sessionId: string) {
  const queryClient = useQueryClient();
  const key = meKeys.session(sessionId);
  return useMutation({
    mutationFn: (favorite: boolean) =>
      request(
        favorite
          ? session.favorite.$put({ param: { id: sessionId } })
          : session.favorite.$delete({ param: { id: sessionId } }),
      ),
    onMutate: async (favorite) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<MySessionState>(key);
      queryClient.setQueryData<MySessionState>(key, (state) => state && { ...state, favorite });
      return { previous };
    },
    onError: (_error, _favorite, context) => queryClient.setQueryData(key, context?.previous),
    // Lists of favourites elsewhere (profile, browse filters) hear about it too.
    onSettled: () => queryClient.invalidateQueries({ queryKey: meKeys.all, refetchType: 'none' }),
  });
}
