// @vitest-environment happy-dom
import { QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '#client/lib/api-client.ts';
import { cachePolicy, createQueryClient, retryUnlessRefused } from '#client/lib/query-client.ts';

const refused = (status: number) => new ApiError('refused', 'Refused', status);

describe('the retry policy', () => {
  it('never retries a 4xx answer, and retries network failures and 5xx up to the allowance', () => {
    const retry = retryUnlessRefused(1);
    for (const status of [400, 401, 403, 404, 409, 422, 429]) expect(retry(0, refused(status))).toBe(false);
    expect(retry(0, refused(503))).toBe(true);
    expect(retry(0, new ApiError('network_error', 'Offline', 0))).toBe(true);
    expect(retry(0, new Error('boom'))).toBe(true);
    expect(retry(1, refused(503))).toBe(false);
    expect(retryUnlessRefused(3)(2, refused(500))).toBe(true);
  });

  it('asks once for a missing page, so not-found shows at once', async () => {
    const client = createQueryClient();
    const queryFn = vi.fn(() => Promise.reject(refused(404)));
    await expect(client.fetchQuery({ queryKey: ['missing'], queryFn, retryDelay: 0 })).rejects.toThrow();
    expect(queryFn).toHaveBeenCalledTimes(1);

    const flaky = vi.fn(() => Promise.reject(refused(503)));
    await expect(client.fetchQuery({ queryKey: ['flaky'], queryFn: flaky, retryDelay: 0 })).rejects.toThrow();
    expect(flaky).toHaveBeenCalledTimes(2);
  });
});

describe('focus', () => {
  afterEach(() => vi.restoreAllMocks());

  it('refetches the queries that opt in when the window regains focus, as well as on visibility', async () => {
    const client = createQueryClient();
    client.mount(); // as QueryClientProvider does
    const plan = vi.fn(() => Promise.resolve({ subscribed: false }));
    const other = vi.fn(() => Promise.resolve('static'));
    const observers = [
      new QueryObserver(client, { queryKey: ['plan'], queryFn: plan, ...cachePolicy.subscription }),
      new QueryObserver(client, { queryKey: ['other'], queryFn: other }),
    ];
    const unsubscribe = observers.map((observer) => observer.subscribe(() => {}));
    await vi.waitFor(() => expect(plan).toHaveBeenCalledTimes(1));

    window.dispatchEvent(new Event('focus'));
    await vi.waitFor(() => expect(plan).toHaveBeenCalledTimes(2));
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    await vi.waitFor(() => expect(plan).toHaveBeenCalledTimes(3));
    expect(other).toHaveBeenCalledTimes(1);
    for (const stop of unsubscribe) stop();
    client.unmount();
  });
});
