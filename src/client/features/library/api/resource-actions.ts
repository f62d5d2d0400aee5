import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, request } from '#client/lib/api-client.ts';
import type { ResourceDetail } from '#shared/schemas/library.ts';
import { libraryKeys } from './library-queries.ts';

/** Bookmarks or un-bookmarks; the page shows the new state at once and rolls back on failure. */
export function useBookmark(slug: string, userId: string | null) {
  const queryClient = useQueryClient();
  const key = libraryKeys.detail(slug, userId);
  return useMutation({
    mutationFn: (bookmarked: boolean) =>
      request(
        bookmarked
          ? api.library.resources[':slug'].bookmark.$put({ param: { slug } })
          : api.library.resources[':slug'].bookmark.$delete({ param: { slug } }),
      ),
    onMutate: async (bookmarked) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<ResourceDetail>(key);
      queryClient.setQueryData<ResourceDetail>(key, (data) => (data ? { ...data, bookmarked } : data));
      return { previous };
    },
    onError: (_error, _bookmarked, context) => queryClient.setQueryData(key, context?.previous),
    // Lists (the bookmarks filter above all) ask again the next time they show.
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...libraryKeys.all(userId), 'list'] }),
  });
}

/**
 * Asks the server for a signed link to the template's file and saves it: a link with `download`,
 * clicked, so the browser keeps the file under its name instead of leaving the page.
 */
export function useDownload(slug: string) {
  return useMutation({
    mutationFn: () => request(api.library.resources[':slug'].download.$post({ param: { slug } })),
    onSuccess: ({ url, fileName }) => {
      const link = document.createElement('a');
      link.href = url;
      link.download = fileName;
      link.rel = 'noopener';
      document.body.append(link);
      link.click();
      link.remove();
    },
  });
}
