import type { Context } from 'hono';
import type { AppEnv } from '#server/http/app-env.ts';
import { withClientIp } from '#server/http/client-ip.ts';

/** Tokens the bearer and JWT plugins add to answers, meant for API clients, not for page scripts. */
const TOKEN_HEADERS = ['set-auth-token', 'set-auth-jwt'];

/** A browser's request: it carries our cookie or the fetch metadata every browser sends. */
const fromBrowser = (c: Context<AppEnv>) =>
  c.req.header('cookie') !== undefined || c.req.header('sec-fetch-mode') !== undefined;

/**
 * Better Auth's handler with the client address attached. Its 429 carries the wait only in
 * `X-Retry-After`; the standard `Retry-After` is added so every client and proxy understands it.
 * A browser keeps its session in the httpOnly cookie alone: the bearer token and JWT headers are
 * removed from its answers, so a script on the page can never read a credential.
 */
export async function handleAuthRequest(c: Context<AppEnv>): Promise<Response> {
  const { auth, env } = c.var.deps;
  const response = await auth.handler(withClientIp(c, env.trustProxy));
  const wait = response.headers.get('x-retry-after');
  const addRetryAfter = response.status === 429 && wait !== null && !response.headers.has('retry-after');
  const stripTokens = fromBrowser(c) && TOKEN_HEADERS.some((name) => response.headers.has(name));
  if (!addRetryAfter && !stripTokens) return response;
  const headers = new Headers(response.headers);
  if (addRetryAfter) headers.set('retry-after', wait);
  if (stripTokens) {
    for (const name of TOKEN_HEADERS) headers.delete(name);
    headers.delete('access-control-expose-headers');
  }
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}
