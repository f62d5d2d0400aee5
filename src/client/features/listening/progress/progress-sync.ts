import { api, request } from '#client/lib/api-client.ts';
import { createProgressQueue } from './progress-queue.ts';

function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    // Blocked storage (privacy settings): the queue keeps reports in memory instead.
    return null;
  }
}

/** The app's one queue of progress reports, delivered to `PUT /api/sessions/:id/progress`. */
export const progressQueue = createProgressQueue({
  storage: browserStorage(),
  retryDelayMs: 10_000,
  send: ({ sessionId, position, listened }, { keepalive }) =>
    request(
      api.sessions[':id'].progress.$put(
        { param: { id: sessionId }, json: { position, listened } },
        { init: { keepalive } },
      ),
    ),
});
