import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { ErrorNotice } from '#client/components/ui/error-notice.tsx';
import { Select } from '#client/components/ui/select.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { setKeepPlaying, useKeepPlaying } from '#client/entities/player/keep-playing.ts';
import {
  preferencesKey,
  preferencesQuery,
  savePreferences,
} from '#client/entities/preferences/preferences.ts';
import { usePendingChoice } from '#client/lib/use-pending-choice.ts';
import type { Preferences, PreferencesUpdate } from '#shared/schemas/preferences.ts';

/** Every zone the browser knows, for the picker; older runtimes without the list offer UTC and the device's. */
function knownTimeZones(deviceZone: string | null): string[] {
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : ['UTC'];
  return deviceZone && !zones.includes(deviceZone) ? [deviceZone, ...zones] : zones;
}

const deviceTimeZone = (): string | null => Intl.DateTimeFormat().resolvedOptions().timeZone || null;

/**
 * 'Settings': the choices that shape the app around the user — the time zone their days
 * and reminders are counted in, whether a session keeps playing while they browse, and e-mail news.
 * Each change is saved at once; the streak and reminder settings have cards of their own.
 */
export function SettingsCard() {
  const { data, isPending, error, refetch, isRefetching } = useQuery(preferencesQuery());
  return (
    <section
      aria-labelledby="settings-heading"
      className="mt-4 rounded-2xl border border-stone-200 bg-white p-4"
    >
      <h3 id="settings-heading" className="text-base font-semibold text-indigo-950">
        Settings
      </h3>
      {isPending ? (
        <p role="status" className="mt-2 flex items-center gap-2 text-sm text-stone-600">
          <Spinner size="sm" label="Loading" />
          Loading your settings...
        </p>
      ) : error ? (
        <ErrorNotice
          className="mt-2"
          message={`Error loading your settings: ${error.message}`}
          onRetry={() => void refetch()}
          retrying={isRefetching}
        />
      ) : (
        <SettingsForm saved={data} />
      )}
    </section>
  );
}

function SettingsForm({ saved }: { saved: Preferences }) {
  const queryClient = useQueryClient();
  const keepPlaying = useKeepPlaying();
  const emailOptIn = usePendingChoice(saved.emailOptIn);
  const save = useMutation({
    mutationFn: savePreferences,
    onSuccess: (stored) => queryClient.setQueryData(preferencesKey(), stored),
    // The time zone decides which day counts and when reminders go out: read the progress again.
    onSettled: (_data, _error, change: PreferencesUpdate) => {
      if (change.timeZone) void queryClient.invalidateQueries();
    },
  });
  const device = deviceTimeZone();
  const zone = save.isPending && save.variables.timeZone ? save.variables.timeZone : saved.timeZone;
  return (
    <div className="mt-3 space-y-4 text-sm text-stone-700">
      <TimeZoneChoice
        zone={zone}
        device={device}
        saving={save.isPending}
        onChoose={(timeZone) => save.mutate({ timeZone })}
      />
      <label className="flex w-fit items-center gap-2">
        <input
          type="checkbox"
          className="size-4 accent-teal-700"
          checked={keepPlaying}
          onChange={(event) => {
            // Applied on this device at once; kept with the account so the choice is remembered.
            setKeepPlaying(event.target.checked);
            save.mutate({ keepPlaying: event.target.checked });
          }}
        />
        Keep playing while I browse
      </label>
      <label className="flex w-fit items-center gap-2">
        <input
          type="checkbox"
          className="size-4 accent-teal-700"
          checked={emailOptIn.shown}
          disabled={save.isPending}
          onChange={(event) => {
            emailOptIn.choose(event.target.checked);
            save.mutate({ emailOptIn: event.target.checked }, { onSettled: emailOptIn.settle });
          }}
        />
        E-mail me product news and founder tips
      </label>
      <p role="status" className="min-h-5">
        {save.isError ? (
          <span className="text-red-700">Not saved: {save.error.message}</span>
        ) : save.isSuccess ? (
          <span className="text-teal-800">Saved.</span>
        ) : null}
      </p>
    </div>
  );
}

/** The zone picker, with a shortcut to this device's zone when the account is set to another. */
function TimeZoneChoice({
  zone,
  device,
  saving,
  onChoose,
}: {
  zone: string | null;
  device: string | null;
  saving: boolean;
  onChoose: (timeZone: string) => void;
}) {
  const zoneId = useId();
  return (
    <div>
      <label htmlFor={zoneId} className="font-medium text-indigo-950">
        Time zone
      </label>
      <p className="text-xs text-stone-600">Your days, streak and reminders follow this zone.</p>
      <div className="mt-2 flex flex-wrap items-center gap-2">
        <Select
          id={zoneId}
          value={zone ?? 'UTC'}
          disabled={saving}
          onChange={(event) => onChoose(event.target.value)}
          className="max-w-full"
        >
          {knownTimeZones(device).map((name) => (
            <option key={name} value={name}>
              {name.replace(/_/g, ' ')}
            </option>
          ))}
        </Select>
        {device && device !== zone ? (
          <button
            type="button"
            className="font-semibold text-teal-800 underline underline-offset-2"
            onClick={() => onChoose(device)}
          >
            Use this device&apos;s zone ({device.replace(/_/g, ' ')})
          </button>
        ) : null}
      </div>
    </div>
  );
}
