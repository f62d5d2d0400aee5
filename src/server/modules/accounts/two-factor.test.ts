import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '#server/db/schema/index.ts';
import { readJson } from '#server/testing/api-answers.ts';
import { useAppWithMailCapture } from '#server/testing/app-with-mail.ts';
import { signedUpUser, testClient, type TestClient } from '#server/testing/auth-client.ts';
import type { SmtpCapture } from '#server/testing/smtp-capture.ts';
import type { TestApp } from '#server/testing/test-app.ts';
import { secretOf, totpCode } from '#server/testing/totp.ts';
import { defined } from '#shared/testing/defined.ts';

let smtp: SmtpCapture;
let t: TestApp;
const PASSWORD = 'second-factor-2026';
const STEP = 30_000;

useAppWithMailCapture((app, capture) => {
  t = app;
  smtp = capture;
});

type Enrolled = { email: string; secret: string; backupCodes: string[]; device: TestClient };

/** A confirmed account with an authenticator enrolled and confirmed (this step's code is spent). */
async function enrolled(): Promise<Enrolled> {
  const { email, client: device } = await signedUpUser(t, {
    label: 'two-factor',
    name: 'Two Factor',
    password: PASSWORD,
  });

  expect((await device.post('/api/auth/two-factor/enable', { password: 'wrong-password-1' })).status).toBe(
    400,
  );
  const enable = await device.post('/api/auth/two-factor/enable', { password: PASSWORD });
  // Better Auth's two-factor endpoints are outside the typed API.
  const { totpURI, backupCodes } = await readJson<{ totpURI: string; backupCodes: string[] }>(enable);
  expect(totpURI).toMatch(/^otpauth:\/\/totp\/Founder%20Flow:/);
  expect(backupCodes).toHaveLength(10);
  const secret = secretOf(totpURI);
  expect(await twoFactorEnabled(email)).toBe(false);

  expect((await device.post('/api/auth/two-factor/verify-totp', { code: '000000' })).status).toBe(401);
  expect((await device.post('/api/auth/two-factor/verify-totp', { code: totpCode(secret) })).status).toBe(
    200,
  );
  expect(await twoFactorEnabled(email)).toBe(true);
  return { email, secret, backupCodes, device };
}

async function twoFactorEnabled(email: string) {
  const [user] = await t.db.select({ on: users.twoFactorEnabled }).from(users).where(eq(users.email, email));
  return defined(user, `the user ${email}`).on;
}

/** The first step of a sign-in: the password is right, a second factor is still due. */
async function halfSignedIn(email: string): Promise<TestClient> {
  const client = testClient(t);
  const res = await client.signIn(email, PASSWORD);
  expect(res.status).toBe(200);
  expect(await res.json()).toMatchObject({ twoFactorRedirect: true });
  expect(client.hasSession()).toBe(false);
  expect((await client.get('/api/me/profile')).status).toBe(401);
  return client;
}

describe('two-factor sign-in', () => {
  it('enrols an authenticator with the password and a code, then asks for a code at every sign-in', async () => {
    const { email, secret } = await enrolled();
    const client = await halfSignedIn(email);
    // The next step's code: this step's was spent confirming the enrolment.
    const res = await client.post('/api/auth/two-factor/verify-totp', {
      code: totpCode(secret, Date.now() + STEP),
    });
    expect(res.status).toBe(200);
    expect(client.hasSession()).toBe(true);
    expect((await client.get('/api/me/profile')).status).toBe(200);
  });

  it('refuses a code that was already used, even for another sign-in, and at the same instant', async () => {
    const { email, secret } = await enrolled();
    const code = totpCode(secret, Date.now() + STEP);
    const [first, second] = await Promise.all([halfSignedIn(email), halfSignedIn(email)]);
    const answers = await Promise.all([
      first.post('/api/auth/two-factor/verify-totp', { code }),
      second.post('/api/auth/two-factor/verify-totp', { code }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 401]);
    const refused = defined(
      answers.find((a) => a.status === 401),
      'the refused answer',
    );
    expect((await readJson<{ code: string }>(refused, 401)).code).toBe('CODE_ALREADY_USED');

    const later = await halfSignedIn(email);
    expect((await later.post('/api/auth/two-factor/verify-totp', { code })).status).toBe(401);
  });

  it('takes each backup code once', async () => {
    const { email, backupCodes } = await enrolled();
    const first = await halfSignedIn(email);
    expect(
      (await first.post('/api/auth/two-factor/verify-backup-code', { code: backupCodes[0] })).status,
    ).toBe(200);
    expect(first.hasSession()).toBe(true);
    const again = await halfSignedIn(email);
    expect(
      (await again.post('/api/auth/two-factor/verify-backup-code', { code: backupCodes[0] })).status,
    ).toBe(401);
    expect(again.hasSession()).toBe(false);
  });

  it('sends a code by e-mail as the other second factor', async () => {
    const { email } = await enrolled();
    const client = await halfSignedIn(email);
    expect((await client.post('/api/auth/two-factor/send-otp', {})).status).toBe(200);
    // The first mail to the address was the sign-up confirmation.
    const mail = await smtp.waitFor(email, 2);
    expect(mail.subject).toMatch(/^\d{6} is your Founder Flow sign-in code$/);
    const code = defined(/^(\d{6})/.exec(mail.subject)?.[1], 'the code in the subject');
    expect((await client.post('/api/auth/two-factor/verify-otp', { code })).status).toBe(200);
    expect(client.hasSession()).toBe(true);
  });

  it('turns off only with the password, after which the password alone signs in', async () => {
    const { email, device } = await enrolled();
    expect((await device.post('/api/auth/two-factor/disable', { password: 'wrong-password-1' })).status).toBe(
      400,
    );
    expect((await device.post('/api/auth/two-factor/disable', { password: PASSWORD })).status).toBe(200);
    expect(await twoFactorEnabled(email)).toBe(false);
    const client = testClient(t);
    expect(await (await client.signIn(email, PASSWORD)).json()).not.toHaveProperty('twoFactorRedirect');
    expect(client.hasSession()).toBe(true);
  });

  it('limits code guesses to 3 per 10 s per client, with Retry-After', async () => {
    const { email } = await enrolled();
    const client = await halfSignedIn(email);
    const statuses: number[] = [];
    let retryAfter: string | null = null;
    for (let i = 0; i < 4; i++) {
      const res = await client.post('/api/auth/two-factor/verify-totp', { code: `00000${i}` });
      statuses.push(res.status);
      retryAfter ??= res.headers.get('retry-after');
    }
    expect(statuses.at(-1)).toBe(429);
    expect(Number(retryAfter)).toBeGreaterThan(0);
  });
});
