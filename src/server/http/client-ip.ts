import type { Context } from 'hono';
import type { HttpBindings } from '@hono/node-server';

/**
 * The header through which the server tells Better Auth who the client is. Any value a client sends
 * under this name is overwritten, so rate limits cannot be dodged by forging it.
 */
export const CLIENT_IP_HEADER = 'x-founder-flow-client-ip';

/** The caller's address: the first X-Forwarded-For hop behind a trusted proxy, else the socket's. */
export function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  const bindings = c.env as Partial<HttpBindings> | undefined;
  return bindings?.incoming?.socket?.remoteAddress ?? '127.0.0.1';
}

/** A copy of the request carrying the resolved client address. */
export function withClientIp(c: Context, trustProxy: boolean): Request {
  const headers = new Headers(c.req.raw.headers);
  headers.set(CLIENT_IP_HEADER, clientIp(c, trustProxy));
  return new Request(c.req.raw, { headers });
}
