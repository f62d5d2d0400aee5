import type { FreeSession, Listener } from './listeners.ts';

/** What one request of a write scenario sends; the load generator asks for the next before each. */
export type PlannedRequest = {
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  headers: Record<string, string>;
  body?: string;
};
export type LoadPlan = { next(): PlannedRequest };

const SAVE_EVERY_SECONDS = 10;

/**
 * Progress reports as the player sends them (every 10 s while playing): each listener's running total grows
 * by 10 s a report; past the end of a session (completed at 80 % on the way) the listener moves on to
 * the next free session, whose history row the server then creates. Listeners take turns, so with as
 * many listeners as connections two reports of one listener are rarely in flight together.
 */
export function progressReports(baseUrl: string, listeners: Listener[], sessions: FreeSession[]): LoadPlan {
  const state = listeners.map((listener, i) => ({ listener, session: i % sessions.length, listened: 0 }));
  let turn = 0;
  return {
    next() {
      const s = state[turn++ % state.length]!;
      s.listened += SAVE_EVERY_SECONDS;
      if (s.listened > sessions[s.session]!.durationSeconds + SAVE_EVERY_SECONDS) {
        s.session = (s.session + 1) % sessions.length;
        s.listened = SAVE_EVERY_SECONDS;
      }
      return {
        method: 'PUT',
        path: `/api/sessions/${sessions[s.session]!.id}/progress`,
        headers: { 'content-type': 'application/json', origin: baseUrl, cookie: s.listener.cookie },
        body: JSON.stringify({ position: s.listened, listened: s.listened }),
      };
    },
  };
}
