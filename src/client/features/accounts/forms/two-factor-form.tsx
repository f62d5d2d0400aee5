import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { Button } from '#client/components/ui/button.tsx';
import { Form, SubmitButton } from '#client/components/ui/form.tsx';
import { CheckboxField, TextField } from '#client/components/ui/form-fields.tsx';
import { TextButton } from '#client/components/ui/text-button.tsx';
import { authApi } from '#client/lib/auth-client.ts';
import { notify } from '#client/lib/notify.ts';
import { twoFactorVerifySchema, type TwoFactorVerifyInput } from '#shared/schemas/account-forms.ts';
import { authErrorMessage } from '#client/features/accounts/auth-messages.ts';

type Method = 'app' | 'backup' | 'email';

const COPY: Record<
  Method,
  { label: string; hint: string; autoComplete: string; verify: typeof authApi.verifyTotp }
> = {
  app: {
    label: 'Code from your authenticator app',
    hint: 'Open your authenticator app and enter the 6-digit code for Founder Flow.',
    autoComplete: 'one-time-code',
    verify: authApi.verifyTotp,
  },
  backup: {
    label: 'Backup code',
    hint: 'Enter one of the backup codes you saved when you turned on two-step verification. Each works once.',
    autoComplete: 'off',
    verify: authApi.verifyBackupCode,
  },
  email: {
    label: 'Code from the e-mail',
    hint: 'We sent a 6-digit code to your e-mail address. It works for 5 minutes.',
    autoComplete: 'one-time-code',
    verify: authApi.verifyTwoFactorEmail,
  },
};

type TwoFactorFormProps = { onSignedIn: () => Promise<void>; onBack: () => void };

/** The second step of signing in, once the password was right: a code from the app, a backup code or an e-mail. */
export function TwoFactorForm({ onSignedIn, onBack }: TwoFactorFormProps) {
  const [method, setMethod] = useState<Method>('app');
  const verify = useMutation({
    mutationFn: (input: TwoFactorVerifyInput) => COPY[method].verify(input),
    onSuccess: onSignedIn,
  });
  const sendEmail = useMutation({ mutationFn: () => authApi.sendTwoFactorEmail() });

  const choose = (next: Method) => {
    verify.reset();
    setMethod(next);
  };
  const sendEmailCode = (then: () => void) =>
    sendEmail.mutate(undefined, {
      onSuccess: () => {
        void notify('success', 'Code sent', { description: 'Check your inbox for your sign-in code.' });
        then();
      },
    });

  const copy = COPY[method];
  const failure = verify.error ?? sendEmail.error;
  return (
    <Form
      schema={twoFactorVerifySchema}
      defaultValues={{ code: '', trustDevice: false }}
      onSubmit={(input) => verify.mutate(input)}
      error={failure ? authErrorMessage(failure) : null}
      pending={verify.isPending}
      className="space-y-4"
      actions={
        <>
          <SubmitButton className="w-full" disabled={sendEmail.isPending} pendingLabel="Checking…">
            Verify
          </SubmitButton>
          <OtherMethods
            method={method}
            busy={verify.isPending || sendEmail.isPending}
            onChoose={choose}
            onSendEmailCode={sendEmailCode}
          />
          <Button variant="outline" className="w-full" onClick={onBack}>
            Back to Sign In
          </Button>
        </>
      }
    >
      <h2 className="text-lg font-semibold text-indigo-950">Two-step verification</h2>
      <TextField
        name="code"
        label={copy.label}
        hint={copy.hint}
        inputMode={method === 'backup' ? 'text' : 'numeric'}
        autoComplete={copy.autoComplete}
        inputClassName="tracking-widest"
      />
      <CheckboxField name="trustDevice" label="Trust this device for 30 days" />
    </Form>
  );
}

/** The ways to switch to another kind of code; switching empties the code typed so far. */
function OtherMethods({
  method,
  busy,
  onChoose,
  onSendEmailCode,
}: {
  method: Method;
  busy: boolean;
  onChoose: (next: Method) => void;
  /** Mails a code, then calls `then` once it is on its way. */
  onSendEmailCode: (then: () => void) => void;
}) {
  const { resetField } = useFormContext<TwoFactorVerifyInput>();
  const choose = (next: Method) => {
    resetField('code');
    onChoose(next);
  };
  return (
    <div className="flex flex-col items-center gap-2">
      {method !== 'app' ? (
        <TextButton onClick={() => choose('app')}>Use my authenticator app</TextButton>
      ) : null}
      {method !== 'backup' ? (
        <TextButton onClick={() => choose('backup')}>Use a backup code</TextButton>
      ) : null}
      {method !== 'email' ? (
        <TextButton disabled={busy} onClick={() => onSendEmailCode(() => choose('email'))}>
          Email me a code instead
        </TextButton>
      ) : null}
    </div>
  );
}
