import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { Logger } from '#server/logger.ts';
import { nodeResponse } from './security-headers.ts';

const REQUEST_ID_HEADER = 'X-Request-Id';
/** A caller's own id is kept when it is short and plain; anything else is replaced. */
const PLAIN_ID = /^[\w\-=]{1,255}$/;

/**
 * Gives each request an id (the caller's X-Request-Id if plain, else a new UUID), on the context as
 * `requestId` and on the answer's X-Request-Id, so a log line and an answer can be matched. On Node
 * the header goes straight onto the outgoing response (see securityHeaders for why).
 */
export function requestIdHeader(): MiddlewareHandler {
  return async function requestId(c, next) {
    const given = c.req.header(REQUEST_ID_HEADER);
    const id = given && PLAIN_ID.test(given) ? given : randomUUID();
    c.set('requestId', id);
    const outgoing = nodeResponse(c);
    if (outgoing) outgoing.setHeader(REQUEST_ID_HEADER, id);
    else c.header(REQUEST_ID_HEADER, id);
    await next();
  };
}

/** Paths that carry a credential as a segment (the reset link's token): logged without it. */
const SECRET_IN_PATH = /^(\/api\/auth\/reset-password\/)[^/]+/;

/** One line per request: id, method, path (never the query, nor a token in it), status, time. */
export function accessLog(logger: Logger): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    logger.info(
      {
        requestId: c.get('requestId'),
        method: c.req.method,
        path: c.req.path.replace(SECRET_IN_PATH, '$1[redacted]'),
        status: c.res.status,
        ms: Math.round(performance.now() - started),
      },
      'request',
    );
  };
}
