import { useCallback, useState } from 'react';
import { PLAYBACK_SPEEDS } from '#shared/constants.ts';

export type PlaybackSpeed = (typeof PLAYBACK_SPEEDS)[number];

export const PLAYBACK_SPEED_KEY = 'founder-flow:playback-speed';

export function isPlaybackSpeed(value: number): value is PlaybackSpeed {
  return (PLAYBACK_SPEEDS as readonly number[]).includes(value);
}

function readStoredSpeed(): PlaybackSpeed {
  try {
    const stored = Number(localStorage.getItem(PLAYBACK_SPEED_KEY));
    return isPlaybackSpeed(stored) ? stored : 1;
  } catch {
    // Storage can be blocked (private mode, policies): the normal speed is a fine fallback.
    return 1;
  }
}

/** The listener's chosen speed, remembered across visits; anything unexpected in storage means 1×. */
export function usePlaybackSpeed(): [PlaybackSpeed, (speed: PlaybackSpeed) => void] {
  const [speed, setSpeedState] = useState<PlaybackSpeed>(readStoredSpeed);
  const setSpeed = useCallback((next: PlaybackSpeed) => {
    setSpeedState(next);
    try {
      localStorage.setItem(PLAYBACK_SPEED_KEY, String(next));
    } catch {
      // Not remembered this time; playback itself still changes speed.
    }
  }, []);
  return [speed, setSpeed];
}
