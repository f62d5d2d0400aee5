import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '#client/components/ui/button.tsx';
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
  const form = useForm<Reminder>({ resolver: zodResolver(reminderSchema), defaultValues: saved.reminder });
  const [confirmation, setConfirmation] = useState<string | null>(null);
  const timeId = useId();
  const save = useMutation({
    mutationFn: (reminder: Reminder) => savePreferences({ reminder }),
    onSuccess: (stored, { enabled, localTime }) => {
      setConfirmation(enabled ? `Saved. See you at ${localTime}.` : 'Saved. No reminders will be sent.');
      queryClient.setQueryData(preferencesKey(), stored);
    },
  });
  // A change clears the last confirmation, which spoke of the values saved before it.
  const clearConfirmation = () => setConfirmation(null);
  const [enabled, localTime] = useWatch({ control: form.control, name: ['enabled', 'localTime'] });
  const changed = enabled !== saved.reminder.enabled || localTime !== saved.reminder.localTime;
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
      <form
        className="mt-3 flex flex-wrap items-center gap-3"
        noValidate
        onSubmit={form.handleSubmit((reminder) => save.mutate(reminder))}
      >
        <label className="flex items-center gap-2 text-sm text-stone-700">
          <input
            type="checkbox"
            className="size-4 accent-teal-700"
            {...form.register('enabled', { onChange: clearConfirmation })}
          />
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
          aria-invalid={form.formState.errors.localTime ? true : undefined}
          {...form.register('localTime', { onChange: clearConfirmation })}
          className="h-10 rounded-xl border border-stone-300 px-3 text-sm disabled:opacity-50"
        />
        <Button type="submit" size="sm" variant="outline" disabled={!changed || !localTime || save.isPending}>
          {save.isPending ? 'Saving…' : 'Save reminder'}
        </Button>
        <p role="status" className="w-full text-sm">
          {form.formState.errors.localTime ? (
            <span className="text-red-700">{form.formState.errors.localTime.message}</span>
          ) : save.isError ? (
            <span className="text-red-700">Not saved: {save.error.message}</span>
          ) : confirmation ? (
            <span className="text-teal-800">{confirmation}</span>
          ) : null}
        </p>
      </form>
    </section>
  );
}
