import { useMutation, useQuery } from '@tanstack/react-query';
import { Button } from '#client/components/ui/button.tsx';
import type { IdentityProvider } from '#shared/schemas/accounts.ts';
import { continueWithProvider, signInMethodsQuery } from '../api/identity-providers.ts';
import { authErrorMessage } from '../auth-messages.ts';

/** 'Continue with …' for each identity provider the server has; nothing when it has none. */
export function ProviderButtons({
  target,
  onError,
}: {
  target: string;
  onError: (message: string | null) => void;
}) {
  const { data } = useQuery(signInMethodsQuery());
  const open = useMutation({
    mutationFn: (provider: IdentityProvider['id']) => continueWithProvider(provider, target),
    onMutate: () => onError(null),
    onError: (error) => onError(authErrorMessage(error)),
  });
  // After success the browser is on its way to the provider: the button keeps saying so.
  const opening = open.isPending || open.isSuccess ? open.variables : null;
  const providers = data?.providers ?? [];
  if (providers.length === 0) return null;
  return (
    <div className="mt-6 space-y-3">
      <p className="flex items-center gap-3 text-xs font-semibold uppercase tracking-wide text-stone-500 before:h-px before:flex-1 before:bg-stone-200 after:h-px after:flex-1 after:bg-stone-200">
        or
      </p>
      {providers.map((provider) => (
        <Button
          key={provider.id}
          variant="outline"
          className="w-full"
          disabled={opening !== null}
          onClick={() => open.mutate(provider.id)}
        >
          {opening === provider.id ? 'Opening…' : `Continue with ${provider.name}`}
        </Button>
      ))}
    </div>
  );
}
