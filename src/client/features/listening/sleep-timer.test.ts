// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import {
  extendTimer,
  fadeFactor,
  formatCountdown,
  REMEMBER_FOR_MS,
  rememberChoice,
  rememberedChoice,
  remainingOf,
  timerFor,
} from './sleep-timer.ts';
import { defined } from '#shared/testing/defined.ts';

afterEach(() => localStorage.clear());

// A stand-in with only the three fields the timer reads: its functions take the whole element.
const media = (currentTime: number, duration: number, playbackRate = 1) =>
  ({ currentTime, duration, playbackRate }) as HTMLMediaElement;
const timer = (choice: Parameters<typeof timerFor>[0], now: number) =>
  defined(timerFor(choice, now), `a timer for ${String(choice)}`);

describe('sleep timer', () => {
  it('fades over the last 10 seconds', () => {
    expect(fadeFactor(60)).toBe(1);
    expect(fadeFactor(10)).toBe(1);
    expect(fadeFactor(5)).toBe(0.5);
    expect(fadeFactor(-1)).toBe(0);
  });

  it('counts down to its deadline, or to the end of the session at the current speed', () => {
    const now = 1_000_000;
    expect(remainingOf(timer(15, now), media(0, 600), now + 60_000)).toBe(14 * 60);
    expect(remainingOf(timer('end', now), media(100, 600, 1.25), now)).toBe(400);
    expect(formatCountdown(14 * 60 + 0.2)).toBe('14:01');
  });

  it('adds five minutes to what is left, also to an end-of-session timer', () => {
    const now = 1_000_000;
    expect(extendTimer(timer(5, now), media(0, 600), now + 60_000).endsAt).toBe(now + 60_000 + 9 * 60_000);
    expect(extendTimer(timer('end', now), media(540, 600), now).endsAt).toBe(now + 6 * 60_000);
  });

  it('remembers the choice for that night only', () => {
    rememberChoice(30, 0);
    expect(rememberedChoice(REMEMBER_FOR_MS - 1)).toBe(30);
    expect(rememberedChoice(REMEMBER_FOR_MS)).toBeNull();
    rememberChoice(null, 0);
    expect(rememberedChoice(1)).toBeNull();
  });
});
