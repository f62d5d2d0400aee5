import { and, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { jobs } from '#server/db/schema/index.ts';
import type { Logger } from '#server/logger.ts';
import { firstRowOr } from '#server/errors.ts';

/**
 * Durable background jobs in the database (an equivalent of pg-boss that runs on PGlite
 * and PostgreSQL alike). A job is claimed by one worker with `FOR UPDATE SKIP LOCKED`, so several
 * instances share one queue; a claim lasts `CLAIM_MS`, after which a job whose worker died is due
 * again. A failed attempt is retried later (backoff) until `maxAttempts`, then the handler's
 * `failed` hook runs once, so the owner of the work can say so (e.g. an entry's transcript status).
 */
export type JobHandler = {
  run(payload: Record<string, unknown>): Promise<void>;
  /** After the last attempt failed. */
  failed?(payload: Record<string, unknown>, error: unknown): Promise<void>;
};
export type JobHandlers = Readonly<Record<string, JobHandler>>;

const CLAIM_MS = 5 * 60_000;
/** Seconds before the next attempt: 5 s, 30 s, 3 min, … */
const retryDelaySeconds = (attempt: number) => 5 * 6 ** (attempt - 1);

export async function enqueueJob(
  db: Database,
  queue: string,
  payload: Record<string, unknown>,
  { maxAttempts = 3 }: { maxAttempts?: number } = {},
): Promise<string> {
  const row = firstRowOr(
    await db.insert(jobs).values({ queue, payload, maxAttempts }).returning({ id: jobs.id }),
  );
  return row.id;
}

async function claimNext(db: Database, queues: string[]) {
  const due = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        inArray(jobs.queue, queues),
        or(
          and(eq(jobs.status, 'queued'), lte(jobs.runAt, sql`now()`)),
          and(eq(jobs.status, 'running'), lt(jobs.lockedUntil, sql`now()`)),
        ),
      ),
    )
    .orderBy(jobs.runAt)
    .limit(1)
    .for('update', { skipLocked: true });
  const [job] = await db
    .update(jobs)
    .set({
      status: 'running',
      attempts: sql`${jobs.attempts} + 1`,
      lockedUntil: sql`now() + make_interval(secs => ${CLAIM_MS / 1000})`,
    })
    .where(inArray(jobs.id, due))
    .returning();
  return job;
}

/** The error's message, short, for `last_error` (never the payload: it may name private content). */
const describe = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500);

/** Runs the jobs due now, one after another, until none is due or `limit` ran; answers how many ran. */
export async function runDueJobs(
  db: Database,
  handlers: JobHandlers,
  logger: Logger,
  { limit = 10 }: { limit?: number } = {},
): Promise<number> {
  let ran = 0;
  while (ran < limit) {
    const job = await claimNext(db, Object.keys(handlers));
    if (!job) break;
    ran += 1;
    const handler = handlers[job.queue]!;
    try {
      await handler.run(job.payload);
      await db
        .update(jobs)
        .set({ status: 'done', finishedAt: sql`now()`, lockedUntil: null, lastError: null })
        .where(eq(jobs.id, job.id));
    } catch (error) {
      const last = job.attempts >= job.maxAttempts;
      logger.warn({ job: job.id, queue: job.queue, attempt: job.attempts, last }, 'job attempt failed');
      await db
        .update(jobs)
        .set(
          last
            ? { status: 'failed', finishedAt: sql`now()`, lockedUntil: null, lastError: describe(error) }
            : {
                status: 'queued',
                lockedUntil: null,
                lastError: describe(error),
                runAt: sql`now() + make_interval(secs => ${retryDelaySeconds(job.attempts)})`,
              },
        )
        .where(eq(jobs.id, job.id));
      if (last) await handler.failed?.(job.payload, error).catch(() => undefined);
    }
  }
  return ran;
}

/**
 * Polls for due jobs every `intervalMs` until stopped. `stop()` waits for the job in hand, so a
 * shutdown never leaves one half done (a job cut short by a crash is retried after its claim ends).
 */
export function startJobWorker(
  db: Database,
  handlers: JobHandlers,
  logger: Logger,
  { intervalMs = 1000 }: { intervalMs?: number } = {},
) {
  let stopped = false;
  let current: Promise<unknown> = Promise.resolve();
  const tick = async () => {
    if (stopped) return;
    current = runDueJobs(db, handlers, logger).catch((error: unknown) =>
      logger.warn({ err: describe(error) }, 'job worker could not poll'),
    );
    await current;
    if (!stopped) timer = setTimeout(() => void tick(), intervalMs);
  };
  let timer = setTimeout(() => void tick(), intervalMs);
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await current;
    },
  };
}
