import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, request } from '#client/lib/api-client.ts';
import { useAuthSession } from '#client/entities/account/auth-session.ts';
import { cachePolicy } from '#client/lib/query-client.ts';

/**
 * Under `me`, so that signing out clears it; `all` is the prefix of everything about the user's plan,
 * which checkout and the portal invalidate when the user comes back from the provider's tab.
 */
export const subscriptionKeys = {
  all: ['me', 'billing'] as const,
  summary: (userId: string) => [...subscriptionKeys.all, 'subscription', userId] as const,
};

export const subscriptionQuery = (userId: string) =>
  queryOptions({
    queryKey: subscriptionKeys.summary(userId),
    queryFn: ({ signal }) => request(api.billing.subscription.$get(undefined, { init: { signal } })),
    ...cachePolicy.subscription,
  });

/**
 * check-subscription as the client state's `subscribed` flag. A failed check reads as not
 * subscribed; the server still decides what plays, so nobody loses anything by it.
 */
export function useSubscription() {
  const { user } = useAuthSession();
  const query = useQuery({ ...subscriptionQuery(user?.id ?? ''), enabled: user !== null });
  return {
    summary: query.data ?? null,
    subscribed: query.data?.subscribed ?? false,
    isPending: user !== null && query.isPending,
    error: query.error,
    refetch: query.refetch,
  };
}
