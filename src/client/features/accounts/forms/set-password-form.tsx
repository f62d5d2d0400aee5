import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '#client/components/ui/button.tsx';
import { authApi } from '#client/lib/auth-client.ts';
import { notifyAuth } from '#client/lib/notify.ts';
import { newPasswordSchema, type NewPasswordInput } from '#shared/schemas/accounts.ts';
import { authErrorMessage } from '../auth-messages.ts';
import { FormField } from './form-field.tsx';

type SetPasswordFormProps = {
  token: string;
  onError: (message: string | null) => void;
  onDone: () => void;
  /** The link turned out to be spent or expired. */
  onInvalidLink: (message: string) => void;
};

/** Spec §2's reset mode: 'Set New Password' with New Password, Confirm Password, 'Reset Password'. */
export function SetPasswordForm({ token, onError, onDone, onInvalidLink }: SetPasswordFormProps) {
  const [busy, setBusy] = useState(false);
  const form = useForm<NewPasswordInput>({
    resolver: zodResolver(newPasswordSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async ({ password }) => {
    setBusy(true);
    onError(null);
    try {
      await authApi.resetPassword({ token, newPassword: password });
      void notifyAuth('success', 'Password reset successful', 'You can now sign in with your new password.');
      onDone();
    } catch (cause) {
      const message = authErrorMessage(cause);
      if ((cause as { code?: string }).code === 'INVALID_TOKEN') onInvalidLink(message);
      else onError(message);
    } finally {
      setBusy(false);
    }
  });

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <h2 className="text-lg font-semibold text-indigo-950">Set New Password</h2>
      <FormField
        label="New Password"
        type="password"
        autoComplete="new-password"
        registration={form.register('password')}
        error={errors.password}
      />
      <FormField
        label="Confirm Password"
        type="password"
        autoComplete="new-password"
        registration={form.register('confirmPassword')}
        error={errors.confirmPassword}
      />
      <Button type="submit" className="w-full" disabled={busy} aria-busy={busy}>
        {busy ? 'Saving…' : 'Reset Password'}
      </Button>
    </form>
  );
}
