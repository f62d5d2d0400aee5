import { describe, expect, it } from 'vitest';
import { leftToHearText, secondsLeftToHear } from './left-to-hear.ts';

describe('secondsLeftToHear', () => {
  it.each([
    [173, 0, 139],
    [173, 20.9, 119],
    [173, 139, 0],
    [173, 170, 0],
    [0, 0, 0],
    [180, -5, 144],
  ])('a %i s session with %d s heard: %i s left', (duration, heard, left) => {
    expect(secondsLeftToHear(duration, heard)).toBe(left);
  });
});

describe('leftToHearText', () => {
  it.each([
    [139, 'About 2 min left to hear to complete this session'],
    [150, 'About 3 min left to hear to complete this session'],
    [89, 'About 1 min left to hear to complete this session'],
    [60, 'About 1 min left to hear to complete this session'],
    [59, 'Less than a minute left to hear to complete this session'],
    [1, 'Less than a minute left to hear to complete this session'],
  ])('%i s → %s', (seconds, text) => {
    expect(leftToHearText(seconds)).toBe(text);
  });

  it('says nothing once nothing is left', () => {
    expect(leftToHearText(0)).toBeNull();
    expect(leftToHearText(Number.NaN)).toBeNull();
  });
});
