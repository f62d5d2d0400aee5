import { hc, type ClientResponse } from 'hono/client';
import type { SuccessStatusCode } from 'hono/utils/http-status';
import type { ApiType } from '#server/api.ts';
import { env } from '#client/lib/env.ts';
import { networkStatus } from '#client/lib/network-status.ts';

/** A failed API call, carrying the server's error contract `{ error: { code, message } }`. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly code: string,
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/**
 * Whether sending the same request again later may succeed: it got no answer (offline, a dropped
 * connection), the server failed (5xx), or the server asked for later (408, 429). Any other 4xx
 * (401, 403, 404, 409, 413, 415, 422 …) is its final word on that request: a queue stops sending it
 * and tells the person. Every queue that sends on its own decides with this.
 */
export function isRetryable(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  return error.status === 0 || error.status >= 500 || error.status === 408 || error.status === 429;
}

/** Said for any request that never reached the server (offline, DNS, a dropped connection). */
export const NETWORK_ERROR_MESSAGE = 'Unable to reach the server. Check your connection and try again.';

/** Sends the session cookie and turns a dropped connection into an `ApiError` the UI can show. */
async function fetchWithCookies(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  try {
    const response = await fetch(input, { ...init, credentials: 'include' });
    networkStatus.answered();
    return response;
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    networkStatus.failed();
    throw new ApiError('network_error', NETWORK_ERROR_MESSAGE, 0);
  }
}

/**
 * The JSON API, typed from the server's route definitions (`ApiType`: the routes' zod schemas in
 * src/shared). Paths, parameters, bodies and answers are checked by the compiler; call it through
 * `request`, which resolves with the success body or throws `ApiError`.
 */
export const api = hc<ApiType>(`${env.apiBaseUrl}/api`, { fetch: fetchWithCookies });

/** What a typed call resolves with: the JSON of its success answers. */
type SuccessBody<R> =
  R extends ClientResponse<infer T, infer S, 'json'> ? (S extends SuccessStatusCode ? T : never) : never;

type AnyResponse = ClientResponse<unknown, number, 'json'>;

/** The body when the answer is JSON; undefined when something else answered (e.g. a static host's HTML). */
async function readJson(response: AnyResponse): Promise<unknown> {
  if (!(response.headers.get('content-type') ?? '').includes('application/json')) return undefined;
  return response.json().catch(() => undefined);
}

function errorFrom(response: Pick<Response, 'status' | 'statusText'>, body: unknown): ApiError {
  const error = typeof body === 'object' && body !== null && 'error' in body ? body.error : undefined;
  const isObject = typeof error === 'object' && error !== null;
  const code =
    isObject && 'code' in error && typeof error.code === 'string' ? error.code : `http_${response.status}`;
  const message =
    isObject && 'message' in error && typeof error.message === 'string'
      ? error.message
      : response.statusText || `Request failed (${response.status})`;
  return new ApiError(code, message, response.status);
}

/**
 * Awaits a typed call: the success body, or an `ApiError` for an error answer, a non-JSON answer or
 * a dropped connection. The body's type is the route's declared success schema; the server holds
 * every answer to that schema in its API tests (src/server/http/response-contract.ts), which is what
 * makes trusting it here sound.
 */
export async function request<R extends AnyResponse>(call: Promise<R>): Promise<SuccessBody<R>>;
export async function request(call: Promise<AnyResponse>): Promise<unknown> {
  const response = await call;
  const body = await readJson(response);
  if (!response.ok) throw errorFrom(response, body);
  if (body === undefined) {
    throw new ApiError('invalid_response', 'The server sent an unexpected response.', response.status);
  }
  return body;
}

/**
 * Sends a file as the raw body (a recording, a picture): the typed client only sends JSON. Same
 * cookies and error contract as `request`; the answer is not read, callers fetch what changed.
 */
export async function uploadFile(
  path: `/${string}`,
  file: Blob,
  method: 'POST' | 'PUT',
  contentType: string,
) {
  const response = await fetchWithCookies(`${env.apiBaseUrl}/api${path}`, {
    method,
    headers: { 'content-type': contentType },
    body: file,
  });
  if (!response.ok) throw errorFrom(response, await response.json().catch(() => undefined));
}
