import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Button } from '#client/components/ui/button.tsx';
import { Field } from '#client/components/ui/field.tsx';
import { ApiError } from '#client/lib/api-client.ts';
import { authApi } from '#client/lib/auth-client.ts';
import { notifyAuth } from '#client/lib/notify.ts';
import { newPasswordSchema, type NewPasswordInput } from '#shared/schemas/accounts.ts';
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
  const form = useForm<NewPasswordInput>({
    resolver: zodResolver(newPasswordSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { errors } = form.formState;
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
    <form
      noValidate
      onSubmit={form.handleSubmit(({ password }) => reset.mutate(password))}
      className="space-y-4"
    >
      <h2 className="text-lg font-semibold text-indigo-950">Set New Password</h2>
      <Field
        label="New Password"
        type="password"
        autoComplete="new-password"
        {...form.register('password')}
        error={errors.password?.message}
      />
      <Field
        label="Confirm Password"
        type="password"
        autoComplete="new-password"
        {...form.register('confirmPassword')}
        error={errors.confirmPassword?.message}
      />
      <Button type="submit" className="w-full" disabled={reset.isPending} aria-busy={reset.isPending}>
        {reset.isPending ? 'Saving…' : 'Reset Password'}
      </Button>
    </form>
  );
}
