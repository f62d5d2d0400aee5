import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#client/lib/api-client.ts';
import { meKeys } from '#client/lib/listening-history.ts';

/** `GET /api/sessions/:id/me`: the signed-in user's history, rating and favourite for a session. */
export interface MySessionState {
  completed: boolean;
  durationListened: number;
  position: number;
  rating: number | null;
  favorite: boolean;
}

export interface RatingResult {
  rating: number;
  average: number;
  count: number;
}

const sessionPath = (sessionId: string) => `/api/sessions/${encodeURIComponent(sessionId)}`;

export const mySessionQuery = (sessionId: string) =>
  queryOptions({
    queryKey: meKeys.session(sessionId),
    queryFn: ({ signal }) => api.get<MySessionState>(`${sessionPath(sessionId)}/me`, { signal }),
  });

/** Insert or update the user's stars; the answer carries the session's new average (spec §4). */
export function useRateSession(sessionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rating: number) => api.put<RatingResult>(`${sessionPath(sessionId)}/rating`, { rating }),
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
      favorite
        ? api.put<{ favorite: boolean }>(`${sessionPath(sessionId)}/favorite`)
        : api.delete<{ favorite: boolean }>(`${sessionPath(sessionId)}/favorite`),
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
