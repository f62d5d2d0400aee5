import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import {
  preferencesKey,
  preferencesQuery,
  savePreferences,
} from '#client/entities/preferences/preferences.ts';
import { PLAYBACK_SPEEDS } from '#shared/constants.ts';
import type { Preferences } from '#shared/schemas/preferences.ts';

export type PlaybackSpeed = (typeof PLAYBACK_SPEEDS)[number];

/** The default speed on this device (visitors; and a signed-in user's until their settings load). */
export const PLAYBACK_SPEED_KEY = 'founder-flow:playback-speed';
/** Each session's own speed, once the listener changed it there. */
export const SESSION_SPEEDS_KEY = 'founder-flow:session-speeds';
/** Enough for every session anyone listens to; the oldest choices go first. */
const MAX_SESSION_SPEEDS = 200;

export function isPlaybackSpeed(value: unknown): value is PlaybackSpeed {
  return (PLAYBACK_SPEEDS as readonly unknown[]).includes(value);
}

const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const changed = () => {
  for (const listener of listeners) listener();
};

// Storage can be blocked (private mode, policies): then nothing is remembered and 1× is the default.
function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}
function write(key: string, value: string) {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Not remembered this time; playback itself still changes speed.
  }
  changed();
}

function deviceDefault(): PlaybackSpeed {
  const stored = Number(read(PLAYBACK_SPEED_KEY));
  return isPlaybackSpeed(stored) ? stored : 1;
}

function sessionSpeeds(): Record<string, number> {
  try {
    const parsed: unknown = JSON.parse(read(SESSION_SPEEDS_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, number>) : {};
  } catch {
    return {};
  }
}

function sessionSpeed(sessionId: string): PlaybackSpeed | null {
  const stored = sessionSpeeds()[sessionId];
  return isPlaybackSpeed(stored) ? stored : null;
}

function rememberSessionSpeed(sessionId: string, speed: PlaybackSpeed) {
  const speeds = sessionSpeeds();
  delete speeds[sessionId];
  speeds[sessionId] = speed;
  const entries = Object.entries(speeds);
  write(SESSION_SPEEDS_KEY, JSON.stringify(Object.fromEntries(entries.slice(-MAX_SESSION_SPEEDS))));
}

/**
 * The speed of the session in the player: the speed the listener chose for this session before
 * (remembered on this device), else their default speed (a setting of their account, kept on the
 * device for visitors). Changing it changes this session's speed; `setDefault` changes the default.
 */
export function usePlaybackSpeed(sessionId: string | null, signedIn: boolean) {
  const queryClient = useQueryClient();
  const preferences = useQuery({ ...preferencesQuery(), enabled: signedIn });
  const local = useSyncExternalStore<PlaybackSpeed>(subscribe, deviceDefault, () => 1);
  const own = useSyncExternalStore(
    subscribe,
    () => (sessionId ? sessionSpeed(sessionId) : null),
    () => null,
  );
  const accountDefault = signedIn ? preferences.data?.defaultSpeed : undefined;
  const defaultSpeed: PlaybackSpeed = isPlaybackSpeed(accountDefault) ? accountDefault : local;

  const saveDefault = useMutation({
    mutationFn: (speed: PlaybackSpeed) => savePreferences({ defaultSpeed: speed }),
    onSuccess: (saved: Preferences) => queryClient.setQueryData(preferencesKey(), saved),
  });

  const setSpeed = useCallback(
    (speed: PlaybackSpeed) => {
      if (sessionId) rememberSessionSpeed(sessionId, speed);
    },
    [sessionId],
  );
  const setDefault = useCallback(
    (speed: PlaybackSpeed) => {
      write(PLAYBACK_SPEED_KEY, String(speed));
      if (signedIn) saveDefault.mutate(speed);
    },
    [signedIn, saveDefault],
  );

  return { speed: own ?? defaultSpeed, defaultSpeed, setSpeed, setDefault };
}
