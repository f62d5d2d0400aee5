import { api, request } from '#client/lib/api-client.ts';
import { notify } from '#client/lib/notify.ts';
import { describeApiError } from '#shared/errors.ts';
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
  // One toast however many reports are refused in a row (a session that ended refuses each of them).
  onRefused: (report, error) =>
    void notify('error', `Listening progress on “${report.sessionTitle}” was not saved`, {
      id: 'progress-refused',
      description: describeApiError(error.code, error.message).message,
    }),
  send: ({ sessionId, position, listened }, { keepalive }) =>
    request(
      api.sessions[':id'].progress.$put(
        { param: { id: sessionId }, json: { position, listened } },
        { init: { keepalive } },
      ),
    ),
});
