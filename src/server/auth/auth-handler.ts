import { sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { databaseUnavailableResponse, isDatabaseUnavailable } from '#server/db/db-errors.ts';
import type { AppEnv } from '#server/http/app-env.ts';
import { withClientIp } from '#server/http/client-ip.ts';
import { isSignInAttempt, recordAuthOutcome } from './auth-events.ts';

/** Tokens the bearer and JWT plugins add to answers, meant for API clients, not for page scripts. */
const TOKEN_HEADERS = ['set-auth-token', 'set-auth-jwt'];

/** Better Auth's own token endpoint: a short-lived JWT is what it is for, whoever asks. */
const JWT_ENDPOINT = '/api/auth/token';

/** A browser's request: it carries our cookie or the fetch metadata every browser sends. */
const fromBrowser = (c: Context<AppEnv>) =>
  c.req.header('cookie') !== undefined || c.req.header('sec-fetch-mode') !== undefined;

/**
 * Better Auth's handler with the client address attached. Its 429 carries the wait only in
 * `X-Retry-After`; the standard `Retry-After` is added so every client and proxy understands it.
 * A browser keeps its session in the httpOnly cookie alone: the bearer token and JWT headers are
 * removed from its answers, and so is the session token Better Auth puts in the JSON of a sign-in,
 * a sign-up, a second step, a password change (`token`), of get-session (`session.token`) and of
 * list-sessions, so a script on the page can never read a credential. Sign-ins, second steps and
 * rate-limit refusals are logged as security events.
 */
export async function handleAuthRequest(c: Context<AppEnv>): Promise<Response> {
  const { auth, env } = c.var.deps;
  const request = withClientIp(c, env.trustProxy);
  const attempt = isSignInAttempt(c.req.path) ? request.clone() : null;
  const response = await auth.handler(request);
  if (response.status === 500) {
    const unavailable = await databaseFailure(c);
    if (unavailable) return databaseUnavailableResponse(c, unavailable, c.var.deps.logger);
  }
  await recordAuthOutcome(c, attempt, response);
  const wait = response.headers.get('x-retry-after');
  const addRetryAfter = response.status === 429 && wait !== null && !response.headers.has('retry-after');
  const browser = fromBrowser(c);
  const stripTokens = browser && TOKEN_HEADERS.some((name) => response.headers.has(name));
  const body = browser && c.req.path !== JWT_ENDPOINT ? await jsonWithoutTokens(response) : undefined;
  if (!addRetryAfter && !stripTokens && body === undefined) return response;
  const headers = new Headers(response.headers);
  if (addRetryAfter) headers.set('retry-after', wait);
  if (stripTokens) {
    for (const name of TOKEN_HEADERS) headers.delete(name);
    headers.delete('access-control-expose-headers');
  }
  if (body !== undefined) headers.delete('content-length');
  return new Response(body ?? response.body, {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}

/**
 * Better Auth answers some database failures with its own 500 (a session lookup does), keeping the
 * error to itself. When the database is what failed, the answer is the app's 503 with Retry-After,
 * as everywhere else: asked again, the database says so at once (the connect cool-off makes that
 * cheap while it is away).
 */
async function databaseFailure(c: Context<AppEnv>): Promise<unknown> {
  try {
    await c.var.deps.db.execute(sql`select 1`);
    return null;
  } catch (error) {
    return isDatabaseUnavailable(error) ? error : null;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * The JSON of a successful answer with every session token taken out: `token` at the top, in
 * `session`, and in each entry of a list. Undefined when the answer is not JSON (a redirect, say) and
 * is passed on untouched.
 */
async function jsonWithoutTokens(response: Response): Promise<string | undefined> {
  if (!response.ok || !response.headers.get('content-type')?.includes('application/json')) return undefined;
  const text = await response.text();
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return text;
  }
  const holders = Array.isArray(data) ? data : [data, isRecord(data) ? data.session : undefined];
  for (const holder of holders) if (isRecord(holder)) delete holder.token;
  return JSON.stringify(data);
}
