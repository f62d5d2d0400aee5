import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  computeStreak,
  dateOfDay,
  dayNumber,
  foldStreak,
  localDate,
  MAX_FREEZES,
  streakOn,
  type Streak,
} from './streak.ts';
import { defined } from '#shared/testing/defined.ts';

/**
 * The reference: walk every calendar day from the first active one to today, one at a time, doing
 * exactly what the rules say. Slow and obvious, unlike computeStreak, which jumps from gap to gap.
 */
function referenceStreak(activeDates: readonly string[], today: string): Streak {
  const todayNumber = dayNumber(today);
  const active = new Set(activeDates.map((d) => Math.min(dayNumber(d), todayNumber)));
  const first = Math.min(...active);
  let current = 0;
  let longest = 0;
  let freezes = 0;
  let counted = 0;
  let usedOn: number | null = null;
  for (let day = first; active.size > 0 && day <= todayNumber; day++) {
    if (active.has(day)) {
      current++;
      counted++;
      if (counted % 7 === 0) freezes = Math.min(MAX_FREEZES, freezes + 1);
      longest = Math.max(longest, current);
    } else if (day < todayNumber && current > 0) {
      if (freezes > 0) {
        freezes--;
        usedOn = day;
      } else {
        current = 0;
        freezes = 0;
        counted = 0;
        usedOn = null;
      }
    }
  }
  return {
    current,
    longest,
    freezesAvailable: freezes,
    countedToday: active.has(todayNumber),
    freezeUsedOn: current > 0 && usedOn !== null ? dateOfDay(usedOn) : null,
  };
}

/**
 * The date in a zone by another route than Intl's calendar fields: the zone's UTC offset at that
 * instant ('GMT+05:30'), added to the instant, read as a UTC date.
 */
function referenceLocalDate(instant: Date, timeZone: string): string {
  const name = defined(
    new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
      .formatToParts(instant)
      .find((part) => part.type === 'timeZoneName'),
    `the offset name of ${timeZone}`,
  ).value;
  const match = defined(/GMT(?:([+-])(\d{2}):(\d{2}))?/.exec(name), `an offset in ${name}`);
  const sign = match[1] === '-' ? -1 : 1;
  const offsetMinutes = match[1] ? sign * (Number(match[2]) * 60 + Number(match[3])) : 0;
  return new Date(instant.getTime() + offsetMinutes * 60_000).toISOString().slice(0, 10);
}

// Zones with DST both ways, half- and quarter-hour offsets, and the date line.
const ZONES = [
  'UTC',
  'America/Los_Angeles',
  'America/New_York',
  'America/St_Johns',
  'Europe/Berlin',
  'Europe/London',
  'Asia/Kolkata',
  'Asia/Kathmandu',
  'Australia/Lord_Howe',
  'Pacific/Auckland',
  'Pacific/Kiritimati',
  'Pacific/Pago_Pago',
];

const START = Date.UTC(2026, 0, 1);
const SPAN_MS = 120 * 86_400_000;

/** An activity: when (within four months around two DST changes) and the zone the user was in. */
const activity = fc.record({
  at: fc.integer({ min: START, max: START + SPAN_MS }),
  zone: fc.constantFrom(...ZONES),
});

describe('streaks against the day-by-day reference', () => {
  it('agree for random activity in random and moving time zones', () => {
    fc.assert(
      fc.property(
        fc.array(activity, { maxLength: 60 }),
        // "Now": somewhere after the activity, in the zone the user is in now.
        fc.integer({ min: 0, max: 10 * 86_400_000 }),
        fc.constantFrom(...ZONES),
        (events, after, zoneNow) => {
          const nowMs = Math.max(START, ...events.map((e) => e.at)) + after;
          const dates = events.map((e) => localDate(new Date(e.at), e.zone));
          for (const [i, e] of events.entries()) {
            expect(dates[i]).toBe(referenceLocalDate(new Date(e.at), e.zone));
          }
          const today = localDate(new Date(nowMs), zoneNow);
          expect(computeStreak(dates, today)).toEqual(referenceStreak(dates, today));
        },
      ),
      { numRuns: 500 },
    );
  });

  it('agree on dense activity with short gaps, where freezes are earned and spent', () => {
    fc.assert(
      fc.property(
        fc.array(fc.boolean(), { minLength: 1, maxLength: 80 }),
        fc.integer({ min: 0, max: 3 }),
        (pattern, tail) => {
          const first = dayNumber('2026-03-01');
          const dates = pattern.flatMap((on, i) => (on ? [dateOfDay(first + i)] : []));
          const today = dateOfDay(first + pattern.length - 1 + tail);
          expect(computeStreak(dates, today)).toEqual(referenceStreak(dates, today));
        },
      ),
      { numRuns: 1_000 },
    );
  });
});

describe('the fold stored on the profile', () => {
  it('answers on any later day as the reference does from all the days', () => {
    // The fold is made when a day is added and read on the days after, until the next one.
    fc.assert(
      fc.property(
        fc.array(fc.boolean(), { minLength: 1, maxLength: 80 }),
        fc.integer({ min: 0, max: 12 }),
        (pattern, later) => {
          const first = dayNumber('2026-03-01');
          const days = pattern.flatMap((on, i) => (on ? [first + i] : []));
          const today = first + pattern.length - 1 + later;
          expect(streakOn(foldStreak(days), today)).toEqual(
            referenceStreak(days.map(dateOfDay), dateOfDay(today)),
          );
        },
      ),
      { numRuns: 1_000 },
    );
  });
});

describe('streak examples', () => {
  const run = (from: string, count: number) =>
    Array.from({ length: count }, (_, i) => dateOfDay(dayNumber(from) + i));

  it('is alive through the day after the last active day, and over after that', () => {
    expect(computeStreak(['2026-05-01', '2026-05-02'], '2026-05-02')).toMatchObject({
      current: 2,
      countedToday: true,
    });
    expect(computeStreak(['2026-05-01', '2026-05-02'], '2026-05-03')).toMatchObject({
      current: 2,
      countedToday: false,
    });
    expect(computeStreak(['2026-05-01', '2026-05-02'], '2026-05-04')).toMatchObject({
      current: 0,
      longest: 2,
    });
  });

  it('a week earns a freeze, which covers one missed day without counting it', () => {
    const week = run('2026-05-01', 7);
    expect(computeStreak(week, '2026-05-07').freezesAvailable).toBe(1);
    const after = computeStreak([...week, '2026-05-09'], '2026-05-09');
    expect(after).toMatchObject({ current: 8, freezesAvailable: 0, freezeUsedOn: '2026-05-08' });
    expect(computeStreak([...week, '2026-05-10'], '2026-05-10')).toMatchObject({ current: 1, longest: 7 });
  });

  it('holds at most two freezes', () => {
    expect(computeStreak(run('2026-05-01', 28), '2026-05-28').freezesAvailable).toBe(2);
  });

  it('counts a completion at 23:30 on the night the clocks go forward on that local date', () => {
    // 2026-03-08, Los Angeles springs forward; 23:30 PDT is 06:30 UTC on the 9th.
    expect(localDate(new Date('2026-03-09T06:30:00Z'), 'America/Los_Angeles')).toBe('2026-03-08');
    // The same instant is already the 9th for someone in Berlin.
    expect(localDate(new Date('2026-03-09T06:30:00Z'), 'Europe/Berlin')).toBe('2026-03-09');
  });
});
