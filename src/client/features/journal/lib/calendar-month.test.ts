import { describe, expect, it } from 'vitest';
import { monthWeeks, shiftMonth } from './calendar-month.ts';

describe('the calendar month', () => {
  it('moves across the turn of the year', () => {
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
  });

  it('lays the days out in full weeks from Monday', () => {
    // November 2026 starts on a Sunday and has 30 days.
    const { first, weeks } = monthWeeks('2026-11');
    expect(first.getDate()).toBe(1);
    expect(weeks[0]).toEqual([null, null, null, null, null, null, 1]);
    expect(weeks.every((week) => week.length === 7)).toBe(true);
    expect(weeks.flat().filter((day) => day !== null)).toHaveLength(30);
    expect(weeks.at(-1)?.at(-1)).toBeNull();
  });
});
