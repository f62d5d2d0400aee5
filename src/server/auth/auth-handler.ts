import type { Context } from 'hono';
import type { AppEnv } from '#server/http/app-env.ts';
import { withClientIp } from '#server/http/client-ip.ts';

/**
 * Better Auth's handler with the client address attached. Its 429 carries the wait only in
 * `X-Retry-After`; the standard `Retry-After` is added so every client and proxy understands it.
 */
export async function handleAuthRequest(c: Context<AppEnv>): Promise<Response> {
  const { auth, env } = c.var.deps;
  const response = await auth.handler(withClientIp(c, env.trustProxy));
  const wait = response.headers.get('x-retry-after');
  if (response.status !== 429 || !wait || response.headers.has('retry-after')) return response;
  const headers = new Headers(response.headers);
  headers.set('retry-after', wait);
  return new Response(response.body, { status: 429, statusText: response.statusText, headers });
}
