import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { Form, SubmitButton } from '#client/components/ui/form.tsx';
import { TextField } from '#client/components/ui/form-fields.tsx';
import { TextButton } from '#client/components/ui/text-button.tsx';
import { authApi } from '#client/lib/auth-client.ts';
import { notify } from '#client/lib/notify.ts';
import { emailSignInCodeSchema, type EmailSignInCodeInput } from '#shared/schemas/account-forms.ts';
import { emailOnlySchema } from '#shared/schemas/accounts.ts';
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
  return (
    <Form
      schema={emailOnlySchema}
      defaultValues={{ email: initialEmail }}
      onSubmit={({ email }) => onSend(email)}
      error={failure ? authErrorMessage(failure) : null}
      pending={sending}
      className="space-y-4"
      actions={
        <SubmitButton className="w-full" pendingLabel="Sending…">
          Send code
        </SubmitButton>
      }
    >
      <p className="text-sm text-stone-600">We will e-mail you a 6-digit code. No password needed.</p>
      <TextField name="email" label="Email" type="email" autoComplete="email" />
    </Form>
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
  const verify = useMutation({
    mutationFn: ({ code }: EmailSignInCodeInput) => authApi.signInWithCode({ email, otp: code }),
    onSuccess: onSignedIn,
  });
  const failure = verify.error ?? resendFailure;
  return (
    <Form
      schema={emailSignInCodeSchema}
      defaultValues={{ code: '' }}
      onSubmit={(input) => verify.mutate(input)}
      error={failure ? authErrorMessage(failure) : null}
      pending={verify.isPending}
      className="space-y-4"
      actions={
        <>
          <SubmitButton className="w-full" disabled={resending} pendingLabel="Signing in…">
            Sign in
          </SubmitButton>
          <TextButton className="w-full" disabled={verify.isPending || resending} onClick={onResend}>
            Send a new code
          </TextButton>
        </>
      }
    >
      <p className="text-sm text-stone-600">
        If {email} has an account, a code is on its way. It works once, for 5 minutes.
      </p>
      <TextField
        name="code"
        label="Code from the e-mail"
        inputMode="numeric"
        autoComplete="one-time-code"
        inputClassName="tracking-widest"
      />
    </Form>
  );
}
