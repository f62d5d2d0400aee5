import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { Form, SubmitButton } from '#client/components/ui/form.tsx';
import {
  preferencesKey,
  preferencesQuery,
  savePreferences,
} from '#client/entities/preferences/preferences.ts';
import { preferencesUpdateSchema, type Preferences } from '#shared/schemas/preferences.ts';

const reminderSchema = preferencesUpdateSchema.shape.reminder.unwrap();
type Reminder = z.infer<typeof reminderSchema>;

/**
 * 'Daily reminder': an e-mail at the user's chosen time in their own time zone with today's pick
 * and the streak (unless hidden). Off until the user turns it on; every mail can stop it in one click.
 */
export function ReminderCard() {
  const { data } = useQuery(preferencesQuery());
  return data ? <ReminderForm saved={data} /> : null;
}

function ReminderForm({ saved }: { saved: Preferences }) {
  const queryClient = useQueryClient();
  const [confirmation, setConfirmation] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (reminder: Reminder) => savePreferences({ reminder }),
    onSuccess: (stored, { enabled, localTime }) => {
      setConfirmation(enabled ? `Saved. See you at ${localTime}.` : 'Saved. No reminders will be sent.');
      queryClient.setQueryData(preferencesKey(), stored);
    },
  });
  return (
    <section
      aria-labelledby="reminder-heading"
      className="mt-4 rounded-2xl border border-stone-200 bg-white p-4"
    >
      <h3 id="reminder-heading" className="text-base font-semibold text-indigo-950">
        Daily reminder
      </h3>
      <p className="mt-1 text-sm text-stone-700">
        An e-mail with today&apos;s pick at a time that suits you
        {saved.timeZone ? ` (${saved.timeZone.replace(/_/g, ' ')} time)` : ''}.
      </p>
      <Form
        schema={reminderSchema}
        defaultValues={saved.reminder}
        pending={save.isPending}
        onSubmit={(reminder) => save.mutate(reminder)}
        className="mt-3 flex flex-wrap items-center gap-3"
      >
        <ReminderFields
          saved={saved.reminder}
          // A change clears the last confirmation, which spoke of the values saved before it.
          onChange={() => setConfirmation(null)}
        />
        <ReminderStatus failure={save.isError ? save.error.message : null} confirmation={confirmation} />
      </Form>
    </section>
  );
}

/** The switch and the time, and the save button, offered once either differs from what is saved. */
function ReminderFields({ saved, onChange }: { saved: Reminder; onChange: () => void }) {
  const { register } = useFormContext<Reminder>();
  const [enabled, localTime] = useWatch<Reminder, ['enabled', 'localTime']>({
    name: ['enabled', 'localTime'],
  });
  const changed = enabled !== saved.enabled || localTime !== saved.localTime;
  const timeId = useId();
  return (
    <>
      <label className="flex items-center gap-2 text-sm text-stone-700">
        <input type="checkbox" className="size-4 accent-teal-700" {...register('enabled', { onChange })} />
        Send me a daily reminder
      </label>
      <label htmlFor={timeId} className="sr-only">
        Reminder time
      </label>
      <input
        id={timeId}
        type="time"
        required
        disabled={!enabled}
        {...register('localTime', { onChange })}
        className="h-10 rounded-xl border border-stone-300 px-3 text-sm disabled:opacity-50"
      />
      <SubmitButton size="sm" variant="outline" disabled={!changed || !localTime} pendingLabel="Saving…">
        Save reminder
      </SubmitButton>
    </>
  );
}

/** What became of the last save, or why the time cannot be saved. */
function ReminderStatus({ failure, confirmation }: { failure: string | null; confirmation: string | null }) {
  const { errors } = useFormState<Reminder>({ name: 'localTime' });
  return (
    <p role="status" className="w-full text-sm">
      {errors.localTime ? (
        <span className="text-red-700">{errors.localTime.message}</span>
      ) : failure ? (
        <span className="text-red-700">Not saved: {failure}</span>
      ) : confirmation ? (
        <span className="text-teal-800">{confirmation}</span>
      ) : null}
    </p>
  );
}
