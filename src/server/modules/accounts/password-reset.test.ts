import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAppWithMailCapture } from '#server/testing/app-with-mail.ts';
import {
  signedUpUser,
  signInAs,
  testClient,
  uniqueEmail,
  type TestClient,
} from '#server/testing/auth-client.ts';
import { linkIn, type SmtpCapture } from '#server/testing/smtp-capture.ts';
import type { TestApp } from '#server/testing/test-app.ts';
import { COMMON_PASSWORD_MESSAGE } from '#shared/schemas/accounts.ts';
import { defined } from '#shared/testing/defined.ts';

let smtp: SmtpCapture;
let t: TestApp;
const OLD = 'quiet-harbour-51';
const NEW = 'copper-meadow-88';

useAppWithMailCapture((app, capture) => {
  t = app;
  smtp = capture;
});
afterEach(() => vi.useRealTimers());

/** A confirmed account, signed in on `devices` clients; `client` is the first of them. */
async function confirmedAccount(
  devices = 1,
): Promise<{ email: string; client: TestClient; clients: TestClient[] }> {
  const first = await signedUpUser(t, { label: 'reset', name: 'Reset Tester', password: OLD });
  const others = [];
  for (let i = 1; i < devices; i++) others.push(await signInAs(t, first));
  return {
    email: first.email,
    client: first.client,
    clients: [first.client, ...others.map((o) => o.client)],
  };
}

/** Where a redirect answer sends the browser. */
const locationOf = (res: Response) =>
  new URL(defined(res.headers.get('location'), 'a location'), t.deps.env.appUrl);

/** Requests a reset and follows the mailed link; answers the token the app lands on. */
async function resetToken(client: TestClient, email: string, nth: number): Promise<string> {
  const res = await client.post('/api/auth/request-password-reset', {
    email,
    redirectTo: '/auth?reset_password=true',
  });
  expect(res.status).toBe(200);
  const mail = await smtp.waitFor(email, nth);
  expect(mail.subject).toBe('Reset your Founder Flow password');
  expect(mail.text).toContain('expires in 1 hour');
  const link = linkIn(mail, `${t.deps.env.appUrl}/api/auth/reset-password/`);
  const landing = await client.get(link.replace(t.deps.env.appUrl, ''));
  expect(landing.status).toBe(302);
  const location = locationOf(landing);
  expect(location.pathname).toBe('/auth');
  expect(location.searchParams.get('reset_password')).toBe('true');
  return defined(location.searchParams.get('token'), 'a token in the landing address');
}

describe('password reset', () => {
  it('sets the new password once, signs every device out, and the link cannot be used again', async () => {
    const { email, client, clients } = await confirmedAccount(2);
    // Mail 1 is the sign-up confirmation.
    const token = await resetToken(client, email, 2);

    const reset = await client.post('/api/auth/reset-password', { token, newPassword: NEW });
    expect(reset.status).toBe(200);
    for (const device of clients) expect(await device.session()).toBeNull();

    const outsider = testClient(t);
    expect((await outsider.signIn(email, OLD)).status).toBe(401);
    expect((await outsider.signIn(email, NEW)).status).toBe(200);

    const replay = await testClient(t).post('/api/auth/reset-password', {
      token,
      newPassword: 'another-river-12',
    });
    expect(replay.status).toBe(400);
    expect(await replay.json()).toMatchObject({ code: 'INVALID_TOKEN' });
  });

  it('answers an unknown address exactly like a known one and sends nothing', async () => {
    const { email, client } = await confirmedAccount();
    const known = await client.post('/api/auth/request-password-reset', {
      email,
      redirectTo: '/auth?reset_password=true',
    });
    const nobody = uniqueEmail('nobody');
    const unknown = await client.post('/api/auth/request-password-reset', {
      email: nobody,
      redirectTo: '/auth?reset_password=true',
    });
    expect(unknown.status).toBe(known.status);
    expect(await unknown.json()).toEqual(await known.json());
    await smtp.waitFor(email, 2);
    expect(smtp.to(nobody)).toEqual([]);
  });

  it('refuses a link older than one hour, at the link and at the reset', async () => {
    const { email, client } = await confirmedAccount();
    const token = await resetToken(client, email, 2);
    const resetMail = defined(smtp.to(email)[1], 'the reset mail');
    const link = linkIn(resetMail, `${t.deps.env.appUrl}/api/auth/reset-password/`);

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 61 * 60 * 1000);
    const landing = await client.get(link.replace(t.deps.env.appUrl, ''));
    expect(locationOf(landing).searchParams.get('error')).toBe('INVALID_TOKEN');
    const reset = await client.post('/api/auth/reset-password', { token, newPassword: NEW });
    expect(reset.status).toBe(400);
    expect((await testClient(t).signIn(email, OLD)).status).toBe(200);
  });

  it('refuses a common or too short new password and keeps the link usable', async () => {
    const { email, client } = await confirmedAccount();
    const token = await resetToken(client, email, 2);
    const common = await client.post('/api/auth/reset-password', { token, newPassword: 'Sunshine1' });
    expect(common.status).toBe(400);
    expect(await common.json()).toEqual({ code: 'PASSWORD_TOO_COMMON', message: COMMON_PASSWORD_MESSAGE });
    const short = await client.post('/api/auth/reset-password', { token, newPassword: 'abc12' });
    expect(short.status).toBe(400);
    expect((await client.post('/api/auth/reset-password', { token, newPassword: NEW })).status).toBe(200);
  });

  it('refuses a reset link that sends the browser to another site', async () => {
    const { email, client } = await confirmedAccount();
    const res = await client.post('/api/auth/request-password-reset', {
      email,
      redirectTo: 'https://evil.example',
    });
    expect(res.status).toBe(403);
  });
});
