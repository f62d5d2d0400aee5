import { COMPLETION_THRESHOLD } from '#shared/constants.ts';

/**
 * Seconds still to hear before a session counts as completed. Completion counts audio heard, not
 * where the listener got to: a seek ahead moves the position but adds nothing here. Mirrors the
 * server's rule (heard ≥ 80 % of the length).
 */
export function secondsLeftToHear(durationSeconds: number, heardSeconds: number): number {
  if (!(durationSeconds > 0)) return 0;
  const needed = Math.ceil(durationSeconds * COMPLETION_THRESHOLD);
  return Math.max(0, needed - Math.floor(Math.max(0, heardSeconds)));
}

/**
 * What still counts toward completion, in words: 'About 2 min left to hear to complete this
 * session', 'About 1 min …', 'Less than a minute left to hear …'. Minutes are rounded to the
 * nearest, never down to 0; null when nothing is left.
 */
export function leftToHearText(seconds: number): string | null {
  if (!(seconds > 0)) return null;
  const tail = 'left to hear to complete this session';
  if (seconds < 60) return `Less than a minute ${tail}`;
  return `About ${Math.max(1, Math.round(seconds / 60))} min ${tail}`;
}

export interface Hearing {
  /** Whole seconds heard of this session (null for visitors, whose listening is not counted). */
  heard: number | null;
  completed: boolean;
  /** Where the player is, and the session's length, in seconds. */
  currentTime: number;
  duration: number;
}

/**
 * The player's words once the listener is past audio they have not heard, or null while nothing
 * was skipped, nothing is left to hear, or the session is already completed.
 */
export function leftToHear({ heard, completed, currentTime, duration }: Hearing): string | null {
  if (heard === null || completed || !(duration > 0)) return null;
  // More than a moment ahead of the running total heard: something was skipped.
  const skipped = currentTime > heard + 2;
  return skipped ? leftToHearText(secondsLeftToHear(duration, heard)) : null;
}
