import { isIP } from 'node:net';
import type { Context } from 'hono';
import type { HttpBindings } from '@hono/node-server';

/**
 * The header through which the server tells Better Auth who the client is. Any value a client sends
 * under this name is overwritten, so rate limits cannot be dodged by forging it.
 */
export const CLIENT_IP_HEADER = 'x-founder-flow-client-ip';

/** The address of the peer at the other end of the TCP connection, if the request came over one. */
export function socketAddress(c: Context): string | undefined {
  const bindings = c.env as Partial<HttpBindings> | undefined;
  return bindings?.incoming?.socket?.remoteAddress;
}

/**
 * The caller's address. Behind `trustedHops` proxies that each append the address they saw to
 * X-Forwarded-For, the client is the entry that many places from the right: anything further left
 * was sent by the client itself and can say anything. With 0 hops the header is ignored; an entry
 * that is not an IP address (a misconfigured proxy) falls back to the socket's address.
 */
export function clientIp(c: Context, trustedHops: number): string {
  const socket = socketAddress(c) ?? '127.0.0.1';
  if (trustedHops <= 0) return socket;
  const entries = (c.req.header('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (!entries.length) return socket;
  // Fewer entries than hops: each was written by a trusted proxy, and the leftmost is the farthest out.
  const candidate = entries[Math.max(0, entries.length - trustedHops)]!;
  return isIP(candidate) ? candidate : socket;
}

/**
 * Whether a socket address is this machine. Used for what only a developer at the machine may see;
 * it is the TCP peer only, never a header, so a proxy on the same machine makes everything behind it
 * look local, which is why such pages exist outside production only.
 */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  return address === '::1' || (isIP(v4) === 4 && v4.startsWith('127.'));
}

/**
 * Whether the request comes from a person at this machine: a loopback socket that no proxy relayed. A
 * proxy or tunnel on this machine (ngrok, a dev reverse proxy) connects from loopback on behalf of
 * anyone, and says so with X-Forwarded-For; such a request is not local.
 */
export function isLocalRequest(c: Context): boolean {
  return isLoopback(socketAddress(c)) && c.req.header('x-forwarded-for') === undefined;
}

/** A copy of the request carrying the resolved client address. */
export function withClientIp(c: Context, trustedHops: number): Request {
  const headers = new Headers(c.req.raw.headers);
  headers.set(CLIENT_IP_HEADER, clientIp(c, trustedHops));
  return new Request(c.req.raw, { headers });
}
