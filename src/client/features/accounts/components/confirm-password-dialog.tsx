import { Dialog } from '#client/components/ui/dialog.tsx';
import { Form, SubmitButton } from '#client/components/ui/form.tsx';
import { TextField } from '#client/components/ui/form-fields.tsx';
import { passwordConfirmSchema } from '#shared/schemas/account-forms.ts';

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

/**
 * Asked when a sensitive change needs re-authentication (the sign-in is over 10 minutes old). The
 * form lives inside the dialog, so each opening starts with an empty field.
 */
export function ConfirmPasswordDialog({
  open,
  busy,
  error,
  onConfirm,
  onClose,
  purpose,
}: ConfirmPasswordDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Confirm your password"
      description={`For your security, enter your password ${purpose}.`}
    >
      <Form
        schema={passwordConfirmSchema}
        defaultValues={{ password: '' }}
        onSubmit={({ password }) => onConfirm(password)}
        pending={busy}
        className="mt-4 space-y-4"
      >
        <TextField
          name="password"
          label="Password"
          type="password"
          autoComplete="current-password"
          error={error}
        />
        <SubmitButton className="w-full" pendingLabel="Checking…">
          Confirm
        </SubmitButton>
      </Form>
    </Dialog>
  );
}
