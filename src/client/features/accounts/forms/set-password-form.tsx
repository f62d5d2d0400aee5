import { useMutation } from '@tanstack/react-query';
import { Form, SubmitButton } from '#client/components/ui/form.tsx';
import { TextField } from '#client/components/ui/form-fields.tsx';
import { ApiError } from '#client/lib/api-client.ts';
import { authApi } from '#client/lib/auth-client.ts';
import { notifyAuth } from '#client/lib/notify.ts';
import { newPasswordSchema } from '#shared/schemas/accounts.ts';
import { authErrorMessage } from '#client/features/accounts/auth-messages.ts';

type SetPasswordFormProps = {
  token: string;
  onError: (message: string | null) => void;
  onDone: () => void;
  /** The link turned out to be spent or expired. */
  onInvalidLink: (message: string) => void;
};

/** The product's reset mode: 'Set New Password' with New Password, Confirm Password, 'Reset Password'. */
export function SetPasswordForm({ token, onError, onDone, onInvalidLink }: SetPasswordFormProps) {
  const reset = useMutation({
    mutationFn: (password: string) => authApi.resetPassword({ token, newPassword: password }),
    onMutate: () => onError(null),
    onSuccess: () => {
      void notifyAuth('success', 'Password reset successful', 'You can now sign in with your new password.');
      onDone();
    },
    onError: (cause) => {
      const message = authErrorMessage(cause);
      if (cause instanceof ApiError && cause.code === 'INVALID_TOKEN') onInvalidLink(message);
      else onError(message);
    },
  });

  return (
    <Form
      schema={newPasswordSchema}
      defaultValues={{ password: '', confirmPassword: '' }}
      onSubmit={({ password }) => reset.mutate(password)}
      pending={reset.isPending}
      className="space-y-4"
    >
      <h2 className="text-lg font-semibold text-indigo-950">Set New Password</h2>
      <TextField name="password" label="New Password" type="password" autoComplete="new-password" />
      <TextField
        name="confirmPassword"
        label="Confirm Password"
        type="password"
        autoComplete="new-password"
      />
      <SubmitButton className="w-full" pendingLabel="Saving…">
        Reset Password
      </SubmitButton>
    </Form>
  );
}
