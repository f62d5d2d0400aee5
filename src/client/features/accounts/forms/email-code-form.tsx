import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '#client/components/ui/button.tsx';
import { ErrorNotice } from '#client/components/ui/error-notice.tsx';
import { Field } from '#client/components/ui/field.tsx';
import { TextButton } from '#client/components/ui/text-button.tsx';
import { authApi } from '#client/lib/auth-client.ts';
import { notify } from '#client/lib/notify.ts';
import { emailSignInCodeSchema, type EmailSignInCodeInput } from '#shared/schemas/account-forms.ts';
import { emailOnlySchema, type EmailOnlyInput } from '#shared/schemas/accounts.ts';
import { authErrorMessage } from '#client/features/accounts/auth-messages.ts';

type EmailCodeFormProps = { initialEmail: string; onSignedIn: () => Promise<void>; onBack: () => void };

/** Passwordless sign-in: a 6-digit code by e-mail instead of the password. */
export function EmailCodeForm({ initialEmail, onSignedIn, onBack }: EmailCodeFormProps) {
  // Which address the last code went to, and how many codes so far (a new one resets the code step).
  const [sent, setSent] = useState<{ email: string; count: number } | null>(null);
  const send = useMutation({
    // One-time-code sign-in needs the e-mail address (the schema checks it first).
    mutationFn: (email: string) => authApi.sendSignInCode({ email }),
    onSuccess: (_, email) => {
      setSent((last) => ({ email, count: (last?.count ?? 0) + 1 }));
      void notify('success', 'Code sent', { description: 'Check your inbox for your sign-in code.' });
    },
  });

  return (
    <div className="space-y-4">
      <h2 className="text-lg font-semibold text-indigo-950">Sign in with a code</h2>
      {sent === null ? (
        <AddressStep
          initialEmail={initialEmail}
          sending={send.isPending}
          failure={send.error}
          onSend={send.mutate}
        />
      ) : (
        <CodeStep
          // A new code empties the field and forgets the last failure.
          key={sent.count}
          email={sent.email}
          resending={send.isPending}
          resendFailure={send.error}
          onResend={() => send.mutate(sent.email)}
          onSignedIn={onSignedIn}
        />
      )}
      <Button variant="outline" className="w-full" onClick={onBack}>
        Back to Sign In
      </Button>
    </div>
  );
}

function AddressStep({
  initialEmail,
  sending,
  failure,
  onSend,
}: {
  initialEmail: string;
  sending: boolean;
  failure: Error | null;
  onSend: (email: string) => void;
}) {
  const form = useForm<EmailOnlyInput>({
    resolver: zodResolver(emailOnlySchema),
    defaultValues: { email: initialEmail },
  });
  return (
    <form noValidate onSubmit={form.handleSubmit(({ email }) => onSend(email))} className="space-y-4">
      <p className="text-sm text-stone-600">We will e-mail you a 6-digit code. No password needed.</p>
      <Field
        label="Email"
        type="email"
        autoComplete="email"
        {...form.register('email')}
        error={form.formState.errors.email?.message}
      />
      {failure ? <ErrorNotice size="inline" message={authErrorMessage(failure)} /> : null}
      <Button type="submit" className="w-full" disabled={sending} aria-busy={sending}>
        {sending ? 'Sending…' : 'Send code'}
      </Button>
    </form>
  );
}

function CodeStep({
  email,
  resending,
  resendFailure,
  onResend,
  onSignedIn,
}: {
  email: string;
  resending: boolean;
  resendFailure: Error | null;
  onResend: () => void;
  onSignedIn: () => Promise<void>;
}) {
  const form = useForm<EmailSignInCodeInput>({
    resolver: zodResolver(emailSignInCodeSchema),
    defaultValues: { code: '' },
  });
  const verify = useMutation({
    mutationFn: ({ code }: EmailSignInCodeInput) => authApi.signInWithCode({ email, otp: code }),
    onSuccess: onSignedIn,
  });
  const busy = verify.isPending || resending;
  return (
    <form noValidate onSubmit={form.handleSubmit((input) => verify.mutate(input))} className="space-y-4">
      <p className="text-sm text-stone-600">
        If {email} has an account, a code is on its way. It works once, for 5 minutes.
      </p>
      <Field
        label="Code from the e-mail"
        inputMode="numeric"
        autoComplete="one-time-code"
        inputClassName="tracking-widest"
        {...form.register('code')}
        error={form.formState.errors.code?.message}
      />
      {verify.error || resendFailure ? (
        <ErrorNotice size="inline" message={authErrorMessage(verify.error ?? resendFailure)} />
      ) : null}
      <Button type="submit" className="w-full" disabled={busy} aria-busy={verify.isPending}>
        {verify.isPending ? 'Signing in…' : 'Sign in'}
      </Button>
      <TextButton className="w-full" disabled={busy} onClick={onResend}>
        Send a new code
      </TextButton>
    </form>
  );
}
