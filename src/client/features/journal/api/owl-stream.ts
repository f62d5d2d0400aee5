import { ApiError, apiErrorFromBody, fetchApi, NETWORK_ERROR_MESSAGE } from '#client/lib/api-client.ts';
import { field, isBoolean, isObject, isString } from '#client/lib/json-fields.ts';
import type { OwlMessage } from '#shared/schemas/journal.ts';
import { createSseParser, type SseEvent } from './sse.ts';

const INVALID = 'The Owl sent an answer this page could not read.';

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** An `OwlMessage` read field by field; `undefined` when a field is missing or of the wrong type. */
export function readOwlMessage(data: unknown): OwlMessage | undefined {
  const id = field(data, 'id', isString);
  const role = field(data, 'role', (v): v is 'user' | 'owl' => v === 'user' || v === 'owl');
  const text = field(data, 'text', isString);
  const distress = field(data, 'distress', isBoolean);
  const createdAt = field(data, 'createdAt', isString);
  if (id === undefined || role === undefined || text === undefined) return undefined;
  if (distress === undefined || createdAt === undefined) return undefined;
  const raw = field(data, 'suggestion', isObject);
  const sessionId = field(raw, 'sessionId', isString);
  const title = field(raw, 'title', isString);
  const suggestion = sessionId !== undefined && title !== undefined ? { sessionId, title } : null;
  return { id, role, text, suggestion, distress, createdAt };
}

/**
 * Turns the Owl's event stream into calls: `onDelta` with each piece of the reply as it is written;
 * resolves with the stored message (`done`), rejects with the `error` event's ApiError, or with
 * `invalid_response` when the stream ends without either.
 */
export async function readOwlStream(
  body: ReadableStream<Uint8Array>,
  onDelta: (text: string) => void,
): Promise<OwlMessage> {
  // Set by the event handler; a holder object, so the compiler does not narrow it to its first value.
  const result: { outcome: { message: OwlMessage } | { error: ApiError } | null } = { outcome: null };
  const handle = ({ event, data }: SseEvent) => {
    if (result.outcome) return;
    const json = parseJson(data);
    if (event === 'delta') {
      const text = field(json, 'text', isString);
      if (text !== undefined) onDelta(text);
    } else if (event === 'done') {
      const message = readOwlMessage(json);
      result.outcome = message ? { message } : { error: new ApiError('invalid_response', INVALID, 200) };
    } else if (event === 'error') {
      result.outcome = { error: apiErrorFromBody(json, 200, 'The Owl could not answer. Please try again.') };
    }
  };
  const parser = createSseParser(handle);
  const decoder = new TextDecoder();
  const reader = body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      parser.push(decoder.decode(value, { stream: true }));
      if (result.outcome) break;
    }
    parser.push(decoder.decode());
    parser.end();
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError('network_error', NETWORK_ERROR_MESSAGE, 0);
  } finally {
    reader.releaseLock();
  }
  const final = result.outcome;
  if (final === null) throw new ApiError('invalid_response', INVALID, 200);
  if ('error' in final) throw final.error;
  return final.message;
}

/**
 * Asks the Owl: `POST /api/journal/entries/:id/owl` (about an entry; an empty message asks it to
 * reflect on the entry) or `POST /api/journal/owl`. The typed client cannot stream, so this goes
 * through `fetchApi`: the session cookie, and a refusal before the stream starts read like any other.
 */
export async function askOwl({
  entryId,
  message,
  onDelta,
  signal,
}: {
  entryId: string | null;
  message: string;
  onDelta: (text: string) => void;
  signal?: AbortSignal;
}): Promise<OwlMessage> {
  const path: `/${string}` = entryId ? `/journal/entries/${encodeURIComponent(entryId)}/owl` : '/journal/owl';
  const response = await fetchApi(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
    body: JSON.stringify({ message }),
    signal,
  });
  if (!(response.headers.get('content-type') ?? '').includes('text/event-stream') || !response.body) {
    throw new ApiError('invalid_response', INVALID, response.status);
  }
  return readOwlStream(response.body, onDelta);
}
