import { queryOptions } from '@tanstack/react-query';
import { api, request } from '#client/lib/api-client.ts';
import { cachePolicy } from '#client/lib/query-client.ts';
import { billingKeys } from './billing-keys.ts';

/** How long the success page keeps asking while the provider finishes a payment. */
const CONFIRM_POLL_MS = 2_000;
const CONFIRM_POLL_LIMIT = 15;

/**
 * The success page asks the provider through our server (`POST /api/billing/confirm`), not waiting
 * for a webhook; while the payment is still being processed it asks again every 2 s for 30 s.
 */
export const confirmationQuery = (userId: string, checkoutId: string) =>
  queryOptions({
    queryKey: billingKeys.confirmation(userId, checkoutId),
    queryFn: () => request(api.billing.confirm.$post({ json: { checkoutId } })),
    ...cachePolicy.checkoutConfirmation,
    refetchInterval: (query) =>
      query.state.data?.subscription.subscribed || query.state.dataUpdateCount >= CONFIRM_POLL_LIMIT
        ? false
        : CONFIRM_POLL_MS,
  });

/** A few premium sessions to start with, most listened first. */
export const premiumPicksQuery = () =>
  queryOptions({
    queryKey: billingKeys.premiumPicks(),
    queryFn: ({ signal }) =>
      request(
        api.sessions.$get({ query: { premium: 'true', sort: 'popular', limit: '4' } }, { init: { signal } }),
      ),
  });
