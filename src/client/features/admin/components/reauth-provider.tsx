import { useMutation } from '@tanstack/react-query';
import { useCallback, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { Dialog } from '#client/components/ui/dialog.tsx';
import { Field } from '#client/components/ui/field.tsx';
import { API_ERRORS } from '#shared/errors.ts';
import { confirmPassword } from '#client/features/admin/api/admin-api.ts';
import { ReauthContext } from '#client/features/admin/api/reauth-context.ts';
import { errorText } from './ui.tsx';

type Pending = { resolve: () => void; reject: (error: Error) => void };

/**
 * Admin writes need a fresh sign-in: when the server asks, this dialog takes the password, and the
 * write that asked is sent again once it is confirmed.
 */
export function ReauthProvider({ children }: { children: ReactNode }) {
  const pending = useRef<Pending | null>(null);
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const confirm = useMutation({ mutationFn: confirmPassword });

  const reauth = useCallback(
    () =>
      new Promise<void>((resolve, reject) => {
        pending.current = { resolve, reject };
        confirm.reset();
        setPassword('');
        setOpen(true);
      }),
    [confirm],
  );

  const close = () => {
    setOpen(false);
    pending.current?.reject(new Error(API_ERRORS.reauth_required.message));
    pending.current = null;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    confirm.mutate(password, {
      onSuccess: () => {
        setOpen(false);
        pending.current?.resolve();
        pending.current = null;
      },
    });
  };

  return (
    <ReauthContext value={reauth}>
      {children}
      <Dialog
        open={open}
        onClose={close}
        title="Confirm it’s you"
        description="Admin changes need your password when you signed in a while ago."
      >
        <form onSubmit={submit} className="mt-4 space-y-4">
          <Field
            label="Password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={confirm.error ? errorText(confirm.error).message : undefined}
            required
          />
          <Button type="submit" disabled={confirm.isPending || password === ''} className="w-full">
            {confirm.isPending ? 'Confirming…' : 'Confirm'}
          </Button>
        </form>
      </Dialog>
    </ReauthContext>
  );
}
