import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Button } from '#client/components/ui/button.tsx';
import { Field } from '#client/components/ui/field.tsx';
import { TextButton } from '#client/components/ui/text-button.tsx';
import { authApi } from '#client/lib/auth-client.ts';
import { notifyAuth } from '#client/lib/notify.ts';
import { emailOnlySchema, signInSchema, type SignInInput } from '#shared/schemas/accounts.ts';
import { authErrorMessage, mentionsEmailConfirmation } from '#client/features/accounts/auth-messages.ts';
import { confirmationCallback, RESET_CALLBACK } from '#client/features/accounts/auth-target.ts';

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

/** The product's Sign In tab: e-mail, password, 'Forgot Password?' and, when needed, the resend button. */
export function SignInForm({
  target,
  error,
  onError,
  onSignedIn,
  onTwoFactor,
  onUseEmailCode,
  onResetSent,
}: SignInFormProps) {
  const form = useForm<SignInInput>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: '', password: '' },
  });
  const { errors } = form.formState;
  const failed = (cause: unknown) => onError(authErrorMessage(cause));

  const signIn = useMutation({
    mutationFn: (credentials: SignInInput) => authApi.signIn(credentials),
    onMutate: () => onError(null),
    onSuccess: async (answer) => {
      if (answer.twoFactorRedirect) onTwoFactor();
      else await onSignedIn();
    },
    onError: failed,
  });
  const requestReset = useMutation({
    mutationFn: (email: string) => authApi.requestPasswordReset({ email, redirectTo: RESET_CALLBACK }),
    onMutate: () => onError(null),
    onSuccess: (_, email) => {
      void notifyAuth('success', 'Password reset email sent');
      onResetSent(email);
    },
    onError: failed,
  });
  const resendConfirmation = useMutation({
    mutationFn: (email: string) =>
      authApi.sendVerificationEmail({ email, callbackURL: confirmationCallback(target) }),
    onMutate: () => onError(null),
    onSuccess: () =>
      void notifyAuth(
        'success',
        'Confirmation email sent',
        'Please check your inbox and spam folder for the confirmation link.',
      ),
    onError: failed,
  });
  const busy = signIn.isPending || requestReset.isPending || resendConfirmation.isPending;

  /** Forgot password and resend confirmation need the address typed above. */
  const withTypedEmail = (send: (email: string) => void) => () => {
    const parsed = emailOnlySchema.safeParse({ email: form.getValues('email') });
    if (parsed.success) send(parsed.data.email);
    else onError(parsed.error.issues[0]?.message ?? null);
  };

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((credentials) => signIn.mutate(credentials))}
      className="space-y-4"
    >
      <Field
        label="Email"
        type="email"
        autoComplete="email"
        {...form.register('email')}
        error={errors.email?.message}
      />
      <Field
        label="Password"
        type="password"
        autoComplete="current-password"
        {...form.register('password')}
        error={errors.password?.message}
      />
      <div className="flex justify-end">
        <TextButton onClick={withTypedEmail(requestReset.mutate)} disabled={busy}>
          Forgot Password?
        </TextButton>
      </div>
      {mentionsEmailConfirmation(error) && (
        <Button
          variant="outline"
          className="w-full"
          onClick={withTypedEmail(resendConfirmation.mutate)}
          disabled={busy}
        >
          {resendConfirmation.isPending ? 'Sending…' : 'Resend Confirmation Email'}
        </Button>
      )}
      <Button type="submit" className="w-full" disabled={busy} aria-busy={signIn.isPending}>
        {signIn.isPending ? 'Signing in…' : 'Sign In'}
      </Button>
      <TextButton className="w-full" onClick={() => onUseEmailCode(form.getValues('email').trim())}>
        Email me a sign-in code instead
      </TextButton>
    </form>
  );
}
