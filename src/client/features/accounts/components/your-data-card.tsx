import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { useNavigate } from 'react-router';
import { Button, buttonVariants } from '#client/components/ui/button.tsx';
import { cardVariants } from '#client/components/ui/card.tsx';
import { Dialog } from '#client/components/ui/dialog.tsx';
import { Form, SubmitButton } from '#client/components/ui/form.tsx';
import { TextField } from '#client/components/ui/form-fields.tsx';
import { api, request } from '#client/lib/api-client.ts';
import { removeDeviceData } from '#client/lib/data-on-this-device.ts';
import { env } from '#client/lib/env.ts';
import { notify } from '#client/lib/notify.ts';
import { reauthSchema } from '#shared/schemas/devices.ts';

/** The password, which may stay empty after a fresh sign-in, and the ticked confirmation. */
const deleteSchema = z.object({
  password: reauthSchema.shape.password.or(z.literal('')),
  confirmed: z.boolean(),
});

/**
 * 'Your data': everything the product holds, as one zip, and deleting the account. Deleting asks
 * for the password (the server cancels the subscription first, then removes everything and mails a
 * confirmation); afterwards this device forgets the user too, as on signing out.
 */
export function YourDataCard({ userId }: { userId: string }) {
  const [open, setOpen] = useState(false);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const remove = useMutation({
    mutationFn: (password: string | undefined) =>
      request(api.me.$delete({ json: password ? { password } : {} })),
    onSuccess: async () => {
      await removeDeviceData(userId);
      queryClient.clear();
      void notify('success', 'Your account was deleted', {
        description: 'We mailed you a confirmation. Thank you for the time you spent with us.',
      });
      await navigate('/', { replace: true });
    },
  });
  const close = () => {
    setOpen(false);
    remove.reset();
  };

  return (
    <section aria-labelledby="your-data-heading" className={cardVariants()}>
      <h2 id="your-data-heading" className="text-lg font-bold text-indigo-950">
        Your data
      </h2>
      <p className="mt-1 text-sm text-stone-600">
        Everything we hold about you, in one zip: your account, history, check-ins, and your journal with its
        recordings.
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        <a
          href={`${env.apiBaseUrl}/api/me/export`}
          download
          className={buttonVariants({ variant: 'outline' })}
        >
          Download everything
        </a>
        <Button variant="outline" onClick={() => setOpen(true)}>
          Delete account
        </Button>
      </div>
      <Dialog
        open={open}
        onClose={close}
        title="Delete your account?"
        description="This cannot be undone. Your subscription is cancelled, and your history, journal, recordings and profile are removed."
      >
        <Form
          schema={deleteSchema}
          defaultValues={{ password: '', confirmed: false }}
          pending={remove.isPending}
          // A wrong password belongs to its field.
          onSubmit={({ password }, form) =>
            remove.mutate(password, {
              onError: (failure) => form.setError('password', { message: failure.message }),
            })
          }
          className="mt-4 space-y-4"
        >
          <TextField
            name="password"
            label="Your password"
            type="password"
            autoComplete="current-password"
            hint="Signed in only with Google, GitHub or a passkey? Leave it empty if you signed in within the last 10 minutes."
          />
          <ConfirmAndDelete />
        </Form>
      </Dialog>
    </section>
  );
}

/** The ticked 'I understand' that the delete button waits for, in the danger colour. */
function ConfirmAndDelete() {
  const { register } = useFormContext<z.input<typeof deleteSchema>>();
  const confirmed = useWatch<z.input<typeof deleteSchema>, 'confirmed'>({ name: 'confirmed' });
  return (
    <>
      <label className="flex items-start gap-2 text-sm text-stone-700">
        <input type="checkbox" className="mt-0.5 size-4 accent-red-700" {...register('confirmed')} />I
        understand that my account and everything in it will be deleted.
      </label>
      <SubmitButton variant="danger" className="w-full" disabled={!confirmed} pendingLabel="Deleting…">
        Delete my account
      </SubmitButton>
    </>
  );
}
