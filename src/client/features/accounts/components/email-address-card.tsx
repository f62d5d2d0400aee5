import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { cardVariants } from '#client/components/ui/card.tsx';
import { Form, SubmitButton, type FormApi } from '#client/components/ui/form.tsx';
import { TextField } from '#client/components/ui/form-fields.tsx';
import { ApiError } from '#client/lib/api-client.ts';
import { notify } from '#client/lib/notify.ts';
import { emailChangeSchema } from '#shared/schemas/accounts.ts';
import { useChangeEmail } from '#client/features/accounts/api/account-queries.ts';
import { usePasswordPrompt } from '#client/features/accounts/hooks/use-password-prompt.ts';
import { ConfirmPasswordDialog } from './confirm-password-dialog.tsx';

const newEmailSchema = emailChangeSchema.pick({ newEmail: true });

/** A change the server refused until the password is confirmed, with the form it came from. */
type EmailChange = { newEmail: string; form: FormApi<typeof newEmailSchema> };

/**
 * Change the account's address: a link goes to the new address and nothing changes until it is
 * opened (it comes back to /profile?email_changed=1). The password is asked when the sign-in is stale.
 */
export function EmailAddressCard({ email }: { email: string }) {
  const change = useChangeEmail();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const passwordPrompt = usePasswordPrompt<EmailChange>();
  useConfirmedChangeNotice();

  const run = (request: EmailChange, password?: string) => {
    const { newEmail, form } = request;
    change.mutate(
      { newEmail, password },
      {
        onSuccess: () => {
          passwordPrompt.close();
          setSentTo(newEmail);
          form.reset();
        },
        onError: (failure) => {
          if (passwordPrompt.handles(request, failure)) return;
          if (failure instanceof ApiError && failure.status === 422)
            return form.setError('newEmail', { message: failure.message });
          void notify('error', 'Email not changed', { description: failure.message });
        },
      },
    );
  };

  return (
    <section aria-labelledby="email-heading" className={cardVariants()}>
      <h2 id="email-heading" className="text-lg font-bold text-indigo-950">
        Email address
      </h2>
      <p className="mt-1 break-words text-sm text-stone-600">
        You sign in with <span className="font-semibold text-indigo-950">{email}</span>.
      </p>
      {sentTo ? (
        <p role="status" className="mt-4 rounded-xl bg-teal-50 px-3 py-2 text-sm text-teal-900">
          We sent a confirmation link to <strong className="break-words">{sentTo}</strong>. Your address
          changes when you open it; until then, keep using {email}.
        </p>
      ) : null}
      <Form
        schema={newEmailSchema}
        defaultValues={{ newEmail: '' }}
        onSubmit={({ newEmail }, form) => run({ newEmail, form })}
        pending={change.isPending}
        className="mt-4 space-y-4"
      >
        <TextField name="newEmail" label="New email address" type="email" autoComplete="email" />
        <SubmitButton pendingLabel="Sending…">Send confirmation link</SubmitButton>
      </Form>
      <ConfirmPasswordDialog
        busy={change.isPending}
        purpose="to change your email address"
        {...passwordPrompt.dialogProps(run)}
      />
    </section>
  );
}

/** The confirmation link lands on /profile?email_changed=1: say so once and tidy the address. */
function useConfirmedChangeNotice() {
  const [params, setParams] = useSearchParams();
  const changed = params.get('email_changed') === '1';
  // A link that expired or was already used comes back with an error instead of the change.
  const failed = changed && params.has('error');
  useEffect(() => {
    if (!changed) return;
    // The id makes a second run of this effect (a remount before the address is tidied) update the
    // same toast instead of stacking another.
    if (failed) {
      void notify('error', 'Email address not changed', {
        id: 'email-changed',
        description: 'This confirmation link has expired or was already used. Request a new one below.',
      });
    } else {
      void notify('success', 'Email address changed', {
        id: 'email-changed',
        description: 'Use your new address to sign in.',
      });
    }
    setParams(
      (current) => {
        current.delete('email_changed');
        current.delete('error');
        return current;
      },
      { replace: true },
    );
  }, [changed, failed, setParams]);
}
