/**
 * Fair streaks. A day counts when the user completed a session (or, later, saved a journal
 * entry) on that date in their own time zone; the dates are stored as they were then, so a move
 * between zones or a DST change never rewrites the past.
 *
 * - A streak lives until the end of the day after its last active day: today still counts as open.
 * - Every 7 counted days in a streak earn one freeze, at most 2 held. A missed day uses one
 *   automatically; the streak goes on without counting that day. A gap longer than the freezes held
 *   ends the streak (and spends them).
 */

import type { StreakFold } from '#server/db/schema/accounts.ts';

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

/** The fold's stored shape lives with the profile table that holds it. */
export type { StoredStreakFold, StreakFold } from '#server/db/schema/accounts.ts';

/** Missed days use freezes while they last; more missed days than freezes end the streak. */
function miss(fold: StreakFold, missed: number, beforeDay: number): StreakFold {
  if (missed <= 0) return fold;
  if (missed <= fold.freezes) return { ...fold, freezes: fold.freezes - missed, freezeUsedOn: beforeDay - 1 };
  return { ...fold, current: 0, freezes: 0, sinceFreeze: 0, freezeUsedOn: null };
}

/** Folds active day numbers (any order, duplicates allowed) into the streak as of the last one. */
export function foldStreak(dayNumbers: readonly number[]): StreakFold {
  let fold: StreakFold = {
    current: 0,
    longest: 0,
    freezes: 0,
    sinceFreeze: 0,
    freezeUsedOn: null,
    last: null,
  };
  for (const day of [...new Set(dayNumbers)].sort((a, b) => a - b)) {
    if (fold.last !== null) fold = miss(fold, day - fold.last - 1, day);
    const earned = fold.sinceFreeze + 1 === FREEZE_EVERY_DAYS;
    const current = fold.current + 1;
    fold = {
      ...fold,
      current,
      sinceFreeze: earned ? 0 : fold.sinceFreeze + 1,
      freezes: earned ? Math.min(MAX_FREEZES, fold.freezes + 1) : fold.freezes,
      longest: Math.max(fold.longest, current),
      last: day,
    };
  }
  return fold;
}

/** The streak on day `today` from a fold whose last day is not after it. */
export function streakOn(folded: StreakFold, today: number): Streak {
  // Days missed up to yesterday; today is still open.
  const fold = folded.last === null ? folded : miss(folded, today - folded.last - 1, today);
  return {
    current: fold.current,
    longest: fold.longest,
    freezesAvailable: fold.freezes,
    countedToday: fold.last === today,
    freezeUsedOn: fold.current > 0 && fold.freezeUsedOn !== null ? dateOfDay(fold.freezeUsedOn) : null,
  };
}

/**
 * The streak on `today` from the user's active dates (YYYY-MM-DD, any order, duplicates allowed).
 * Dates after `today` (a zone move can make one) count as today's.
 */
export function computeStreak(activeDates: readonly string[], today: string): Streak {
  const todayNumber = dayNumber(today);
  return streakOn(foldStreak(activeDates.map((d) => Math.min(dayNumber(d), todayNumber))), todayNumber);
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
