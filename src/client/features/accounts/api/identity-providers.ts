import { queryOptions } from '@tanstack/react-query';
import { api, request } from '#client/lib/api-client.ts';
import { authApi } from '#client/lib/auth-client.ts';
import type { IdentityProvider } from '#shared/schemas/accounts.ts';

/** The providers this server offers (none on a laptop by default): the same for everyone. */
export const signInMethodsQuery = () =>
  queryOptions({
    queryKey: ['accounts', 'sign-in-methods'] as const,
    queryFn: ({ signal }) => request(api['sign-in-methods'].$get(undefined, { init: { signal } })),
    staleTime: Infinity,
  });

/** The ways this account signs in (Better Auth's list-accounts). */
export const linkedAccountsQuery = (userId: string) =>
  queryOptions({
    queryKey: ['me', 'account', 'linked', userId] as const,
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
