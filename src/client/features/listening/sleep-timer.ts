/** The sleep timer's choices: minutes, or the end of the session playing. */
export const SLEEP_CHOICES = [5, 10, 15, 30, 45, 60, 'end'] as const;
export type SleepChoice = (typeof SLEEP_CHOICES)[number];

/** Playback fades out over the last seconds instead of stopping mid-word. */
export const FADE_SECONDS = 10;
export const EXTEND_MINUTES = 5;

/**
 * The remembered choice is set again for sessions opened within this long after it was chosen: a
 * timer chosen at bedtime covers that night's listening, not the next morning's commute.
 */
export const REMEMBER_FOR_MS = 8 * 60 * 60 * 1000;
export const SLEEP_TIMER_KEY = 'founder-flow:sleep-timer';

export const isSleepChoice = (value: unknown): value is SleepChoice =>
  (SLEEP_CHOICES as readonly unknown[]).includes(value);

/** Volume factor for `remaining` seconds: 1 until the fade, then down to 0 at the end. */
export function fadeFactor(remainingSeconds: number): number {
  return Math.min(1, Math.max(0, remainingSeconds / FADE_SECONDS));
}

export function rememberedChoice(now: number): SleepChoice | null {
  try {
    const stored = JSON.parse(localStorage.getItem(SLEEP_TIMER_KEY) ?? 'null') as {
      choice?: unknown;
      at?: unknown;
    } | null;
    if (!stored || !isSleepChoice(stored.choice) || typeof stored.at !== 'number') return null;
    return now - stored.at < REMEMBER_FOR_MS ? stored.choice : null;
  } catch {
    return null;
  }
}

export function rememberChoice(choice: SleepChoice | null, now: number): void {
  try {
    if (choice === null) localStorage.removeItem(SLEEP_TIMER_KEY);
    else localStorage.setItem(SLEEP_TIMER_KEY, JSON.stringify({ choice, at: now }));
  } catch {
    // Not remembered; the timer still runs for this session.
  }
}

export function formatCountdown(seconds: number): string {
  const whole = Math.max(0, Math.ceil(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** A running timer: until `endsAt` (epoch ms), or to the end of the session when null. */
export interface SleepTimer {
  choice: SleepChoice;
  endsAt: number | null;
}

export function timerFor(choice: SleepChoice | null, now: number): SleepTimer | null {
  if (choice === null) return null;
  return { choice, endsAt: choice === 'end' ? null : now + choice * 60_000 };
}

/** Seconds until the timer stops playback: to its deadline, or to the session's end at this speed. */
export function remainingOf(timer: SleepTimer, media: HTMLMediaElement, now: number): number | null {
  if (timer.endsAt !== null) return (timer.endsAt - now) / 1000;
  if (!Number.isFinite(media.duration)) return null;
  return (media.duration - media.currentTime) / (media.playbackRate || 1);
}

/** Five more minutes from whatever was left (an end-of-session timer becomes a timed one). */
export function extendTimer(timer: SleepTimer, media: HTMLMediaElement, now: number): SleepTimer {
  const left = Math.max(0, remainingOf(timer, media, now) ?? 0);
  return { choice: timer.choice, endsAt: now + (left + EXTEND_MINUTES * 60) * 1000 };
}

/**
 * Runs a timer on a media element: every second it reports the time left, fades the volume over
 * the last seconds, and at zero pauses, puts the listener's volume back and reports `done`. Runs on
 * the page's clock, so Playwright's clock can drive it. Returns the stop function.
 */
export function runSleepTimer(
  media: HTMLMediaElement,
  timer: SleepTimer,
  on: { remaining: (seconds: number | null) => void; done: () => void },
): () => void {
  let volumeBeforeFade: number | null = null;
  const restoreVolume = () => {
    if (volumeBeforeFade !== null) media.volume = volumeBeforeFade;
    volumeBeforeFade = null;
  };
  const tick = () => {
    const left = remainingOf(timer, media, Date.now());
    on.remaining(left);
    if (left === null) return;
    if (left <= FADE_SECONDS && !media.paused) {
      volumeBeforeFade ??= media.volume;
      media.volume = volumeBeforeFade * fadeFactor(left);
    }
    if (left <= 0) {
      media.pause();
      restoreVolume();
      on.done();
    }
  };
  // At the end of the session an end-of-session timer has done its work.
  const onEnded = () => {
    restoreVolume();
    if (timer.choice === 'end') on.done();
  };
  tick();
  const interval = setInterval(tick, 1000);
  media.addEventListener('ended', onEnded);
  return () => {
    clearInterval(interval);
    media.removeEventListener('ended', onEnded);
    restoreVolume();
  };
}
