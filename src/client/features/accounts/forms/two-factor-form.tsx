import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '#client/components/ui/button.tsx';
import { ErrorNotice } from '#client/components/ui/error-notice.tsx';
import { CheckboxField, Field } from '#client/components/ui/field.tsx';
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
  const form = useForm<TwoFactorVerifyInput>({
    resolver: zodResolver(twoFactorVerifySchema),
    defaultValues: { code: '', trustDevice: false },
  });
  const verify = useMutation({
    mutationFn: (input: TwoFactorVerifyInput) => COPY[method].verify(input),
    onSuccess: onSignedIn,
  });
  const sendEmail = useMutation({
    mutationFn: () => authApi.sendTwoFactorEmail(),
    onSuccess: () => {
      void notify('success', 'Code sent', { description: 'Check your inbox for your sign-in code.' });
      choose('email');
    },
  });

  const choose = (next: Method) => {
    verify.reset();
    form.resetField('code');
    setMethod(next);
  };

  const copy = COPY[method];
  const failure = verify.error ?? sendEmail.error;
  const busy = verify.isPending || sendEmail.isPending;
  return (
    <form noValidate onSubmit={form.handleSubmit((input) => verify.mutate(input))} className="space-y-4">
      <h2 className="text-lg font-semibold text-indigo-950">Two-step verification</h2>
      <Field
        label={copy.label}
        hint={copy.hint}
        inputMode={method === 'backup' ? 'text' : 'numeric'}
        autoComplete={copy.autoComplete}
        inputClassName="tracking-widest"
        {...form.register('code')}
        error={form.formState.errors.code?.message}
      />
      {failure ? <ErrorNotice size="inline" message={authErrorMessage(failure)} /> : null}
      <CheckboxField label="Trust this device for 30 days" {...form.register('trustDevice')} />
      <Button type="submit" className="w-full" disabled={busy} aria-busy={verify.isPending}>
        {verify.isPending ? 'Checking…' : 'Verify'}
      </Button>
      <div className="flex flex-col items-center gap-2">
        {method !== 'app' ? (
          <TextButton onClick={() => choose('app')}>Use my authenticator app</TextButton>
        ) : null}
        {method !== 'backup' ? (
          <TextButton onClick={() => choose('backup')}>Use a backup code</TextButton>
        ) : null}
        {method !== 'email' ? (
          <TextButton disabled={busy} onClick={() => sendEmail.mutate()}>
            Email me a code instead
          </TextButton>
        ) : null}
      </div>
      <Button variant="outline" className="w-full" onClick={onBack}>
        Back to Sign In
      </Button>
    </form>
  );
}
