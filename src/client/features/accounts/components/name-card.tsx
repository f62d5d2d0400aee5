import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '#client/components/ui/button.tsx';
import { notify } from '#client/lib/notify.ts';
import { profileUpdateSchema } from '#shared/schemas/accounts.ts';
import { useUpdateProfile } from '#client/features/accounts/api/account-queries.ts';
import { profileQuery } from '#client/entities/account/profile.ts';
import { Field } from '#client/components/ui/field.tsx';
import { cardVariants } from '#client/components/ui/card.tsx';

const nameSchema = profileUpdateSchema.pick({ name: true }).required();
type NameInput = z.input<typeof nameSchema>;
type Name = z.output<typeof nameSchema>;

/** The name shown on the profile and in the app (the profile's `name`). */
export function NameCard({ userId }: { userId: string }) {
  const { data: profile } = useQuery(profileQuery(userId));
  const update = useUpdateProfile(userId);
  const form = useForm<NameInput, unknown, Name>({
    resolver: zodResolver(nameSchema),
    defaultValues: { name: '' },
  });
  const savedName = profile?.name;
  // Fill the field once the profile arrives (and after each save), without overwriting typing.
  useEffect(() => {
    if (savedName !== undefined) form.reset({ name: savedName });
  }, [savedName, form]);

  const submit = form.handleSubmit(({ name }) =>
    update.mutate(
      { name },
      {
        onSuccess: () => void notify('success', 'Name saved'),
        onError: (failure) => void notify('error', 'Name not saved', { description: failure.message }),
      },
    ),
  );

  return (
    <section aria-labelledby="name-heading" className={cardVariants()}>
      <h2 id="name-heading" className="text-lg font-bold text-indigo-950">
        Your name
      </h2>
      <p className="mt-1 text-sm text-stone-600">How Founder Flow greets you.</p>
      <form noValidate onSubmit={submit} className="mt-4 space-y-4">
        <Field
          label="Full Name"
          autoComplete="name"
          disabled={!profile}
          {...form.register('name')}
          error={form.formState.errors.name?.message}
        />
        <Button
          type="submit"
          disabled={!profile || update.isPending || !form.formState.isDirty}
          aria-busy={update.isPending}
        >
          {update.isPending ? 'Saving…' : 'Save name'}
        </Button>
      </form>
    </section>
  );
}
