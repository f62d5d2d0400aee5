import type { AppDeps } from '#server/deps.ts';
import { TRANSCRIBE_QUEUE, transcriptionJob } from '#server/modules/journal/index.ts';
import { REMINDER_QUEUE, reminderJob } from '#server/modules/progress/index.ts';
import type { JobHandlers } from './job-queue.ts';

/** Every queue the server's worker serves, with its handler. */
export function jobHandlers(deps: AppDeps): JobHandlers {
  return { [TRANSCRIBE_QUEUE]: transcriptionJob(deps), [REMINDER_QUEUE]: reminderJob(deps) };
}
