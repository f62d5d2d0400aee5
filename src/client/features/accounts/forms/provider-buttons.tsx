import { useQuery } from '@tanstack/react-query';
import { Button } from '#client/components/ui/button.tsx';
import {
  signInMethodsQuery,
  useContinueWithProvider,
} from '#client/features/accounts/api/identity-providers.ts';
import { authErrorMessage } from '#client/features/accounts/auth-messages.ts';

/** 'Continue with …' for each identity provider the server has; nothing when it has none. */
export function ProviderButtons({
  target,
  onError,
}: {
  target: string;
  onError: (message: string | null) => void;
}) {
  const { data } = useQuery(signInMethodsQuery());
  const open = useContinueWithProvider(target);
  const opening = open.opening;
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
          onClick={() => {
            onError(null);
            open.mutate(provider.id, { onError: (error) => onError(authErrorMessage(error)) });
          }}
        >
          {opening === provider.id ? 'Opening…' : `Continue with ${provider.name}`}
        </Button>
      ))}
    </div>
  );
}
