import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '#server/db/demo-users.ts';
import { authSessions, profiles, users } from '#server/db/schema/index.ts';
import { readJson } from '#server/testing/api-answers.ts';
import { testClient, type TestClient } from '#server/testing/auth-client.ts';
import { createTestApp } from '#server/testing/test-app.ts';
import { defined } from '#shared/testing/defined.ts';
import { verifiedValue } from './session-lookup.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
const demo = DEMO_USERS[2];

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function signedIn(): Promise<TestClient> {
  const client = testClient(t);
  expect((await client.signIn(demo.email, demo.password)).status).toBe(200);
  return client;
}

const sessionCookie = (client: TestClient) =>
  defined(
    client
      .cookie()
      .split('; ')
      .find((c) => c.includes('session_token=')),
    'the session cookie',
  );
const cookieParts = (client: TestClient) => {
  const [name, value] = sessionCookie(client).split('=');
  return { name: defined(name, 'the cookie name'), value: defined(value, 'the cookie value') };
};
const tokenOf = (client: TestClient) =>
  defined(decodeURIComponent(cookieParts(client).value).split('.')[0], 'the session token');
/** With a cookie header of the test's making, forged ones included, rather than a client's jar. */
const profile = (cookie: string) => t.app.request('/api/me/profile', { headers: { cookie } });

describe('the API reads the caller from the session cookie', () => {
  it('recognises a signed-in user, with the role from the profile', async () => {
    const client = await signedIn();
    const res = await profile(sessionCookie(client));
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ email: demo.email });

    const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, demo.email));
    const user = defined(row, 'the demo user');
    await t.db.update(profiles).set({ role: 'admin' }).where(eq(profiles.id, user.id));
    try {
      // A premium session plays for an admin: the role came with the session.
      const list = await readJson(
        await testClient(t).api.sessions.$get({ query: { premium: 'true', limit: '1' } }),
      );
      const id = defined(list.items[0], 'a premium session').id;
      const play = await client.api.sessions[':id'].play.$post({ param: { id } });
      expect(play.status).toBe(200);
    } finally {
      await t.db.update(profiles).set({ role: 'user' }).where(eq(profiles.id, user.id));
    }
  });

  it('refuses a cookie whose signature is not ours', async () => {
    const client = await signedIn();
    const token = tokenOf(client);
    const forged = createHmac('sha256', 'not-the-secret-but-32-characters-long!')
      .update(token)
      .digest('base64');
    const { name } = cookieParts(client);
    expect((await profile(`${name}=${encodeURIComponent(`${token}.${forged}`)}`)).status).toBe(401);
    expect((await profile(`${name}=${token}`)).status).toBe(401);
    expect((await profile(`${name}=%E0%A4%A`)).status).toBe(401);
  });

  it('refuses a revoked session and an expired one at once', async () => {
    const revoked = await signedIn();
    await t.db.delete(authSessions).where(eq(authSessions.token, tokenOf(revoked)));
    expect((await profile(sessionCookie(revoked))).status).toBe(401);

    const expired = await signedIn();
    await t.db
      .update(authSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authSessions.token, tokenOf(expired)));
    expect((await profile(sessionCookie(expired))).status).toBe(401);
  });

  it('leaves requests without the cookie to Better Auth (an unknown bearer token is nobody)', async () => {
    const res = await t.app.request('/api/me/profile', { headers: { authorization: 'Bearer nothing-here' } });
    expect(res.status).toBe(401);
  });
});

describe('verifiedValue', () => {
  const secret = 'a-secret-of-at-least-thirty-two-characters';
  const sign = (value: string, key = secret) =>
    `${value}.${createHmac('sha256', key).update(value).digest('base64')}`;

  it('returns the value of a well-signed cookie and null otherwise', () => {
    expect(verifiedValue(sign('token-1'), secret)).toBe('token-1');
    expect(verifiedValue(sign('token-1', `${secret}x`), secret)).toBeNull();
    expect(verifiedValue(sign('token-1').replace('token-1', 'token-2'), secret)).toBeNull();
    expect(verifiedValue('token-1', secret)).toBeNull();
    expect(verifiedValue('.abc', secret)).toBeNull();
    expect(verifiedValue(`token-1.${'A'.repeat(44)}`, secret)).toBeNull();
  });
});
