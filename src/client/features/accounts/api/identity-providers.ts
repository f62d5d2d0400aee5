import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, request } from '#client/lib/api-client.ts';
import { authApi } from '#client/lib/auth-client.ts';
import { cachePolicy } from '#client/lib/query-client.ts';
import type { IdentityProvider } from '#shared/schemas/accounts.ts';
import { accountKeys } from '#client/entities/account/account-keys.ts';

/** The providers this server offers (none on a laptop by default): the same for everyone. */
export const signInMethodsQuery = () =>
  queryOptions({
    queryKey: accountKeys.signInMethods(),
    queryFn: ({ signal }) => request(api['sign-in-methods'].$get(undefined, { init: { signal } })),
    ...cachePolicy.serverSettings,
  });

/** The ways this account signs in (Better Auth's list-accounts). */
export const linkedAccountsQuery = (userId: string) =>
  queryOptions({
    queryKey: accountKeys.linked(userId),
    queryFn: () => authApi.listAccounts(),
  });

/** Off to the provider's own sign-in page; it sends the browser back to `callbackURL`. */
export async function continueWithProvider(
  provider: IdentityProvider['id'],
  callbackURL: string,
  link = false,
) {
  const errorCallbackURL = link ? '/profile?link_error=1' : '/auth?provider_error=1';
  const { url } = await (link ? authApi.linkProvider : authApi.signInWithProvider)({
    provider,
    callbackURL,
    errorCallbackURL,
  });
  window.location.assign(url);
}

/**
 * Off to the provider to sign in (or, with `link`, to add it to this account). After success the
 * browser is on its way, so `opening` stays set: the button keeps saying so.
 */
export function useContinueWithProvider(callbackURL: string, link = false) {
  const mutation = useMutation({
    mutationFn: (provider: IdentityProvider['id']) => continueWithProvider(provider, callbackURL, link),
  });
  const opening = mutation.isPending || mutation.isSuccess ? mutation.variables : null;
  return { ...mutation, opening };
}

/** Removes one way of signing in (never the last: the server refuses it). */
export function useUnlinkAccount(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (accountId: string) => authApi.unlinkAccount({ accountId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.linked(userId) }),
  });
}
