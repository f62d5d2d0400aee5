import type { FreeSession, Listener } from './listeners.ts';
import { progressReports, type LoadPlan, type PlannedRequest } from './progress-load.ts';

/** Words the search requests rotate through (all found in the seed's titles or descriptions). */
const SEARCH_WORDS = ['focus', 'sleep', 'fundraising', 'hiring', 'calm', 'investor'];

/** The request kinds of the mixed scenario, taken in turn, so each is one sixth of the load. */
export const MIXED_KINDS = ['catalogue', 'detail', 'play', 'progress', 'profile', 'search'] as const;

/**
 * The mixed scenario: what a crowd of signed-in listeners does at once: browse the catalogue,
 * open a session, press Listen, report progress, look at their profile and search. Listeners take
 * turns; the progress reports are the progress scenario's own (credited in full, see listeners.ts).
 */
export function mixedRequests(baseUrl: string, listeners: Listener[], sessions: FreeSession[]): LoadPlan {
  const progress = progressReports(baseUrl, listeners, sessions);
  let turn = 0;
  return {
    next(): PlannedRequest {
      const n = turn++;
      const kind = MIXED_KINDS[n % MIXED_KINDS.length]!;
      if (kind === 'progress') return progress.next();
      const listener = listeners[n % listeners.length]!;
      const session = sessions[n % sessions.length]!;
      const headers = { origin: baseUrl, cookie: listener.cookie };
      switch (kind) {
        case 'catalogue':
          return { method: 'GET', path: '/api/sessions?limit=20', headers };
        case 'detail':
          return { method: 'GET', path: `/api/sessions/${session.id}`, headers };
        case 'play':
          return {
            method: 'POST',
            path: `/api/sessions/${session.id}/play`,
            headers: { ...headers, 'content-type': 'application/json' },
            body: '{}',
          };
        case 'profile':
          return { method: 'GET', path: '/api/me/profile', headers };
        case 'search': {
          const word = SEARCH_WORDS[Math.floor(n / MIXED_KINDS.length) % SEARCH_WORDS.length]!;
          return { method: 'GET', path: `/api/sessions?q=${word}&limit=20`, headers };
        }
      }
    },
  };
}
