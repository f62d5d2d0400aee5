import { queryOptions } from '@tanstack/react-query';
import { accountKeys } from '#client/entities/account/account-keys.ts';
import { api, request } from '#client/lib/api-client.ts';
import { cachePolicy } from '#client/lib/query-client.ts';

/**
 * The user's profile (name, picture, goals, time zone): read by the account pages and by the
 * minutes picker, which orders what fits by the goals.
 */
export const profileQuery = (userId: string) =>
  queryOptions({
    queryKey: accountKeys.profile(userId),
    queryFn: ({ signal }) => request(api.me.profile.$get(undefined, { init: { signal } })),
    ...cachePolicy.profile,
  });
