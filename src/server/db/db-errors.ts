import type { Context } from 'hono';
import { errorBody } from '#server/http/errors.ts';
import type { Logger } from '#server/logger.ts';
import { fieldOf } from '#server/lib/records.ts';

/** How long a client is asked to wait before trying again while the database is out of reach. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** Socket errors that mean the database server cannot be reached at all. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATE codes of a database that is going away or refusing work: the whole class 08 (connection
 * exception), admin, crash and cannot-connect-now shutdowns (57P01-57P03), and a statement cancelled
 * by statement_timeout (57014), which here means the database is too slow to answer.
 */
const UNAVAILABLE_SQLSTATE = /^(08[0-9A-Z]{3}|57P0[123]|57014)$/;

/**
 * A database that refuses new connections for a while (ALLOW_CONNECTIONS false, as during
 * maintenance or a failover): SQLSTATE 55000, which otherwise means unrelated object-state errors,
 * so the message decides.
 */
const NOT_ACCEPTING = /is not currently accepting connections/i;

/** What node-postgres says when a connection is lost, or cannot be had in time, without a code. */
const UNAVAILABLE_MESSAGE =
  /Connection terminated|timeout exceeded when trying to connect|Query read timeout|Client has encountered a connection error|connection timeout|Connection is not open/i;

/**
 * Whether an error means the database cannot be reached or is shutting down, rather than a fault in
 * the request or the code. Drizzle wraps the driver's error as its `cause`, so the chain is followed.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  return someInChain(error, ({ code, message }) => {
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATE.test(code))) return true;
    if (code === '55000' && typeof message === 'string' && NOT_ACCEPTING.test(message)) return true;
    return typeof message === 'string' && UNAVAILABLE_MESSAGE.test(message);
  });
}

/** Whether the error or one of its causes (Drizzle wraps the driver's error as its `cause`) matches. */
function someInChain(
  error: unknown,
  matches: (e: { code?: unknown; message?: unknown }) => boolean,
): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; depth++) {
    if (typeof e !== 'object') return false;
    if (matches(e)) return true;
    e = fieldOf(e, 'cause');
  }
  return false;
}

// A connection that the server ended (57P01 administrator command, 57P02 crash shutdown, 08006
// connection failure) or whose socket closed under it.
const LOST_SQLSTATE = /^(57P0[12]|08006|08003)$/;
const LOST_MESSAGE =
  /Connection terminated unexpectedly|Client has encountered a connection error|Connection is not open/i;
const LOST_SOCKET_CODES = new Set(['ECONNRESET', 'EPIPE']);

/**
 * Whether a query failed because its connection, open until then, is gone, while the database itself
 * may be fine (a pooler or an administrator ended it). Unlike a refused or silent database, another
 * connection will likely answer.
 */
export function isConnectionLost(error: unknown): boolean {
  return someInChain(
    error,
    ({ code, message }) =>
      (typeof code === 'string' && (LOST_SQLSTATE.test(code) || LOST_SOCKET_CODES.has(code))) ||
      (typeof message === 'string' && LOST_MESSAGE.test(message)),
  );
}

/** 503 in the error contract, with Retry-After: another instance, or this one shortly, can answer. */
export function databaseUnavailableResponse(c: Context, error: unknown, logger: Logger): Response {
  logger.warn({ err: error, path: c.req.path }, 'database unavailable: answered 503');
  return c.json(errorBody('service_unavailable'), 503, {
    'Retry-After': String(DATABASE_RETRY_AFTER_SECONDS),
  });
}
