import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '#server/db/demo-users.ts';
import { sessions } from '#server/db/schema/index.ts';
import { signInAs, testClient, type SignedIn } from '#server/testing/auth-client.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { defined } from '#shared/testing/defined.ts';

let t: TestApp;
let member: SignedIn;
let sessionId: string;

beforeAll(async () => {
  t = await createTestApp();
  member = await signInAs(t, DEMO_USERS[2]);
  const [free] = await t.db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.isPremium, false), isNotNull(sessions.contentUrl)))
    .limit(1);
  sessionId = defined(free, 'a free session with media').id;
});
afterAll(() => t.close());

type Case = { name: string; path: string; method?: string; json?: unknown; signedIn?: boolean };

/**
 * Inputs an outside probe found answered with 500 (or a misleading 502): PostgreSQL refuses a NUL in
 * text and integers out of range, and a malformed percent-escape cannot be decoded. Each must be
 * refused as the client's mistake.
 */
const cases: Case[] = [
  { name: 'NUL in the profile name', path: '/api/me/profile', method: 'PATCH', json: { name: 'a\u0000b' } },
  {
    name: 'NUL in a preference',
    path: '/api/me/profile',
    method: 'PATCH',
    json: { preferences: { 'k\u0000': 'v\u0000' } },
  },
  { name: 'NUL in a session id or slug', path: '/api/sessions/%00', signedIn: false },
  { name: 'NUL in a path id or slug', path: '/api/paths/%00', signedIn: false },
  { name: 'NUL in an advisor id or slug', path: '/api/coaches/%00', signedIn: false },
  { name: 'NUL in the advisor search', path: '/api/coaches?q=%00', signedIn: false },
  { name: 'NUL in the session search', path: '/api/sessions?q=%00', signedIn: false },
  { name: 'NUL in a device id', path: '/api/me/devices/a%00b/revoke', method: 'POST', json: {} },
  {
    name: 'NUL in a device id (sessions alias)',
    path: '/api/me/sessions/a%00b/revoke',
    method: 'POST',
    json: {},
  },
  {
    name: 'NUL in the checkout to confirm',
    path: '/api/billing/confirm',
    method: 'POST',
    json: { checkoutId: 'a\u0000b' },
  },
  {
    name: 'a position beyond 2^31',
    path: 'progress',
    method: 'PUT',
    json: { position: 2 ** 31, listened: 0 },
  },
  {
    name: 'a listened total beyond 2^31',
    path: 'progress',
    method: 'PUT',
    json: { position: 0, listened: 2 ** 31 },
  },
  { name: 'a huge number', path: 'progress', method: 'PUT', json: { position: 1e300, listened: 1e300 } },
];

describe('hostile input answers 4xx with the error contract', () => {
  it.each(cases)('$name', async ({ path, method = 'GET', json, signedIn = true }) => {
    const client = signedIn ? member.client : testClient(t);
    const target = path === 'progress' ? `/api/sessions/${sessionId}/progress` : path;
    const res = await client.request(target, { method, json });
    expect(res.status, `${method} ${target}`).toBeGreaterThanOrEqual(400);
    expect(res.status, `${method} ${target}`).toBeLessThan(500);
    expect(await res.json()).toMatchObject({
      error: { code: expect.any(String), message: expect.any(String) },
    });
  });

  it('a malformed percent-escape in a media path is a 4xx, not a 500', async () => {
    for (const path of ['/media/%E0%A4%A', '/media/avatars/%E0%A4%A.png', '/media/avatars/a%00.png']) {
      const res = await testClient(t).get(path);
      expect(res.status, path).toBeGreaterThanOrEqual(400);
      expect(res.status, path).toBeLessThan(500);
    }
  });

  it("the local checkout page with a NUL in its id is the page's own not-found", async () => {
    for (const method of ['GET', 'POST']) {
      const res = await member.client.request('/billing/local/checkout/a%00b', {
        method,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: method === 'POST' ? 'number=1' : undefined,
      });
      expect(res.status, method).toBe(404);
    }
  });
});
