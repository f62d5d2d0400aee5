import { useCallback, useEffect, useState } from 'react';
import {
  extendTimer,
  rememberChoice,
  rememberedChoice,
  runSleepTimer,
  type SleepChoice,
  type SleepTimer,
  timerFor,
} from '#client/features/listening/sleep-timer.ts';

/**
 * The sleep timer of the player: after the chosen minutes (or at the end of the session) playback
 * fades out over the last 10 s and pauses; +5 min pushes it back. The choice is remembered for that
 * night's next sessions (see sleep-timer.ts).
 */
export function useSleepTimer(media: HTMLMediaElement | null, sessionId: string | null) {
  const [timer, setTimer] = useState<SleepTimer | null>(null);
  const [remaining, setRemaining] = useState<number | null>(null);

  // A session opened while a remembered choice is fresh starts with that timer.
  useEffect(() => {
    if (!sessionId) return;
    const arm = setTimeout(() => setTimer(timerFor(rememberedChoice(Date.now()), Date.now())), 0);
    return () => clearTimeout(arm);
  }, [sessionId]);

  useEffect(() => {
    if (!media || !timer) return;
    return runSleepTimer(media, timer, { remaining: setRemaining, done: () => setTimer(null) });
  }, [media, timer]);

  const start = useCallback((choice: SleepChoice | null) => {
    rememberChoice(choice, Date.now());
    setTimer(timerFor(choice, Date.now()));
  }, []);
  const extend = useCallback(() => {
    if (media && timer) setTimer(extendTimer(timer, media, Date.now()));
  }, [media, timer]);

  return { choice: timer?.choice ?? null, remaining: timer ? remaining : null, start, extend };
}
