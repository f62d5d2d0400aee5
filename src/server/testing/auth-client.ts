import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { hc } from 'hono/client';
import { expect } from 'vitest';
import type { ApiType } from '#server/api.ts';
import { users } from '#server/db/schema/index.ts';
import { readJson } from './api-answers.ts';
import type { TestApp } from './test-app.ts';

/** A fresh client address per call, so rate limits of one test never touch another's requests. */
export const newClientIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

/**
 * A browser stand-in for API tests: one client address, a cookie jar, and our Origin on every request
 * (Better Auth refuses cookie-carrying writes without it, as browsers always send it).
 *
 * `api` is the JSON API typed like the app's own client (`hc<ApiType>`): paths, parameters, bodies
 * and each status's answer come from the routes' schemas. Routes outside it (Better Auth's, pages,
 * raw bodies) go through `request`, `get` and `post`; every call takes the same path to the app.
 */
export function testClient(t: TestApp, ip = newClientIp()) {
  const jar = new Map<string, string>();
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');

  async function request(path: string | URL, init: RequestInit & { json?: unknown } = {}) {
    const { json, headers: own, ...rest } = init;
    const headers = new Headers({ origin: t.deps.env.appUrl });
    if (json !== undefined) headers.set('content-type', 'application/json');
    if (jar.size) headers.set('cookie', cookie());
    // The caller's headers (a plain object from a test, a Headers from the typed client) win.
    new Headers(own).forEach((value, name) => headers.set(name, value));
    const res = await t.app.request(
      path,
      { ...rest, headers, body: json !== undefined ? JSON.stringify(json) : rest.body },
      // Hono passes this as the Node bindings: the socket address the app reads the client from.
      { incoming: { socket: { remoteAddress: ip } } },
    );
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const [name = '', ...value] = pair.split('=');
      const v = value.join('=');
      if (v === '' || /max-age=0/i.test(line)) jar.delete(name.trim());
      else jar.set(name.trim(), v);
    }
    return res;
  }

  const api = hc<ApiType>(`${t.deps.env.appUrl}/api`, {
    fetch: (input: RequestInfo | URL, init?: RequestInit) => {
      if (input instanceof Request) throw new Error('the typed client sends a URL, not a Request');
      return request(input, init);
    },
  });

  return {
    ip,
    cookie,
    hasSession: () => [...jar.keys()].some((k) => k.endsWith('session_token')),
    api,
    request,
    post: (path: string, json: unknown, headers?: Record<string, string>) =>
      request(path, { method: 'POST', json, headers }),
    get: (path: string, headers?: Record<string, string>) => request(path, { headers }),
    signUp: (body: { name: string; email: string; password: string; callbackURL?: string }) =>
      request('/api/auth/sign-up/email', { method: 'POST', json: body }),
    signIn: (email: string, password: string) =>
      request('/api/auth/sign-in/email', { method: 'POST', json: { email, password } }),
    // Better Auth's endpoint, outside the typed API: null when no one is signed in.
    session: async () => readJson<{ user: { email: string } } | null>(await request('/api/auth/get-session')),
  };
}

export type TestClient = ReturnType<typeof testClient>;

/** A unique address per call, so tests on a shared database never meet. */
export const uniqueEmail = (label: string) => `${label}-${randomInt(1e9)}@example.com`;

/** A password good enough for the sign-up policy, for accounts whose password is not the point. */
export const TEST_PASSWORD = 'test-account-password-2026';

/** Someone signed in: their client (a cookie jar at one address), account and the cookie header. */
export interface SignedIn {
  client: TestClient;
  id: string;
  email: string;
  password: string;
  /** The `cookie` header the client sent after signing in, for tests that call `t.app.request` themselves. */
  cookie: string;
}

const userIdOf = async (t: TestApp, email: string) => {
  const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!user) throw new Error(`no account for ${email}`);
  return user.id;
};

/**
 * Signs an existing account (a demo user, or one made by `signedUpUser`) in on a client of its own.
 * `headers` are the browser's (a user agent, say); the test fails here if the sign-in is refused.
 */
export async function signInAs(
  t: TestApp,
  { email, password }: { email: string; password: string },
  { ip, headers }: { ip?: string; headers?: Record<string, string> } = {},
): Promise<SignedIn> {
  const client = testClient(t, ip);
  const res = await client.post('/api/auth/sign-in/email', { email, password }, headers);
  expect(res.status, `signing in ${email}`).toBe(200);
  return { client, id: await userIdOf(t, email), email, password, cookie: client.cookie() };
}

/**
 * A new account made through the sign-up endpoint from an address of its own, its e-mail address
 * then marked confirmed in the database (the confirmation link has tests of its own), and signed in
 * on the same client unless `signIn: false`. The sign-up's confirmation mail is still sent.
 */
export async function signedUpUser(
  t: TestApp,
  {
    label = 'user',
    name = 'Test User',
    password = TEST_PASSWORD,
    signIn = true,
    ip,
  }: { label?: string; name?: string; password?: string; signIn?: boolean; ip?: string } = {},
): Promise<SignedIn> {
  const email = uniqueEmail(label);
  const client = testClient(t, ip);
  expect((await client.signUp({ name, email, password })).status, `signing up ${email}`).toBe(200);
  await t.db.update(users).set({ emailVerified: true }).where(eq(users.email, email));
  if (signIn) expect((await client.signIn(email, password)).status, `signing in ${email}`).toBe(200);
  return { client, id: await userIdOf(t, email), email, password, cookie: client.cookie() };
}
