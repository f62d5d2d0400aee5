import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '#client/components/ui/button.tsx';
import { authApi } from '#client/lib/auth-client.ts';
import { notifyAuth } from '#client/lib/notify.ts';
import { emailOnlySchema, signInSchema, type SignInInput } from '#shared/schemas/accounts.ts';
import { authErrorMessage, mentionsEmailConfirmation } from '../auth-messages.ts';
import { confirmationCallback, RESET_CALLBACK } from '../auth-target.ts';
import { FormField } from './form-field.tsx';

type SignInFormProps = {
  target: string;
  error: string | null;
  onError: (message: string | null) => void;
  onSignedIn: () => Promise<void>;
  /** The password was right and a second factor is due. */
  onTwoFactor: () => void;
  /** Passwordless instead: a code by e-mail to the address typed so far. */
  onUseEmailCode: (email: string) => void;
  onResetSent: (email: string) => void;
};

/** Spec §2's Sign In tab: e-mail, password, 'Forgot Password?' and, when needed, the resend button. */
export function SignInForm({
  target,
  error,
  onError,
  onSignedIn,
  onTwoFactor,
  onUseEmailCode,
  onResetSent,
}: SignInFormProps) {
  const [busy, setBusy] = useState<'sign-in' | 'reset' | 'resend' | null>(null);
  const form = useForm<SignInInput>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: '', password: '' },
  });
  const { errors } = form.formState;

  /** Forgot password and resend confirmation need the address typed above (spec §5). */
  const typedEmail = (): string | null => {
    const parsed = emailOnlySchema.safeParse({ email: form.getValues('email') });
    if (parsed.success) return parsed.data.email;
    onError(parsed.error.issues[0]?.message ?? null);
    return null;
  };

  const run = async (kind: NonNullable<typeof busy>, action: () => Promise<void>) => {
    setBusy(kind);
    onError(null);
    try {
      await action();
    } catch (cause) {
      onError(authErrorMessage(cause));
    } finally {
      setBusy(null);
    }
  };

  const submit = form.handleSubmit(({ email, password }) =>
    run('sign-in', async () => {
      const answer = await authApi.signIn({ email, password });
      if (answer.twoFactorRedirect) onTwoFactor();
      else await onSignedIn();
    }),
  );

  const forgot = () => {
    const email = typedEmail();
    if (!email) return;
    void run('reset', async () => {
      await authApi.requestPasswordReset({ email, redirectTo: RESET_CALLBACK });
      void notifyAuth('success', 'Password reset email sent');
      onResetSent(email);
    });
  };

  const resend = () => {
    const email = typedEmail();
    if (!email) return;
    void run('resend', async () => {
      await authApi.sendVerificationEmail({ email, callbackURL: confirmationCallback(target) });
      void notifyAuth(
        'success',
        'Confirmation email sent',
        'Please check your inbox and spam folder for the confirmation link.',
      );
    });
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <FormField
        label="Email"
        type="email"
        autoComplete="email"
        registration={form.register('email')}
        error={errors.email}
      />
      <FormField
        label="Password"
        type="password"
        autoComplete="current-password"
        registration={form.register('password')}
        error={errors.password}
      />
      <div className="flex justify-end">
        <button
          type="button"
          onClick={forgot}
          disabled={busy !== null}
          className="rounded text-sm font-medium text-teal-700 hover:text-teal-800 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-600"
        >
          Forgot Password?
        </button>
      </div>
      {mentionsEmailConfirmation(error) && (
        <Button variant="outline" className="w-full" onClick={resend} disabled={busy !== null}>
          {busy === 'resend' ? 'Sending…' : 'Resend Confirmation Email'}
        </Button>
      )}
      <Button type="submit" className="w-full" disabled={busy !== null} aria-busy={busy === 'sign-in'}>
        {busy === 'sign-in' ? 'Signing in…' : 'Sign In'}
      </Button>
      <button
        type="button"
        onClick={() => onUseEmailCode(form.getValues('email').trim())}
        className="w-full rounded text-sm font-medium text-teal-700 hover:text-teal-800 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-600"
      >
        Email me a sign-in code instead
      </button>
    </form>
  );
}
