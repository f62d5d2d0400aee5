import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Button } from '#client/components/ui/button.tsx';
import { Dialog } from '#client/components/ui/dialog.tsx';
import { Field } from '#client/components/ui/field.tsx';
import { passwordConfirmSchema, type PasswordConfirmInput } from '#shared/schemas/account-forms.ts';

type ConfirmPasswordDialogProps = {
  open: boolean;
  busy: boolean;
  /** The server's answer to a wrong password. */
  error: string | null;
  onConfirm: (password: string) => void;
  onClose: () => void;
  /** What the password is for, e.g. "to sign devices out". */
  purpose: string;
};

/** Asked when a sensitive change needs re-authentication (the sign-in is over 10 minutes old). */
export function ConfirmPasswordDialog({
  open,
  busy,
  error,
  onConfirm,
  onClose,
  purpose,
}: ConfirmPasswordDialogProps) {
  const form = useForm<PasswordConfirmInput>({
    resolver: zodResolver(passwordConfirmSchema),
    defaultValues: { password: '' },
  });
  return (
    <Dialog
      open={open}
      onClose={() => {
        form.reset();
        onClose();
      }}
      title="Confirm your password"
      description={`For your security, enter your password ${purpose}.`}
    >
      <form
        noValidate
        onSubmit={form.handleSubmit(({ password }) => onConfirm(password))}
        className="mt-4 space-y-4"
      >
        <Field
          label="Password"
          type="password"
          autoComplete="current-password"
          {...form.register('password')}
          error={form.formState.errors.password?.message ?? error ?? undefined}
        />
        <Button type="submit" className="w-full" disabled={busy} aria-busy={busy}>
          {busy ? 'Checking…' : 'Confirm'}
        </Button>
      </form>
    </Dialog>
  );
}
