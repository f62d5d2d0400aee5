import { hc, type ClientResponse } from 'hono/client';
import type { SuccessStatusCode } from 'hono/utils/http-status';
import type { ApiType } from '#server/api.ts';
import { env } from '#client/lib/env.ts';
import { field, isObject, isString } from '#client/lib/json-fields.ts';
import { networkStatus } from '#client/lib/network-status.ts';

/** A failed API call, carrying the server's error contract `{ error: { code, message } }`. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly code: string,
    message: string,
    readonly status: number,
    /** On 429, how long the server asked to wait (its Retry-After header), when it said. */
    readonly retryAfterSeconds?: number,
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

/**
 * An error from what the server said: the error contract's `{ error: { code, message } }`, or the
 * bare `{ code, message }` that Better Auth answers with and that an event stream's `error` event
 * carries. A missing code reads `http_<status>`; a missing message reads `fallbackMessage`.
 */
export function apiErrorFromBody(
  body: unknown,
  status: number,
  fallbackMessage: string,
  retryAfterSeconds?: number,
): ApiError {
  const error = field(body, 'error', isObject) ?? body;
  return new ApiError(
    field(error, 'code', isString) ?? `http_${status}`,
    field(error, 'message', isString) ?? fallbackMessage,
    status,
    retryAfterSeconds,
  );
}

/** What a failed answer exposes: a `Response`, or the typed client's. */
type FailedAnswer = Pick<Response, 'status' | 'statusText' | 'headers' | 'text'>;

/**
 * The one reading of a failed answer into an `ApiError`, whatever answered: the API's JSON error, a
 * proxy's HTML 502 page, or nothing at all. Without a message of the server's, it is the status
 * text, `Request failed (<status>)` when there is none, or the caller's `fallbackMessage`.
 */
export async function apiErrorFrom(
  response: FailedAnswer,
  fallbackMessage?: (status: number) => string,
): Promise<ApiError> {
  const text = await response.text().catch(() => '');
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  const retryAfter = Number(response.headers.get('retry-after'));
  return apiErrorFromBody(
    body,
    response.status,
    fallbackMessage?.(response.status) ?? (response.statusText || `Request failed (${response.status})`),
    Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined,
  );
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
  if (!response.ok) throw await apiErrorFrom(response);
  const body = await readJson(response);
  if (body === undefined) {
    throw new ApiError('invalid_response', 'The server sent an unexpected response.', response.status);
  }
  return body;
}

/** How a caller words a failure the server gave no message for. */
type FailureWording = { fallbackMessage?: (status: number) => string };

/**
 * A request the typed client cannot make (a file sent or fetched, an event stream, Better Auth's
 * endpoints): `path` under `/api`, with the session cookie. Resolves with a successful answer, or
 * throws the `ApiError` for an error answer (`apiErrorFrom`) or a dropped connection.
 */
export async function fetchApi(
  path: `/${string}`,
  init: RequestInit = {},
  { fallbackMessage }: FailureWording = {},
): Promise<Response> {
  const response = await fetchWithCookies(`${env.apiBaseUrl}/api${path}`, init);
  if (!response.ok) throw await apiErrorFrom(response, fallbackMessage);
  return response;
}

/**
 * Sends a file as the raw body (a recording, a picture): the typed client only sends JSON. Same
 * cookies and error contract as `request`; the answer is not read, callers fetch what changed.
 */
export async function uploadFile(
  path: `/${string}`,
  file: Blob,
  method: 'POST' | 'PUT',
  contentType = file.type || 'application/octet-stream',
): Promise<void> {
  await fetchApi(path, { method, headers: { 'content-type': contentType }, body: file });
}

/**
 * Fetches a file and hands it to the browser's downloads as `fileName`. Fetched rather than linked,
 * so that a refusal reaches the page as an `ApiError` it can answer (an upsell, a message) instead
 * of a JSON file saved to the person's downloads.
 */
export async function downloadBlob(
  path: `/${string}`,
  fileName: string,
  wording: FailureWording = {},
): Promise<void> {
  const response = await fetchApi(path, {}, wording);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file by the next task; the object URL is not needed after.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
