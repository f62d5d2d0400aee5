import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import {
  preferencesKey,
  preferencesQuery,
  savePreferences,
} from '#client/entities/preferences/preferences.ts';
import type { Preferences } from '#shared/schemas/preferences.ts';

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
  const [enabled, setEnabled] = useState(saved.reminder.enabled);
  const [localTime, setLocalTime] = useState(saved.reminder.localTime);
  const [confirmation, setConfirmation] = useState<string | null>(null);
  const timeId = useId();
  const save = useMutation({
    mutationFn: () => savePreferences({ reminder: { enabled, localTime } }),
    onSuccess: (stored) => {
      setConfirmation(enabled ? `Saved. See you at ${localTime}.` : 'Saved. No reminders will be sent.');
      queryClient.setQueryData(preferencesKey(), stored);
    },
  });
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
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate();
        }}
      >
        <label className="flex items-center gap-2 text-sm text-stone-700">
          <input
            type="checkbox"
            className="size-4 accent-teal-700"
            checked={enabled}
            onChange={(event) => {
              setConfirmation(null);
              setEnabled(event.target.checked);
            }}
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
          value={localTime}
          disabled={!enabled}
          onChange={(event) => {
            setConfirmation(null);
            setLocalTime(event.target.value);
          }}
          className="h-10 rounded-xl border border-stone-300 px-3 text-sm disabled:opacity-50"
        />
        <Button type="submit" size="sm" variant="outline" disabled={!changed || !localTime || save.isPending}>
          {save.isPending ? 'Saving…' : 'Save reminder'}
        </Button>
        <p role="status" className="w-full text-sm">
          {save.isError ? (
            <span className="text-red-700">Not saved: {save.error.message}</span>
          ) : confirmation ? (
            <span className="text-teal-800">{confirmation}</span>
          ) : null}
        </p>
      </form>
    </section>
  );
}
