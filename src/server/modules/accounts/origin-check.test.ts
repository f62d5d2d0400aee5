import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '#server/db/demo-users.ts';
import { readJson } from '#server/testing/api-answers.ts';
import { testClient, type TestClient } from '#server/testing/auth-client.ts';
import { asProduction, createTestApp } from '#server/testing/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let client: TestClient;
const demo = DEMO_USERS[2];
const EVIL = 'https://evil.example';

beforeAll(async () => {
  t = await createTestApp();
  client = testClient(t);
  expect((await client.signIn(demo.email, demo.password)).status).toBe(200);
});
afterAll(() => t.close());

describe('cookie-authenticated writes from a foreign origin', () => {
  it('are refused on the JSON API, and nothing changes', async () => {
    const res = await client.request('/api/me/profile', {
      method: 'PATCH',
      json: { name: 'Hijacked' },
      headers: { origin: EVIL },
    });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({
      error: { code: 'forbidden_origin', message: 'This request came from another site and was refused.' },
    });
    const crossSite = await client.request('/api/me/profile', {
      method: 'PATCH',
      json: { name: 'Hijacked' },
      headers: { origin: '', 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.status).toBe(403);
    const profile = await readJson(await client.api.me.profile.$get());
    expect(profile.name).toBe(demo.name);
  });

  it('are refused by Better Auth: sign-out and sign-in from another site', async () => {
    expect(
      (await client.request('/api/auth/sign-out', { method: 'POST', json: {}, headers: { origin: EVIL } }))
        .status,
    ).toBe(403);
    expect(await client.session()).not.toBeNull();
    const signIn = await client.request('/api/auth/sign-in/email', {
      method: 'POST',
      json: { email: demo.email, password: demo.password },
      headers: { origin: EVIL },
    });
    expect(signIn.status).toBe(403);
  });

  it('pass from our own origin; reads and cookie-less calls are not affected', async () => {
    const ok = await client.request('/api/me/profile', { method: 'PATCH', json: { goals: ['Focus'] } });
    expect(ok.status).toBe(200);
    expect((await client.get('/api/me/profile', { origin: EVIL })).status).toBe(200);
    const anonymous = await testClient(t).request('/api/me/profile', {
      method: 'PATCH',
      json: { name: 'X' },
      headers: { origin: EVIL },
    });
    expect(anonymous.status).toBe(401);
  });
});

describe('security headers', () => {
  it('are on every response: CSP with frame-ancestors none, nosniff, referrer policy; no HSTS outside production', async () => {
    for (const path of ['/api/health', '/api/auth/get-session', '/api/me/profile', '/no-such-page']) {
      const res = await client.get(path);
      expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('strict-transport-security')).toBeNull();
    }
  });

  it('add HSTS in production, on API answers and pages alike', async () => {
    const app = asProduction(t);
    for (const path of ['/api/health', '/no-such-page']) {
      const res = await app.request(path);
      expect(res.headers.get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains');
      expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    }
  });
});
