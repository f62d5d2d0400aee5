import { IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { DEFAULT_BODY_LIMIT } from './body-limit.ts';

/**
 * A body declared at most this long is read to its end after an answer sent before it was read, so
 * the connection stays open for the client's next request. A longer or undeclared (chunked) one is
 * answered with `Connection: close`: reading megabytes nobody wants costs more than a new connection.
 */
export const DRAINED_BODY_MAX_BYTES = 4 * 1024 * 1024;
/**
 * After such an answer the rest of the body is read and thrown away, so the client can finish
 * sending and read the answer (closing with unread bytes makes the kernel reset the connection,
 * which can destroy an answer the client has not read yet). A client that keeps sending past these
 * bounds has its connection closed.
 */
const DISCARD_MAX_MS = 30_000;
const DISCARD_MAX_BYTES = 64 * 1024 * 1024;

type ServeOptions = Pick<Parameters<typeof serve>[0], 'fetch' | 'port' | 'hostname'>;

/**
 * The app on Node's HTTP server, answering refusals made before the body was read (404 for another
 * user's entry, 401 for a lapsed session, 413, 415) so that the client can read them. This replaces
 * the adapter's own clean-up, which stalled (the app's unread body stream pauses the request again
 * at each chunk) and after half a second closed a connection it had announced as kept alive.
 */
export function serveApp(options: ServeOptions, onListening?: (info: AddressInfo) => void): ServerType {
  const { fetch } = options;
  const server = serve(
    {
      ...options,
      fetch: (request, bindings) => {
        const { incoming } = bindings;
        return incoming instanceof IncomingMessage && isSmallDeclaredBody(request, incoming)
          ? readWhole(incoming).then((bytes) => fetch(withBodyRead(request, incoming, bytes), bindings))
          : fetch(withBodyKeptOnCancel(request), bindings);
      },
      autoCleanupIncoming: false,
    },
    onListening,
  );
  server.prependListener('request', answerBeforeTheBody);
  return server;
}

/**
 * A body declared no longer than the smallest limit any route has (so reading it whole never reads
 * more than a route allows): the JSON of nearly every write. Such a body fits the socket's buffers,
 * so the client has sent it whole by the time any answer could be written, and reading it first
 * changes nothing for early answers.
 */
function isSmallDeclaredBody(request: Request, incoming: IncomingMessage): boolean {
  if (request.method === 'GET' || request.method === 'HEAD') return false;
  const declared = incoming.headers['content-length'];
  return (
    declared !== undefined &&
    incoming.headers['transfer-encoding'] === undefined &&
    Number(declared) <= DEFAULT_BODY_LIMIT
  );
}

function readWhole(incoming: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.once('end', () => resolve(chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks)));
    incoming.once('error', reject);
    incoming.once('close', () => {
      if (!incoming.complete) reject(new Error('The client went away while sending the body'));
    });
  });
}

/**
 * The request with its body already read: the text, JSON and bytes come from memory, and only a
 * reader of the stream itself (rare: Better Auth's clone) makes the adapter build the fetch Request,
 * over the same bytes (`rawBody`). Building that Request and piping the body through two web
 * streams was a fifth of a progress save's CPU (scripts/bench/profile.ts).
 */
function withBodyRead(request: Request, incoming: IncomingMessage, bytes: Buffer): Request {
  Object.assign(incoming, { rawBody: bytes });
  const text = () => Promise.resolve(new TextDecoder().decode(bytes));
  const own = (value: unknown) => ({ value, configurable: true });
  Object.defineProperties(request, {
    text: own(text),
    json: own(() => text().then((body) => JSON.parse(body) as unknown)),
    arrayBuffer: own(() =>
      Promise.resolve(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength)),
    ),
  });
  return request;
}

/**
 * The request with a body the app may stop reading early (a refused upload, a failed copy): on
 * cancel it is left unread instead of destroying Node's request, which would take the connection
 * with it before the answer is written. The rest is discarded once the answer is sent.
 */
function withBodyKeptOnCancel(request: Request): Request {
  // Asked first: the adapter builds the full Request only when something reads more than this.
  if (request.method === 'GET' || request.method === 'HEAD' || !request.body) return request;
  const reader = request.body.getReader();
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const { done, value } = await reader.read();
      if (done) controller.close();
      else controller.enqueue(value);
    },
  });
  return new Request(request, { body, duplex: 'half' } as RequestInit);
}

function answerBeforeTheBody(request: IncomingMessage, response: ServerResponse) {
  const writeHead = response.writeHead;
  // Headers are decided as they are written: only then is it known whether the body was read.
  response.writeHead = function (this: ServerResponse, ...args: Parameters<typeof writeHead>) {
    if (!request.complete && !isDrainable(request)) this.setHeader('Connection', 'close');
    return writeHead.apply(this, args);
  } as typeof writeHead;
  response.once('finish', () => {
    // Still arriving, or arrived and left in the stream's buffer (which stops reading the socket).
    if (!request.complete || request.readableLength > 0) discardRest(request);
  });
}

/** What may still be on its way is bounded: the declared length (none for a request without a body). */
function isDrainable(request: IncomingMessage): boolean {
  return (
    request.headers['transfer-encoding'] === undefined &&
    Number(request.headers['content-length'] ?? 0) <= DRAINED_BODY_MAX_BYTES
  );
}

function discardRest(request: IncomingMessage) {
  const socket = request.socket;
  const timer = setTimeout(() => socket.destroy(), DISCARD_MAX_MS).unref();
  request.once('close', () => clearTimeout(timer));
  // As Node does with a body nobody read: the app's reader, which has stopped reading, would pause
  // the stream again at every chunk.
  request.removeAllListeners('data');
  let discarded = 0;
  request.on('data', (chunk: Buffer) => {
    discarded += chunk.length;
    if (discarded > DISCARD_MAX_BYTES) socket.destroy();
  });
  request.resume();
}
