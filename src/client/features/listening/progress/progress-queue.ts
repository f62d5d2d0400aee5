import { ApiError, isRetryable } from '#client/lib/api-client.ts';
import type { ProgressResult, ProgressUpdate } from '#shared/schemas/listening.ts';

/** A report waiting to reach the server. The user id keeps one person's reports from another's session. */
export interface ProgressReport extends ProgressUpdate {
  userId: string;
  sessionId: string;
  sessionTitle: string;
}

export interface ProgressQueueOptions {
  send: (report: ProgressReport, options: { keepalive: boolean }) => Promise<ProgressResult>;
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
  /** How long to wait before trying again after a network or server failure. */
  retryDelayMs: number;
  /** Told of a report the server refused for good; it is dropped, not sent again. */
  onRefused: (report: ProgressReport, error: ApiError) => void;
}

type Listener = (report: ProgressReport, result: ProgressResult) => void;

export const PENDING_PROGRESS_KEY = 'founder-flow:pending-progress';

const keyOf = (report: Pick<ProgressReport, 'userId' | 'sessionId'>) =>
  `${report.userId}:${report.sessionId}`;

/**
 * The reports waiting to be delivered, by session, in storage so they outlive the page. Kept in
 * memory too, so a browser without storage still queues for as long as the page lives.
 */
function pendingStore(storage: ProgressQueueOptions['storage']) {
  let memory: Record<string, ProgressReport> = {};

  function read(): Record<string, ProgressReport> {
    if (!storage) return memory;
    try {
      const parsed: unknown = JSON.parse(storage.getItem(PENDING_PROGRESS_KEY) ?? '{}');
      return parsed && typeof parsed === 'object' ? (parsed as Record<string, ProgressReport>) : {};
    } catch {
      return memory;
    }
  }

  function write(pending: Record<string, ProgressReport>) {
    memory = pending;
    if (!storage) return;
    try {
      if (Object.keys(pending).length === 0) storage.removeItem(PENDING_PROGRESS_KEY);
      else storage.setItem(PENDING_PROGRESS_KEY, JSON.stringify(pending));
    } catch {
      // Storage full or blocked: the in-memory copy still carries the report while the page lives.
    }
  }

  return { read, write };
}

/**
 * Progress reports survive the network. Every report is first written to storage, then sent; it
 * leaves storage only once the server has it. Reports are running totals, so for each session only
 * the newest one matters: a queued report is merged (largest total, latest position), and a report
 * sent twice counts once on the server. Nothing is lost, nothing counted twice.
 */
export function createProgressQueue({ send, storage, retryDelayMs, onRefused }: ProgressQueueOptions) {
  const { read, write } = pendingStore(storage);
  const inFlight = new Set<string>();
  const sendAgain = new Set<string>();
  const listeners = new Set<Listener>();
  let retryTimer: ReturnType<typeof setTimeout> | undefined;

  function scheduleRetry(userId: string) {
    if (retryTimer !== undefined) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      flush(userId);
    }, retryDelayMs);
  }

  function deliver(key: string, keepalive: boolean) {
    const report = read()[key];
    if (!report) return;
    if (inFlight.has(key)) {
      sendAgain.add(key);
      return;
    }
    inFlight.add(key);
    // `send` is called synchronously, so a `pagehide` report starts its keepalive request in time.
    send(report, { keepalive })
      .then((result) => {
        settle(key, report);
        for (const listener of listeners) listener(report, result);
      })
      .catch((error: unknown) => {
        if (error instanceof ApiError && !isRetryable(error)) {
          settle(key, report);
          onRefused(report, error);
        } else scheduleRetry(report.userId);
      })
      .finally(() => {
        inFlight.delete(key);
        if (sendAgain.delete(key)) deliver(key, false);
      });
  }

  /** Removes the report once delivered, unless a newer one arrived for the same session meanwhile. */
  function settle(key: string, delivered: ProgressReport) {
    const pending = read();
    const current = pending[key];
    if (current && current.listened <= delivered.listened && current.position === delivered.position) {
      delete pending[key];
      write(pending);
    }
  }

  function report(next: ProgressReport, { keepalive = false } = {}) {
    const pending = read();
    const key = keyOf(next);
    const queued = pending[key];
    pending[key] = queued ? { ...next, listened: Math.max(queued.listened, next.listened) } : next;
    write(pending);
    deliver(key, keepalive);
  }

  /** Sends everything this user has waiting (on start, when the network returns, on retry). */
  function flush(userId: string) {
    for (const [key, pending] of Object.entries(read())) {
      if (pending.userId === userId) deliver(key, false);
    }
  }

  return {
    report,
    flush,
    pending: (userId: string) => Object.values(read()).filter((pending) => pending.userId === userId),
    onResult(listener: Listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type ProgressQueue = ReturnType<typeof createProgressQueue>;
