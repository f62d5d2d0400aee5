import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LockKeyhole } from 'lucide-react';
import { Link } from 'react-router';
import { z } from 'zod';
import { LogoMark } from '#client/components/brand/logo.tsx';
import { focusRingOnDark } from '#client/components/ui/focus-ring.ts';
import { Form, SubmitButton } from '#client/components/ui/form.tsx';
import { TextField } from '#client/components/ui/form-fields.tsx';
import { ApiError } from '#client/lib/api-client.ts';
import { cn } from '#client/lib/utils.ts';
import { SHARE_PASSWORD_MAX } from '#shared/schemas/pitch.ts';
import { unlockSharedDeck } from '#client/features/pitch/api/pitch-api.ts';
import { pitchKeys } from '#client/features/pitch/api/pitch-keys.ts';

const unlockFormSchema = z.object({
  password: z
    .string()
    .min(1, 'Enter the password.')
    .max(SHARE_PASSWORD_MAX, 'That is longer than any password.'),
});

const minutes = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));

/** What to tell the viewer when the password did not open the deck. */
function refusal(error: Error | null): string | null {
  if (!error) return null;
  if (error instanceof ApiError && error.code === 'share_password_wrong')
    return 'That password is not right.';
  if (error instanceof ApiError && error.status === 429) {
    const wait = error.retryAfterSeconds ? minutes(error.retryAfterSeconds) : 15;
    return `Too many tries. Try again in ${wait} minute${wait === 1 ? '' : 's'}.`;
  }
  return `The deck could not be opened: ${error.message}`;
}

/**
 * A protected link's page: the password, then the deck. On success the server has set a cookie for
 * this link in this browser, so asking for the deck again opens it.
 */
export function UnlockPage({ token }: { token: string }) {
  const queryClient = useQueryClient();
  const unlock = useMutation({
    mutationFn: (password: string) => unlockSharedDeck(token, password),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pitchKeys.shared(token) }),
  });
  return (
    <main className="flex flex-1 flex-col items-center justify-center gap-6 px-4 py-12">
      <title>Password needed · Founder Flow</title>
      <div className="w-full max-w-md rounded-2xl bg-white p-6 text-stone-900 shadow-xl sm:p-8">
        <div className="flex items-center gap-3">
          <LogoMark className="size-10" />
          <span className="grid size-10 place-items-center rounded-full bg-amber-100 text-amber-900">
            <LockKeyhole aria-hidden="true" className="size-5" />
          </span>
        </div>
        <h1 className="mt-5 text-2xl font-bold text-indigo-950">This deck is password protected</h1>
        <p className="mt-2 text-stone-700">
          Enter the password the person who shared it gave you. Speaker notes are never shown.
        </p>
        <Form
          schema={unlockFormSchema}
          defaultValues={{ password: '' }}
          onSubmit={({ password }) => unlock.mutateAsync(password).catch(() => undefined)}
          error={refusal(unlock.error)}
          pending={unlock.isPending}
          className="mt-6 space-y-4"
          actions={
            <SubmitButton className="w-full" pendingLabel="Checking…">
              Open the deck
            </SubmitButton>
          }
        >
          <TextField name="password" label="Password" type="password" autoComplete="off" autoFocus />
        </Form>
      </div>
      <Link to="/" className={cn('rounded text-sm font-medium text-amber-200 underline', focusRingOnDark)}>
        What is Founder Flow?
      </Link>
    </main>
  );
}
