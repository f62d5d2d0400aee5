import { useMutation } from '@tanstack/react-query';
import { useCallback, useRef, useState, type ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import { Dialog } from '#client/components/ui/dialog.tsx';
import { Form, SubmitButton, type FormApi } from '#client/components/ui/form.tsx';
import { TextField } from '#client/components/ui/form-fields.tsx';
import { errorText } from '#client/components/ui/query-state.tsx';
import { API_ERRORS } from '#shared/errors.ts';
import { confirmPassword } from '#client/features/admin/api/admin-api.ts';
import { ReauthContext } from '#client/features/admin/api/reauth-context.ts';

type Pending = { resolve: () => void; reject: (error: Error) => void };

/**
 * Admin writes need a fresh sign-in: when the server asks, this dialog takes the password, and the
 * write that asked is sent again once it is confirmed.
 */
export function ReauthProvider({ children }: { children: ReactNode }) {
  const pending = useRef<Pending | null>(null);
  const [open, setOpen] = useState(false);
  const confirm = useMutation({ mutationFn: confirmPassword });

  const reauth = useCallback(
    () =>
      new Promise<void>((resolve, reject) => {
        pending.current = { resolve, reject };
        confirm.reset();
        setOpen(true);
      }),
    [confirm],
  );

  const close = () => {
    setOpen(false);
    pending.current?.reject(new Error(API_ERRORS.reauth_required.message));
    pending.current = null;
  };

  const submit = ({ password }: { password: string }, form: FormApi<typeof passwordSchema>) => {
    confirm.mutate(password, {
      onSuccess: () => {
        setOpen(false);
        pending.current?.resolve();
        pending.current = null;
      },
      // A wrong password belongs to its field.
      onError: (error) => form.setError('password', { message: errorText(error).message }),
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
        <Form
          schema={passwordSchema}
          defaultValues={{ password: '' }}
          onSubmit={submit}
          pending={confirm.isPending}
          className="mt-4 space-y-4"
          actions={<ConfirmButton />}
        >
          <TextField
            name="password"
            label="Password"
            type="password"
            autoComplete="current-password"
            required
          />
        </Form>
      </Dialog>
    </ReauthContext>
  );
}

const passwordSchema = z.object({ password: z.string().min(1) });

/** Offered once a password is typed. */
function ConfirmButton() {
  const password = useWatch({ name: 'password' }) as unknown;
  return (
    <SubmitButton pendingLabel="Confirming…" disabled={!password} className="w-full">
      Confirm
    </SubmitButton>
  );
}
