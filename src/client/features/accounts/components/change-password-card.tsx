import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cardVariants } from '#client/components/ui/card.tsx';
import { Form, SubmitButton } from '#client/components/ui/form.tsx';
import { TextField } from '#client/components/ui/form-fields.tsx';
import { ApiError } from '#client/lib/api-client.ts';
import { authApi } from '#client/lib/auth-client.ts';
import { notify } from '#client/lib/notify.ts';
import { changePasswordSchema, type ChangePasswordInput } from '#shared/schemas/accounts.ts';
import { accountKeys } from '#client/entities/account/account-keys.ts';
import { authErrorMessage } from '#client/features/accounts/auth-messages.ts';

/** The refusals shown on a field instead of above the button. */
const FIELD_CODES = ['INVALID_PASSWORD', 'PASSWORD_TOO_COMMON'];
const isFieldError = (error: unknown) => error instanceof ApiError && FIELD_CODES.includes(error.code);

/** Change password: needs the current one, and signs every other device out. */
export function ChangePasswordCard({ userId }: { userId: string }) {
  const queryClient = useQueryClient();
  const change = useMutation({
    mutationFn: ({ currentPassword, password }: ChangePasswordInput) =>
      authApi.changePassword({ currentPassword, newPassword: password }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: accountKeys.devices(userId) });
      void notify('success', 'Password changed', { description: 'Your other devices have been signed out.' });
    },
  });

  return (
    <section aria-labelledby="password-heading" className={cardVariants()}>
      <h2 id="password-heading" className="text-lg font-bold text-indigo-950">
        Change password
      </h2>
      <p className="mt-1 text-sm text-stone-600">Every other device is signed out when you change it.</p>
      <Form
        schema={changePasswordSchema}
        defaultValues={{ currentPassword: '', password: '', confirmPassword: '' }}
        onSubmit={(input, form) =>
          change.mutate(input, {
            onSuccess: () => form.reset(),
            // A wrong or refused password belongs to its field; anything else is said above the button.
            onError: (error) => {
              if (error instanceof ApiError && error.code === 'INVALID_PASSWORD') {
                form.setError('currentPassword', { message: 'Your current password is not correct.' });
              } else if (error instanceof ApiError && error.code === 'PASSWORD_TOO_COMMON') {
                form.setError('password', { message: error.message });
              }
            },
          })
        }
        error={change.error && !isFieldError(change.error) ? authErrorMessage(change.error) : null}
        pending={change.isPending}
        className="mt-4 space-y-4"
        actions={<SubmitButton pendingLabel="Saving…">Change password</SubmitButton>}
      >
        <TextField
          name="currentPassword"
          label="Current password"
          type="password"
          autoComplete="current-password"
        />
        <TextField name="password" label="New password" type="password" autoComplete="new-password" />
        <TextField
          name="confirmPassword"
          label="Confirm new password"
          type="password"
          autoComplete="new-password"
        />
      </Form>
    </section>
  );
}
