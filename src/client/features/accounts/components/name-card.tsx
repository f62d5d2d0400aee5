import { useQuery } from '@tanstack/react-query';
import { useFormState } from 'react-hook-form';
import { cardVariants } from '#client/components/ui/card.tsx';
import { Form, SubmitButton } from '#client/components/ui/form.tsx';
import { TextField } from '#client/components/ui/form-fields.tsx';
import { notify } from '#client/lib/notify.ts';
import { profileUpdateSchema } from '#shared/schemas/accounts.ts';
import { useUpdateProfile } from '#client/features/accounts/api/account-queries.ts';
import { profileQuery } from '#client/entities/account/profile.ts';

const nameSchema = profileUpdateSchema.pick({ name: true }).required();

/** The name shown on the profile and in the app (the profile's `name`). */
export function NameCard({ userId }: { userId: string }) {
  const { data: profile } = useQuery(profileQuery(userId));
  const update = useUpdateProfile(userId);
  const savedName = profile?.name;

  return (
    <section aria-labelledby="name-heading" className={cardVariants()}>
      <h2 id="name-heading" className="text-lg font-bold text-indigo-950">
        Your name
      </h2>
      <p className="mt-1 text-sm text-stone-600">How Founder Flow greets you.</p>
      <Form
        schema={nameSchema}
        defaultValues={{ name: '' }}
        // Fill the field once the profile arrives (and after each save), without overwriting typing.
        values={savedName !== undefined ? { name: savedName } : undefined}
        onSubmit={({ name }) =>
          update.mutate(
            { name },
            {
              onSuccess: () => void notify('success', 'Name saved'),
              onError: (failure) => void notify('error', 'Name not saved', { description: failure.message }),
            },
          )
        }
        pending={update.isPending}
        className="mt-4 space-y-4"
      >
        <TextField name="name" label="Full Name" autoComplete="name" disabled={!profile} />
        <SaveNameButton loaded={Boolean(profile)} />
      </Form>
    </section>
  );
}

/** Saving waits for the profile and for a change to save. */
function SaveNameButton({ loaded }: { loaded: boolean }) {
  const { isDirty } = useFormState();
  return (
    <SubmitButton disabled={!loaded || !isDirty} pendingLabel="Saving…">
      Save name
    </SubmitButton>
  );
}
