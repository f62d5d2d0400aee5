import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, api, request } from '#client/lib/api-client.ts';
import { notify } from '#client/lib/notify.ts';
import { API_ERRORS } from '#shared/errors.ts';
import { billingKeys } from './billing-keys.ts';

/**
 * Opens a blank tab during the click — browsers only allow new tabs from a user's gesture, and the
 * URL arrives after a request — then sends it to the provider, or closes it if the request failed.
 */
function reserveTab(): { go(url: string): void; cancel(): void } {
  const tab = window.open('', '_blank');
  if (tab) tab.opener = null;
  return {
    go(url) {
      if (tab && !tab.closed) tab.location.href = url;
      else window.location.assign(url);
    },
    cancel() {
      tab?.close();
    },
  };
}

function useProviderTab(open: () => Promise<{ url: string }>, failure: { title: string; message: string }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const tab = reserveTab();
      try {
        const answer = await open();
        tab.go(answer.url);
        return answer;
      } catch (error) {
        tab.cancel();
        throw error;
      }
    },
    onError: () => void notify('error', failure.title, { description: failure.message }),
    // Whatever happens in the other tab, the plan is read again when the user comes back.
    onSettled: () => queryClient.invalidateQueries({ queryKey: billingKeys.mine() }),
  });
}

/**
 * The Idempotency-Key of the checkout being asked for. It outlives a request that got no answer
 * (offline, a dropped connection), so pressing Subscribe again sends the same key and the server hands
 * back the checkout it may already have made, instead of starting another; any answer ends it.
 */
let checkoutKey: string | null = null;

async function startCheckout(): Promise<{ url: string }> {
  checkoutKey ??= crypto.randomUUID();
  try {
    const answer = await request(
      api.billing.checkout.$post(undefined, { headers: { 'Idempotency-Key': checkoutKey } }),
    );
    checkoutKey = null;
    return answer;
  } catch (error) {
    // Kept when there was no answer (status 0) or the first request is still running (409).
    const unanswered =
      error instanceof ApiError && (error.status === 0 || error.code === 'idempotency_key_in_progress');
    if (!unanswered) checkoutKey = null;
    throw error;
  }
}

/** create-checkout: the provider's checkout in a new tab (the portal for a subscriber). */
export const useStartCheckout = () => useProviderTab(startCheckout, API_ERRORS.checkout_unavailable);

/** customer-portal: manage or cancel, in a new tab. */
export const useOpenPortal = () =>
  useProviderTab(() => request(api.billing.portal.$post()), API_ERRORS.portal_unavailable);
