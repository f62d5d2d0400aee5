import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  apiErrorFrom,
  fetchApi,
  isRetryable,
  NETWORK_ERROR_MESSAGE,
} from '#client/lib/api-client.ts';

const json = (body: unknown, status: number, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });

describe('apiErrorFrom: the one reading of a failed answer', () => {
  it("reads the error contract's code and message", async () => {
    const error = await apiErrorFrom(
      json({ error: { code: 'premium_required', message: 'Go premium.' } }, 403),
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'premium_required', message: 'Go premium.', status: 403 });
    expect(isRetryable(error)).toBe(false);
  });

  it("reads Better Auth's bare { code, message } and the wait of a 429", async () => {
    const error = await apiErrorFrom(json({ message: 'Too many requests.' }, 429, { 'retry-after': '42' }));
    expect(error).toMatchObject({ code: 'http_429', message: 'Too many requests.', retryAfterSeconds: 42 });
  });

  it("reads a proxy's HTML 502 page as the status, never as its markup", async () => {
    const page = new Response('<html><body><h1>502 Bad Gateway</h1></body></html>', {
      status: 502,
      statusText: 'Bad Gateway',
      headers: { 'content-type': 'text/html' },
    });
    const error = await apiErrorFrom(page);
    expect(error).toMatchObject({ code: 'http_502', message: 'Bad Gateway', status: 502 });
    expect(isRetryable(error)).toBe(true);
  });

  it('reads an empty answer as its status, in the words the caller chose when there are any', async () => {
    expect(await apiErrorFrom(new Response(null, { status: 500 }))).toMatchObject({
      code: 'http_500',
      message: 'Request failed (500)',
    });
    const worded = await apiErrorFrom(new Response('', { status: 404 }), (status) => `Not made (${status}).`);
    expect(worded).toMatchObject({ code: 'http_404', message: 'Not made (404).', status: 404 });
  });
});

describe('fetchApi', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('turns a request that got no answer into a network_error, which is retried', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    const failure = await fetchApi('/me').catch((error: unknown) => error);
    expect(failure).toMatchObject({ code: 'network_error', message: NETWORK_ERROR_MESSAGE, status: 0 });
    expect(isRetryable(failure)).toBe(true);
  });

  it('throws the ApiError of an error answer and resolves with a success', async () => {
    vi.stubGlobal('fetch', () =>
      Promise.resolve(json({ error: { code: 'not_found', message: 'Gone.' } }, 404)),
    );
    await expect(fetchApi('/sessions/x')).rejects.toMatchObject({ code: 'not_found', status: 404 });
    vi.stubGlobal('fetch', () => Promise.resolve(json({ ok: true }, 200)));
    await expect((await fetchApi('/sessions/x')).json()).resolves.toEqual({ ok: true });
  });
});
