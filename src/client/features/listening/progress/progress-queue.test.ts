// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '#client/lib/api-client.ts';
import { createProgressQueue, PENDING_PROGRESS_KEY, type ProgressReport } from './progress-queue.ts';
import type { ProgressResult } from '#shared/schemas/listening.ts';
import { defined } from '#shared/testing/defined.ts';

const report = (overrides: Partial<ProgressReport> = {}): ProgressReport => ({
  userId: 'u1',
  sessionId: 's1',
  sessionTitle: 'Three Small Good Things',
  position: 12,
  listened: 12,
  ...overrides,
});
const ok: ProgressResult = { durationListened: 12, completed: false, justCompleted: false };
const offline = () => new ApiError('network_error', 'Unable to reach the server.', 0);

/** A send whose answers the test releases one by one, like a slow network. */
function controlledSend() {
  const calls: {
    report: ProgressReport;
    keepalive: boolean;
    resolve: (r: ProgressResult) => void;
    reject: (e: unknown) => void;
  }[] = [];
  const send = vi.fn(
    (sent: ProgressReport, { keepalive }: { keepalive: boolean }) =>
      new Promise<ProgressResult>((resolve, reject) =>
        calls.push({ report: sent, keepalive, resolve, reject }),
      ),
  );
  const call = (i: number) => defined(calls[i], `send #${i + 1}`);
  return { send, calls, call };
}

/** What the queue keeps in storage: the reports by user and session. */
const stored = (): Record<string, ProgressReport> =>
  JSON.parse(localStorage.getItem(PENDING_PROGRESS_KEY) ?? '{}');

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

describe('progress queue', () => {
  it('keeps a report in storage until the server has it', async () => {
    const { send, calls, call } = controlledSend();
    const queue = createProgressQueue({
      send,
      storage: localStorage,
      retryDelayMs: 10_000,
      onRefused: vi.fn(),
    });
    const heard = vi.fn();
    queue.onResult(heard);

    queue.report(report(), { keepalive: true });
    expect(Object.keys(stored())).toEqual(['u1:s1']);
    expect(calls[0]).toMatchObject({ report: report(), keepalive: true });

    call(0).resolve(ok);
    await vi.runAllTimersAsync();
    expect(localStorage.getItem(PENDING_PROGRESS_KEY)).toBeNull();
    expect(heard).toHaveBeenCalledWith(report(), ok);
  });

  it('waits out a network failure and retries with the newest totals, merged', async () => {
    const { send, call } = controlledSend();
    const queue = createProgressQueue({
      send,
      storage: localStorage,
      retryDelayMs: 10_000,
      onRefused: vi.fn(),
    });

    queue.report(report({ listened: 20, position: 20 }));
    call(0).reject(offline());
    await vi.advanceTimersByTimeAsync(0);
    // A reordered, older report cannot lower the total; the position is the latest one.
    queue.report(report({ listened: 15, position: 5 }));
    call(1).reject(offline());
    await vi.advanceTimersByTimeAsync(0);
    expect(stored()['u1:s1']).toMatchObject({ listened: 20, position: 5 });

    await vi.advanceTimersByTimeAsync(10_000);
    expect(call(2).report).toMatchObject({ listened: 20, position: 5 });
    call(2).resolve(ok);
    await vi.advanceTimersByTimeAsync(0);
    expect(queue.pending('u1')).toEqual([]);
  });

  it('sends a report that arrives during a request once that request is done', async () => {
    const { send, call } = controlledSend();
    const queue = createProgressQueue({
      send,
      storage: localStorage,
      retryDelayMs: 10_000,
      onRefused: vi.fn(),
    });

    queue.report(report({ listened: 10 }));
    queue.report(report({ listened: 20 }));
    expect(send).toHaveBeenCalledTimes(1);
    call(0).resolve(ok);
    await vi.advanceTimersByTimeAsync(0);
    // The newer report was not thrown away by the older one's success.
    expect(call(1).report.listened).toBe(20);
    call(1).resolve(ok);
    await vi.advanceTimersByTimeAsync(0);
    expect(queue.pending('u1')).toEqual([]);
  });
  it.each([
    [401, 'unauthorized'],
    [403, 'forbidden'],
    [404, 'session_not_found'],
    [409, 'conflict'],
    [413, 'payload_too_large'],
    [415, 'unsupported_media'],
    [422, 'validation_failed'],
  ])('drops a report refused with %i, says so, and never sends it again', async (status, code) => {
    const { send, call } = controlledSend();
    const onRefused = vi.fn();
    const queue = createProgressQueue({ send, storage: localStorage, retryDelayMs: 10_000, onRefused });

    queue.report(report());
    const refusal = new ApiError(code, 'Refused', status);
    call(0).reject(refusal);
    await vi.advanceTimersByTimeAsync(0);
    expect(queue.pending('u1')).toEqual([]);
    expect(onRefused).toHaveBeenCalledExactlyOnceWith(report(), refusal);

    await vi.advanceTimersByTimeAsync(60_000);
    queue.flush('u1');
    expect(send).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['a network failure', offline()],
    ['a 503', new ApiError('unavailable', 'Try again later', 503)],
    ['a rate limit', new ApiError('rate_limited', 'Slow down', 429)],
  ])('keeps a report after %s and sends it again', async (_, failure) => {
    const { send, call } = controlledSend();
    const onRefused = vi.fn();
    const queue = createProgressQueue({ send, storage: localStorage, retryDelayMs: 10_000, onRefused });

    queue.report(report());
    call(0).reject(failure);
    await vi.advanceTimersByTimeAsync(0);
    expect(queue.pending('u1')).toHaveLength(1);
    expect(onRefused).not.toHaveBeenCalled();

    await vi.advanceTimersByTimeAsync(10_000);
    expect(send).toHaveBeenCalledTimes(2);
    call(1).resolve(ok);
    await vi.advanceTimersByTimeAsync(0);
    expect(queue.pending('u1')).toEqual([]);
  });
  it("flushes only the signed-in user's reports", async () => {
    localStorage.setItem(
      PENDING_PROGRESS_KEY,
      JSON.stringify({ 'u1:s1': report(), 'u2:s1': report({ userId: 'u2' }) }),
    );
    const { send, calls, call } = controlledSend();
    const queue = createProgressQueue({
      send,
      storage: localStorage,
      retryDelayMs: 10_000,
      onRefused: vi.fn(),
    });

    queue.flush('u1');
    expect(calls.map((sent) => sent.report.userId)).toEqual(['u1']);
    call(0).resolve(ok);
    await vi.advanceTimersByTimeAsync(0);
    expect(Object.keys(stored())).toEqual(['u2:s1']);
  });

  it('still queues in memory when storage is unavailable', async () => {
    const { send, call } = controlledSend();
    const queue = createProgressQueue({ send, storage: null, retryDelayMs: 10_000, onRefused: vi.fn() });
    queue.report(report());
    call(0).reject(offline());
    await vi.advanceTimersByTimeAsync(0);
    expect(queue.pending('u1')).toHaveLength(1);
  });
});
