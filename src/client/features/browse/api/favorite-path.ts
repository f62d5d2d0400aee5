import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, request } from '#client/lib/api-client.ts';
import type { PathDetail } from '#shared/schemas/catalog.ts';
import { browseKeys } from './browse-keys.ts';

/** Saves or removes a path; the page shows the new state at once and rolls back on failure. */
export function useFavoritePath(pathId: string, routeId: string, userId: string | null) {
  const queryClient = useQueryClient();
  // The cached path sits under the id or slug of the address it was opened with.
  const key = browseKeys.path(routeId, userId);
  return useMutation({
    mutationFn: (favorite: boolean) =>
      request(
        favorite
          ? api.paths[':id'].favorite.$put({ param: { id: pathId } })
          : api.paths[':id'].favorite.$delete({ param: { id: pathId } }),
      ),
    onMutate: async (favorite) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<PathDetail>(key);
      queryClient.setQueryData<PathDetail>(key, (data) => (data ? { ...data, favorite } : data));
      return { previous };
    },
    onError: (_error, _favorite, context) => queryClient.setQueryData(key, context?.previous),
    onSettled: () => queryClient.invalidateQueries({ queryKey: browseKeys.mine(userId) }),
  });
}
