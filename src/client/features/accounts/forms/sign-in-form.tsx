import { useMutation } from '@tanstack/react-query';
import { Button } from '#client/components/ui/button.tsx';
import { Form, SubmitButton, type FormApi } from '#client/components/ui/form.tsx';
import { TextField } from '#client/components/ui/form-fields.tsx';
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
export function SignInForm({ error, onError, onUseEmailCode, ...props }: SignInFormProps) {
  const { signIn, requestReset, resendConfirmation, busy } = useSignInRequests({ onError, ...props });

  /** Forgot password and resend confirmation need the address typed above. */
  const withTypedEmail = (form: FormApi<typeof signInSchema>, send: (email: string) => void) => () => {
    const parsed = emailOnlySchema.safeParse({ email: form.getValues('email') });
    if (parsed.success) send(parsed.data.email);
    else onError(parsed.error.issues[0]?.message ?? null);
  };

  return (
    <Form
      schema={signInSchema}
      defaultValues={{ email: '', password: '' }}
      onSubmit={(credentials) => signIn.mutate(credentials)}
      pending={signIn.isPending}
      className="space-y-4"
    >
      {(form) => (
        <>
          <TextField name="email" label="Email" type="email" autoComplete="email" />
          <TextField name="password" label="Password" type="password" autoComplete="current-password" />
          <div className="flex justify-end">
            <TextButton onClick={withTypedEmail(form, requestReset.mutate)} disabled={busy}>
              Forgot Password?
            </TextButton>
          </div>
          {mentionsEmailConfirmation(error) && (
            <Button
              variant="outline"
              className="w-full"
              onClick={withTypedEmail(form, resendConfirmation.mutate)}
              disabled={busy}
            >
              {resendConfirmation.isPending ? 'Sending…' : 'Resend Confirmation Email'}
            </Button>
          )}
          <SubmitButton className="w-full" disabled={busy} pendingLabel="Signing in…">
            Sign In
          </SubmitButton>
          <TextButton className="w-full" onClick={() => onUseEmailCode(form.getValues('email').trim())}>
            Email me a sign-in code instead
          </TextButton>
        </>
      )}
    </Form>
  );
}

/** Signing in, and the two mails the tab can ask for; each clears the last failure first. */
function useSignInRequests({
  target,
  onError,
  onSignedIn,
  onTwoFactor,
  onResetSent,
}: Omit<SignInFormProps, 'error' | 'onUseEmailCode'>) {
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
  return { signIn, requestReset, resendConfirmation, busy };
}
