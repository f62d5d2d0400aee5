import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '#client/components/ui/button.tsx';
import { AuthError, authApi } from '#client/lib/auth-client.ts';
import { notify } from '#client/lib/notify.ts';
import { changePasswordSchema, type ChangePasswordInput } from '#shared/schemas/accounts.ts';
import { accountKeys } from '../api/account-queries.ts';
import { authErrorMessage } from '../auth-messages.ts';
import { FormField } from '../forms/form-field.tsx';

/** Change password: needs the current one, and signs every other device out. */
export function ChangePasswordCard({ userId }: { userId: string }) {
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<ChangePasswordInput>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { currentPassword: '', password: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ currentPassword, password }) => {
    setFailure(null);
    try {
      await authApi.changePassword({ currentPassword, newPassword: password });
      form.reset();
      void queryClient.invalidateQueries({ queryKey: accountKeys.devices(userId) });
      void notify('success', 'Password changed', { description: 'Your other devices have been signed out.' });
    } catch (error) {
      if (error instanceof AuthError && error.code === 'INVALID_PASSWORD') {
        form.setError('currentPassword', { message: 'Your current password is not correct.' });
      } else if (error instanceof AuthError && error.code === 'PASSWORD_TOO_COMMON') {
        form.setError('password', { message: error.message });
      } else {
        setFailure(authErrorMessage(error));
      }
    }
  });

  return (
    <section
      aria-labelledby="password-heading"
      className="rounded-3xl border border-stone-200 bg-white p-5 sm:p-6"
    >
      <h2 id="password-heading" className="text-lg font-bold text-indigo-950">
        Change password
      </h2>
      <p className="mt-1 text-sm text-stone-600">Every other device is signed out when you change it.</p>
      <form noValidate onSubmit={submit} className="mt-4 space-y-4">
        <FormField
          label="Current password"
          type="password"
          autoComplete="current-password"
          registration={form.register('currentPassword')}
          error={errors.currentPassword}
        />
        <FormField
          label="New password"
          type="password"
          autoComplete="new-password"
          registration={form.register('password')}
          error={errors.password}
        />
        <FormField
          label="Confirm new password"
          type="password"
          autoComplete="new-password"
          registration={form.register('confirmPassword')}
          error={errors.confirmPassword}
        />
        {failure ? (
          <p role="alert" className="rounded-xl bg-red-50 px-3 py-2 text-sm text-red-800">
            {failure}
          </p>
        ) : null}
        <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting}>
          {isSubmitting ? 'Saving…' : 'Change password'}
        </Button>
      </form>
    </section>
  );
}
