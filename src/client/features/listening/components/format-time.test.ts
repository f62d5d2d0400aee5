import { describe, expect, it } from 'vitest';
import { formatTime, remainingSeconds } from '#client/features/listening/components/format-time.ts';
import { clampVolume } from '#client/features/listening/components/media-actions.ts';

describe('formatTime', () => {
  it('formats m:ss and treats unknown times as 0:00', () => {
    expect(formatTime(0)).toBe('0:00');
    expect(formatTime(59.9)).toBe('0:59');
    expect(formatTime(61)).toBe('1:01');
    expect(formatTime(3725)).toBe('62:05');
    expect(formatTime(Number.NaN)).toBe('0:00');
    expect(formatTime(-3)).toBe('0:00');
  });
});

describe('remainingSeconds', () => {
  it('divides what is left by the speed', () => {
    expect(remainingSeconds(600, 100, 1.25)).toBe(400);
    expect(remainingSeconds(600, 100, 1)).toBe(500);
    expect(remainingSeconds(Number.NaN, 0, 1)).toBe(0);
    expect(remainingSeconds(100, 120, 1)).toBe(0);
  });
});

describe('clampVolume', () => {
  it('snaps to steps of 0.1 within 0–1', () => {
    expect(clampVolume(0.37)).toBe(0.4);
    expect(clampVolume(0.1 + 0.2)).toBe(0.3);
    expect(clampVolume(1.4)).toBe(1);
    expect(clampVolume(-0.2)).toBe(0);
  });
});
