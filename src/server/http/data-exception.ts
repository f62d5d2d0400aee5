import type { Context } from 'hono';
import type { AppEnv } from './app-env.ts';
import { errorBody } from './errors.ts';
import { fieldOf } from '#server/lib/records.ts';

/** How far down `cause` to look: Drizzle wraps the driver's error once, a transaction perhaps again. */
const MAX_CAUSE_DEPTH = 5;

/**
 * The SQLSTATE of a PostgreSQL data exception (class 22: a NUL in text `22021`, an integer out of
 * range `22003`, text that is no uuid `22P02`, …) carried by this error or one of its causes. Both pg
 * and PGlite put the SQLSTATE in `code`; Drizzle's DrizzleQueryError keeps the driver's error as
 * `cause`.
 */
export function dataExceptionCode(error: unknown): string | null {
  let current: unknown = error;
  for (let depth = 0; depth <= MAX_CAUSE_DEPTH && current instanceof Object; depth++) {
    const code = fieldOf(current, 'code');
    if (typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code)) return code;
    current = fieldOf(current, 'cause');
  }
  return null;
}

export const isDataException = (error: unknown) => dataExceptionCode(error) !== null;

/**
 * The last line of defence behind the schemas: a value the database refuses as data is the caller's
 * mistake (400), not a server failure. It is logged as a warning, since a schema should have caught
 * it first.
 */
export function refuseData(c: Context<AppEnv>, error: unknown): Response {
  const sqlstate = dataExceptionCode(error);
  c.get('deps').logger.warn({ sqlstate, path: c.req.path, requestId: c.get('requestId') }, 'refused data');
  return c.json(errorBody('bad_request'), 400);
}
