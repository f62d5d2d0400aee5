import { describe, expect, it } from 'vitest';
import { leftToHear, leftToHearText, secondsLeftToHear } from './left-to-hear.ts';

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

describe('leftToHear', () => {
  const at = { heard: 20, completed: false, currentTime: 20, duration: 173 };

  it('says nothing while the listener has heard everything up to where they are', () => {
    expect(leftToHear(at)).toBeNull();
    expect(leftToHear({ ...at, currentTime: 21.5 })).toBeNull();
  });

  it('tells what still counts once they are past audio not heard', () => {
    expect(leftToHear({ ...at, currentTime: 173 })).toBe('About 2 min left to hear to complete this session');
    expect(leftToHear({ ...at, heard: 100, currentTime: 150 })).toBe(
      'Less than a minute left to hear to complete this session',
    );
  });

  it('says nothing for a completed session, a visitor, or before the length is known', () => {
    expect(leftToHear({ ...at, currentTime: 173, completed: true })).toBeNull();
    expect(leftToHear({ ...at, currentTime: 173, heard: null })).toBeNull();
    expect(leftToHear({ ...at, currentTime: 173, duration: 0 })).toBeNull();
  });
});
