import { useId, useState, type FormEvent } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { Dialog } from '#client/components/ui/dialog.tsx';

type ConfirmPasswordDialogProps = {
  open: boolean;
  busy: boolean;
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
  const [password, setPassword] = useState('');
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (password) onConfirm(password);
  };
  return (
    <Dialog
      open={open}
      onClose={() => {
        setPassword('');
        onClose();
      }}
      title="Confirm your password"
      description={`For your security, enter your password ${purpose}.`}
    >
      <form onSubmit={submit} className="mt-4 space-y-4">
        <div>
          <label htmlFor={id} className="block text-sm font-medium text-indigo-950">
            Password
          </label>
          <input
            id={id}
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            aria-invalid={error ? true : undefined}
            className="mt-1.5 block h-11 w-full rounded-xl border border-stone-300 bg-white px-3.5 text-base shadow-sm outline-none focus:border-teal-600 focus:ring-2 focus:ring-teal-600/30 sm:text-sm"
          />
          {error ? (
            <p role="alert" className="mt-1.5 text-sm text-red-700">
              {error}
            </p>
          ) : null}
        </div>
        <Button type="submit" className="w-full" disabled={busy || !password} aria-busy={busy}>
          {busy ? 'Checking…' : 'Confirm'}
        </Button>
      </form>
    </Dialog>
  );
}
