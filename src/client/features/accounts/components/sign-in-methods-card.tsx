import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '#client/components/ui/button.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { authApi } from '#client/lib/auth-client.ts';
import { notify } from '#client/lib/notify.ts';
import {
  continueWithProvider,
  linkedAccountsQuery,
  signInMethodsQuery,
  type IdentityProvider,
} from '../api/identity-providers.ts';
import { authErrorMessage } from '../auth-messages.ts';

const FIXED_NAMES: Record<string, string> = {
  credential: 'Email and password',
  google: 'Google',
  github: 'GitHub',
};

/** The ways this account signs in: link a configured provider, unlink any but the last. */
export function SignInMethodsCard({ userId }: { userId: string }) {
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const providers = useQuery(signInMethodsQuery()).data?.providers ?? [];
  const { data: linked, isPending, error, refetch } = useQuery(linkedAccountsQuery(userId));
  const [linking, setLinking] = useState<string | null>(null);
  const unlink = useMutation({
    mutationFn: (accountId: string) => authApi.unlinkAccount({ accountId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: linkedAccountsQuery(userId).queryKey }),
    onError: (failure) =>
      void notify('error', 'Could not remove it', { description: authErrorMessage(failure) }),
  });

  const nameOf = (providerId: string) =>
    providers.find((p) => p.id === providerId)?.name ?? FIXED_NAMES[providerId] ?? providerId;
  const link = (provider: IdentityProvider) => {
    setLinking(provider.id);
    continueWithProvider(provider.id, '/profile', true).catch((failure: unknown) => {
      setLinking(null);
      void notify('error', 'Could not link it', { description: authErrorMessage(failure) });
    });
  };

  const unlinked = providers.filter((p) => !linked?.some((a) => a.providerId === p.id));
  return (
    <section
      aria-labelledby="methods-heading"
      className="rounded-3xl border border-stone-200 bg-white p-5 sm:p-6"
    >
      <h2 id="methods-heading" className="flex items-center gap-2 text-lg font-bold text-indigo-950">
        <KeyRound aria-hidden="true" className="size-5 text-teal-700" />
        Ways to sign in
      </h2>
      {params.has('link_error') ? (
        <p role="alert" className="mt-2 rounded-xl bg-red-50 px-3 py-2 text-sm text-red-800">
          Linking did not work. The provider may use another e-mail address than this account.
        </p>
      ) : null}
      {isPending ? (
        <p role="status" className="mt-4 flex items-center gap-3 text-sm text-stone-600">
          <Spinner size="sm" label="Loading" />
          Loading...
        </p>
      ) : error ? (
        <p role="alert" className="mt-4 text-sm text-stone-700">
          Error loading sign-in methods: {error.message}{' '}
          <button
            type="button"
            className="font-semibold text-teal-800 underline"
            onClick={() => void refetch()}
          >
            Try again
          </button>
        </p>
      ) : (
        <ul aria-label="Sign-in methods" className="mt-4 divide-y divide-stone-100">
          {linked.map((account) => (
            <li key={account.id} className="flex items-center justify-between gap-3 py-3">
              <span className="font-medium text-indigo-950">{nameOf(account.providerId)}</span>
              {linked.length > 1 ? (
                <Button
                  variant="outline"
                  size="sm"
                  disabled={unlink.isPending}
                  onClick={() => unlink.mutate(account.id)}
                  aria-label={`Remove ${nameOf(account.providerId)}`}
                >
                  Remove
                </Button>
              ) : (
                <span className="text-xs text-stone-500">Your only way to sign in</span>
              )}
            </li>
          ))}
        </ul>
      )}
      {unlinked.length > 0 ? (
        <div className="mt-3 flex flex-wrap gap-3">
          {unlinked.map((provider) => (
            <Button
              key={provider.id}
              variant="outline"
              size="sm"
              disabled={linking !== null}
              onClick={() => link(provider)}
            >
              {linking === provider.id ? 'Opening…' : `Link ${provider.name}`}
            </Button>
          ))}
        </div>
      ) : null}
    </section>
  );
}
