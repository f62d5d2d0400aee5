import { useQuery } from '@tanstack/react-query';
import { KeyRound } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { Button } from '#client/components/ui/button.tsx';
import { ErrorNotice } from '#client/components/ui/error-notice.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { cardVariants } from '#client/components/ui/card.tsx';
import { notify } from '#client/lib/notify.ts';
import {
  linkedAccountsQuery,
  signInMethodsQuery,
  useContinueWithProvider,
  useUnlinkAccount,
} from '#client/features/accounts/api/identity-providers.ts';
import { authErrorMessage } from '#client/features/accounts/auth-messages.ts';
import type { IdentityProvider } from '#shared/schemas/accounts.ts';

const FIXED_NAMES: Record<string, string> = {
  credential: 'Email and password',
  google: 'Google',
  github: 'GitHub',
};

/** The ways this account signs in: link a configured provider, unlink any but the last. */
export function SignInMethodsCard({ userId }: { userId: string }) {
  const [params] = useSearchParams();
  const providers = useQuery(signInMethodsQuery()).data?.providers ?? [];
  const { data: linked, isPending, error, refetch, isRefetching } = useQuery(linkedAccountsQuery(userId));
  const unlink = useUnlinkAccount(userId);

  const nameOf = (providerId: string) =>
    providers.find((p) => p.id === providerId)?.name ?? FIXED_NAMES[providerId] ?? providerId;

  const unlinked = providers.filter((p) => !linked?.some((a) => a.providerId === p.id));
  return (
    <section aria-labelledby="methods-heading" className={cardVariants()}>
      <h2 id="methods-heading" className="flex items-center gap-2 text-lg font-bold text-indigo-950">
        <KeyRound aria-hidden="true" className="size-5 text-teal-700" />
        Ways to sign in
      </h2>
      {params.has('link_error') ? (
        <ErrorNotice
          size="inline"
          className="mt-2"
          message="Linking did not work. The provider may use another e-mail address than this account."
        />
      ) : null}
      {isPending ? (
        <p role="status" className="mt-4 flex items-center gap-3 text-sm text-stone-600">
          <Spinner size="sm" label="Loading" />
          Loading...
        </p>
      ) : error ? (
        <ErrorNotice
          size="inline"
          className="mt-4"
          message={`Error loading sign-in methods: ${error.message}`}
          onRetry={() => void refetch()}
          retrying={isRefetching}
        />
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
                  onClick={() =>
                    unlink.mutate(account.id, {
                      onError: (failure) =>
                        void notify('error', 'Could not remove it', {
                          description: authErrorMessage(failure),
                        }),
                    })
                  }
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
      <LinkButtons providers={unlinked} />
    </section>
  );
}

/** 'Link …' for each configured provider this account does not sign in with yet. */
function LinkButtons({ providers }: { providers: IdentityProvider[] }) {
  const link = useContinueWithProvider('/profile', true);
  const linking = link.opening;
  if (providers.length === 0) return null;
  return (
    <div className="mt-3 flex flex-wrap gap-3">
      {providers.map((provider) => (
        <Button
          key={provider.id}
          variant="outline"
          size="sm"
          disabled={linking !== null}
          onClick={() =>
            link.mutate(provider.id, {
              onError: (failure) =>
                void notify('error', 'Could not link it', { description: authErrorMessage(failure) }),
            })
          }
        >
          {linking === provider.id ? 'Opening…' : `Link ${provider.name}`}
        </Button>
      ))}
    </div>
  );
}
