import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Button } from '#client/components/ui/button.tsx';
import { ErrorNotice } from '#client/components/ui/error-notice.tsx';
import { ApiError } from '#client/lib/api-client.ts';
import { authApi } from '#client/lib/auth-client.ts';
import { notify } from '#client/lib/notify.ts';
import { changePasswordSchema, type ChangePasswordInput } from '#shared/schemas/accounts.ts';
import { accountKeys } from '#client/entities/account/account-keys.ts';
import { authErrorMessage } from '#client/features/accounts/auth-messages.ts';
import { Field } from '#client/components/ui/field.tsx';
import { cardVariants } from '#client/components/ui/card.tsx';

/** Change password: needs the current one, and signs every other device out. */
export function ChangePasswordCard({ userId }: { userId: string }) {
  const queryClient = useQueryClient();
  const form = useForm<ChangePasswordInput>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { currentPassword: '', password: '', confirmPassword: '' },
  });
  const { errors } = form.formState;
  const change = useMutation({
    mutationFn: ({ currentPassword, password }: ChangePasswordInput) =>
      authApi.changePassword({ currentPassword, newPassword: password }),
    onSuccess: () => {
      form.reset();
      void queryClient.invalidateQueries({ queryKey: accountKeys.devices(userId) });
      void notify('success', 'Password changed', { description: 'Your other devices have been signed out.' });
    },
    onError: (error) => {
      // A wrong or refused password belongs to its field; anything else is said above the button.
      if (error instanceof ApiError && error.code === 'INVALID_PASSWORD') {
        form.setError('currentPassword', { message: 'Your current password is not correct.' });
      } else if (error instanceof ApiError && error.code === 'PASSWORD_TOO_COMMON') {
        form.setError('password', { message: error.message });
      }
    },
  });
  const fieldError =
    change.error instanceof ApiError &&
    ['INVALID_PASSWORD', 'PASSWORD_TOO_COMMON'].includes(change.error.code);

  return (
    <section aria-labelledby="password-heading" className={cardVariants()}>
      <h2 id="password-heading" className="text-lg font-bold text-indigo-950">
        Change password
      </h2>
      <p className="mt-1 text-sm text-stone-600">Every other device is signed out when you change it.</p>
      <form
        noValidate
        onSubmit={form.handleSubmit((input) => change.mutate(input))}
        className="mt-4 space-y-4"
      >
        <Field
          label="Current password"
          type="password"
          autoComplete="current-password"
          {...form.register('currentPassword')}
          error={errors.currentPassword?.message}
        />
        <Field
          label="New password"
          type="password"
          autoComplete="new-password"
          {...form.register('password')}
          error={errors.password?.message}
        />
        <Field
          label="Confirm new password"
          type="password"
          autoComplete="new-password"
          {...form.register('confirmPassword')}
          error={errors.confirmPassword?.message}
        />
        {change.error && !fieldError ? (
          <ErrorNotice size="inline" message={authErrorMessage(change.error)} />
        ) : null}
        <Button type="submit" disabled={change.isPending} aria-busy={change.isPending}>
          {change.isPending ? 'Saving…' : 'Change password'}
        </Button>
      </form>
    </section>
  );
}
