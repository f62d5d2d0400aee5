import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, request } from '#client/lib/api-client.ts';
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

/** create-checkout: the provider's checkout in a new tab (the portal for a subscriber). */
export const useStartCheckout = () =>
  useProviderTab(() => request(api.billing.checkout.$post()), API_ERRORS.checkout_unavailable);

/** customer-portal: manage or cancel, in a new tab. */
export const useOpenPortal = () =>
  useProviderTab(() => request(api.billing.portal.$post()), API_ERRORS.portal_unavailable);
