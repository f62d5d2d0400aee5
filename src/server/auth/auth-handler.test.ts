import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readJson } from '#server/testing/api-answers.ts';
import { signedUpUser, testClient, uniqueEmail, type TestClient } from '#server/testing/auth-client.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { secretOf, totpCode } from '#server/testing/totp.ts';
import { defined } from '#shared/testing/defined.ts';

let t: TestApp;
const PASSWORD = 'token-in-json-2026';
const STEP = 30_000;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A browser's request carries the fetch metadata every browser sends. */
const BROWSER = { 'sec-fetch-mode': 'cors' };

/** Better Auth's answers are outside the typed API: read as plain JSON objects. */
const jsonOf = (res: Response) => readJson<Record<string, unknown>>(res);

/** A script's call: no cookie, no browser headers. */
const apiCall = (path: string, body?: unknown, headers: Record<string, string> = {}) =>
  t.app.request(path, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

describe('session tokens in Better Auth answers', () => {
  it('a browser signing up or in gets the user and the cookie, never the token in the JSON', async () => {
    const browser = testClient(t);
    const email = uniqueEmail('browser-json');
    const signUp = await jsonOf(
      await browser.request('/api/auth/sign-up/email', {
        method: 'POST',
        json: { name: 'Browser Json', email, password: PASSWORD },
        headers: BROWSER,
      }),
    );
    expect(signUp).toHaveProperty('user');
    expect(signUp).not.toHaveProperty('token');

    const { email: confirmed } = await signedUpUser(t, {
      label: 'browser-in',
      password: PASSWORD,
      signIn: false,
    });
    const signIn = await jsonOf(
      await browser.request('/api/auth/sign-in/email', {
        method: 'POST',
        json: { email: confirmed, password: PASSWORD },
        headers: BROWSER,
      }),
    );
    expect(signIn).toMatchObject({ user: { email: confirmed } });
    expect(signIn).not.toHaveProperty('token');
    expect(browser.hasSession()).toBe(true);

    const session = await jsonOf(await browser.get('/api/auth/get-session'));
    expect(session).toMatchObject({ user: { email: confirmed } });
    expect(session.session).not.toHaveProperty('token');

    const changed = await jsonOf(
      await browser.post('/api/auth/change-password', {
        currentPassword: PASSWORD,
        newPassword: `${PASSWORD}-new`,
        revokeOtherSessions: true,
      }),
    );
    expect(changed).not.toHaveProperty('token');
    expect(browser.hasSession()).toBe(true);
  });

  it('an API client keeps the token in the JSON, as it has no cookie', async () => {
    const { email } = await signedUpUser(t, { label: 'api-json', password: PASSWORD, signIn: false });
    const signIn = await jsonOf(await apiCall('/api/auth/sign-in/email', { email, password: PASSWORD }));
    expect(typeof signIn.token).toBe('string');
    const bearer = defined(
      (await apiCall('/api/auth/sign-in/email', { email, password: PASSWORD })).headers.get('set-auth-token'),
      'the set-auth-token header',
    );
    const session = await jsonOf(
      await apiCall('/api/auth/get-session', undefined, { authorization: `Bearer ${bearer}` }),
    );
    expect(session).toMatchObject({ session: { token: expect.any(String) } });
  });

  it('the second step of a browser sign-in answers without the token', async () => {
    const { email, client: device } = await signedUpUser(t, { label: 'browser-2fa', password: PASSWORD });
    // Better Auth's own endpoint, outside the typed API.
    const { totpURI, backupCodes } = await readJson<{ totpURI: string; backupCodes: string[] }>(
      await device.post('/api/auth/two-factor/enable', { password: PASSWORD }),
    );
    const secret = secretOf(totpURI);
    const enrolled = await jsonOf(
      await device.post('/api/auth/two-factor/verify-totp', { code: totpCode(secret) }),
    );
    expect(enrolled).not.toHaveProperty('token');

    const halfSignedIn = async (): Promise<TestClient> => {
      const client = testClient(t);
      expect(await jsonOf(await client.signIn(email, PASSWORD))).toMatchObject({ twoFactorRedirect: true });
      return client;
    };
    const byApp = await halfSignedIn();
    const totp = await jsonOf(
      await byApp.post('/api/auth/two-factor/verify-totp', { code: totpCode(secret, Date.now() + STEP) }),
    );
    expect(totp).toHaveProperty('user');
    expect(totp).not.toHaveProperty('token');
    expect(byApp.hasSession()).toBe(true);

    const byBackup = await halfSignedIn();
    const backup = await jsonOf(
      await byBackup.post('/api/auth/two-factor/verify-backup-code', { code: backupCodes[0] }),
    );
    expect(backup).not.toHaveProperty('token');
    expect(byBackup.hasSession()).toBe(true);
  });
});
