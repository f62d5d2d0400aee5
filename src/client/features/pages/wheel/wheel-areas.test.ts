import { describe, expect, it } from 'vitest';
import { averageScore, DEFAULT_SCORES, lowestAreas } from './wheel-areas.ts';

describe('wheel arithmetic', () => {
  const scores = { ...DEFAULT_SCORES, money: 2, fun: 3, purpose: 9 };

  it('averages the eight areas to one decimal', () => {
    expect(averageScore(DEFAULT_SCORES)).toBe(5);
    expect(averageScore(scores)).toBe(4.9);
  });

  it('names the lowest areas, in wheel order among equal scores', () => {
    expect(lowestAreas(scores)).toEqual(['money', 'fun']);
    expect(lowestAreas(DEFAULT_SCORES)).toEqual(['career', 'money']);
    expect(lowestAreas({ ...DEFAULT_SCORES, surroundings: 1, health: 1 }, 3)).toEqual([
      'health',
      'surroundings',
      'career',
    ]);
  });
});
