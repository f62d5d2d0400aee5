import { env } from '#client/lib/env.ts';

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

interface ErrorBody {
  error?: { code?: unknown; message?: unknown };
}

type JsonBody = Record<string, unknown> | unknown[];

interface RequestOptions extends Omit<RequestInit, 'body'> {
  body?: JsonBody;
}

const NETWORK_ERROR_MESSAGE = 'Unable to reach the server. Check your connection and try again.';

async function readJson(response: Response): Promise<unknown> {
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('application/json')) return undefined;
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

function toApiError(response: Response, body: unknown): ApiError {
  const error = (body as ErrorBody | undefined)?.error;
  const code = typeof error?.code === 'string' ? error.code : `http_${response.status}`;
  const message =
    typeof error?.message === 'string'
      ? error.message
      : response.statusText || `Request failed (${response.status})`;
  return new ApiError(code, message, response.status);
}

/** Calls the JSON API; resolves with the parsed body, or throws `ApiError` for any failure. */
export async function apiRequest<T>(
  path: string,
  { body, headers, ...init }: RequestOptions = {},
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`${env.apiBaseUrl}${path}`, {
      credentials: 'include',
      ...init,
      headers: {
        accept: 'application/json',
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...headers,
      },
      body: body ? JSON.stringify(body) : undefined,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError('network_error', NETWORK_ERROR_MESSAGE, 0);
  }

  const data = await readJson(response);
  if (!response.ok) throw toApiError(response, data);
  // A 2xx without JSON means something other than the API answered (e.g. a static host's HTML fallback).
  if (data === undefined && response.status !== 204) {
    throw new ApiError('invalid_response', 'The server sent an unexpected response.', response.status);
  }
  return data as T;
}

export const api = {
  get: <T>(path: string, init?: RequestOptions) => apiRequest<T>(path, { ...init, method: 'GET' }),
  post: <T>(path: string, body?: JsonBody, init?: RequestOptions) =>
    apiRequest<T>(path, { ...init, method: 'POST', body }),
  put: <T>(path: string, body?: JsonBody, init?: RequestOptions) =>
    apiRequest<T>(path, { ...init, method: 'PUT', body }),
  patch: <T>(path: string, body?: JsonBody, init?: RequestOptions) =>
    apiRequest<T>(path, { ...init, method: 'PATCH', body }),
  delete: <T>(path: string, init?: RequestOptions) => apiRequest<T>(path, { ...init, method: 'DELETE' }),
};
