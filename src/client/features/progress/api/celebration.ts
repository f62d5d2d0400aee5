import { queryOptions } from '@tanstack/react-query';
import { api, request } from '#client/lib/api-client.ts';
import { meKeys } from '#client/lib/listening-history.ts';

/** Under `me`: a completion refreshes it, signing out forgets it. */
export const celebrationQuery = () =>
  queryOptions({
    queryKey: [...meKeys.all, 'celebration'] as const,
    queryFn: ({ signal }) => request(api.me.celebration.$get(undefined, { init: { signal } })),
  });
