import { randomInt } from 'node:crypto';
import type { createTestApp } from './test-app.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** A fresh client address per call, so rate limits of one test never touch another's requests. */
export const newClientIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

/**
 * A browser stand-in for API tests: one client address, a cookie jar, and our Origin on every request
 * (Better Auth refuses cookie-carrying writes without it, as browsers always send it).
 */
export function testClient(t: TestApp, ip = newClientIp()) {
  const jar = new Map<string, string>();
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');

  async function request(path: string, init: RequestInit & { json?: unknown } = {}) {
    const { json, headers, ...rest } = init;
    const res = await t.app.request(
      path,
      {
        ...rest,
        headers: {
          origin: t.deps.env.appUrl,
          ...(json !== undefined ? { 'content-type': 'application/json' } : {}),
          ...(jar.size ? { cookie: cookie() } : {}),
          ...(headers as Record<string, string> | undefined),
        },
        body: json !== undefined ? JSON.stringify(json) : rest.body,
      },
      // Hono passes this as the Node bindings: the socket address the app reads the client from.
      { incoming: { socket: { remoteAddress: ip } } },
    );
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, ...value] = pair!.split('=');
      const v = value.join('=');
      if (v === '' || /max-age=0/i.test(line)) jar.delete(name!.trim());
      else jar.set(name!.trim(), v);
    }
    return res;
  }

  return {
    ip,
    cookie,
    hasSession: () => [...jar.keys()].some((k) => k.endsWith('session_token')),
    request,
    post: (path: string, json: unknown, headers?: Record<string, string>) =>
      request(path, { method: 'POST', json, headers }),
    get: (path: string, headers?: Record<string, string>) => request(path, { headers }),
    signUp: (body: { name: string; email: string; password: string; callbackURL?: string }) =>
      request('/api/auth/sign-up/email', { method: 'POST', json: body }),
    signIn: (email: string, password: string) =>
      request('/api/auth/sign-in/email', { method: 'POST', json: { email, password } }),
    session: async () =>
      (await (await request('/api/auth/get-session')).json()) as { user: { email: string } } | null,
  };
}

export type TestClient = ReturnType<typeof testClient>;

/** A unique address per call, so tests on a shared database never meet. */
export const uniqueEmail = (label: string) => `${label}-${randomInt(1e9)}@example.com`;
