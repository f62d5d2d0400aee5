/**
 * Fair streaks (issue 14). A day counts when the user completed a session (or, later, saved a journal
 * entry) on that date in their own time zone; the dates are stored as they were then, so a move
 * between zones or a DST change never rewrites the past.
 *
 * - A streak lives until the end of the day after its last active day: today still counts as open.
 * - Every 7 counted days in a streak earn one freeze, at most 2 held. A missed day uses one
 *   automatically; the streak goes on without counting that day. A gap longer than the freezes held
 *   ends the streak (and spends them).
 */

export const FREEZE_EVERY_DAYS = 7;
export const MAX_FREEZES = 2;

export type Streak = {
  current: number;
  longest: number;
  freezesAvailable: number;
  /** Today (the user's date) is already an active day. */
  countedToday: boolean;
  /** The last day a freeze covered in the current streak, as YYYY-MM-DD; null when none did. */
  freezeUsedOn: string | null;
};

const DAY_MS = 86_400_000;

/** Days since 1970-01-01 of a YYYY-MM-DD date (calendar arithmetic, no time zone involved). */
export const dayNumber = (date: string): number => Date.parse(`${date}T00:00:00Z`) / DAY_MS;
export const dateOfDay = (day: number): string => new Date(day * DAY_MS).toISOString().slice(0, 10);

/**
 * The streak on `today` from the user's active dates (YYYY-MM-DD, any order, duplicates allowed).
 * Dates after `today` (a zone move can make one) count as today's.
 */
export function computeStreak(activeDates: readonly string[], today: string): Streak {
  const todayNumber = dayNumber(today);
  const days = [...new Set(activeDates.map((d) => Math.min(dayNumber(d), todayNumber)))].sort(
    (a, b) => a - b,
  );
  let current = 0;
  let longest = 0;
  let freezes = 0;
  let sinceFreeze = 0;
  let freezeUsedOn: number | null = null;
  let last: number | null = null;

  /** Missed days between the last active day and `day` use freezes, or end the streak. */
  const miss = (missed: number, beforeDay: number) => {
    if (missed <= 0) return;
    if (missed <= freezes) {
      freezes -= missed;
      freezeUsedOn = beforeDay - 1;
      return;
    }
    current = 0;
    freezes = 0;
    sinceFreeze = 0;
    freezeUsedOn = null;
  };

  for (const day of days) {
    if (last !== null) miss(day - last - 1, day);
    current += 1;
    sinceFreeze += 1;
    if (sinceFreeze === FREEZE_EVERY_DAYS) {
      sinceFreeze = 0;
      freezes = Math.min(MAX_FREEZES, freezes + 1);
    }
    longest = Math.max(longest, current);
    last = day;
  }
  // Days missed up to yesterday; today is still open.
  if (last !== null) miss(todayNumber - last - 1, todayNumber);
  return {
    current,
    longest,
    freezesAvailable: freezes,
    countedToday: last === todayNumber,
    freezeUsedOn: current > 0 && freezeUsedOn !== null ? dateOfDay(freezeUsedOn) : null,
  };
}

/** The calendar date of `instant` in `timeZone` (an IANA name), as YYYY-MM-DD. */
export function localDate(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
}
