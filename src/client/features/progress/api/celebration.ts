import { queryOptions } from '@tanstack/react-query';
import { api, request } from '#client/lib/api-client.ts';
import { meKeys } from '#client/entities/listening-history/listening-history.ts';

/** Under `me`: a completion refreshes it, signing out forgets it. */
export const celebrationQuery = () =>
  queryOptions({
    queryKey: [...meKeys.all, 'celebration'] as const,
    queryFn: ({ signal }) => request(api.me.celebration.$get(undefined, { init: { signal } })),
  });

/** The secret room: under `me`, so a completion that earns the key opens it without a reload. */
export const secretRoomQuery = () =>
  queryOptions({
    queryKey: [...meKeys.all, 'secret'] as const,
    queryFn: ({ signal }) => request(api.me.secret.$get(undefined, { init: { signal } })),
  });
