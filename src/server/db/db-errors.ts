import type { Context } from 'hono';
import { errorBody } from '#server/http/errors.ts';
import type { Logger } from '#server/logger.ts';

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
  for (let e: unknown = error, depth = 0; e && depth < 5; depth++) {
    if (typeof e !== 'object') return false;
    const { code, message, cause } = e as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATE.test(code))) return true;
    if (code === '55000' && typeof message === 'string' && NOT_ACCEPTING.test(message)) return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGE.test(message)) return true;
    e = cause;
  }
  return false;
}

/** 503 in the error contract, with Retry-After: another instance, or this one shortly, can answer. */
export function databaseUnavailableResponse(c: Context, error: unknown, logger: Logger): Response {
  logger.warn({ err: error, path: c.req.path }, 'database unavailable: answered 503');
  return c.json(errorBody('service_unavailable'), 503, {
    'Retry-After': String(DATABASE_RETRY_AFTER_SECONDS),
  });
}
