import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '#server/db/schema/index.ts';
import { useAppWithMailCapture } from '#server/testing/app-with-mail.ts';
import { signedUpUser, testClient, uniqueEmail, type TestClient } from '#server/testing/auth-client.ts';
import type { SmtpCapture } from '#server/testing/smtp-capture.ts';
import type { TestApp } from '#server/testing/test-app.ts';
import { defined } from '#shared/testing/defined.ts';

let smtp: SmtpCapture;
let t: TestApp;

useAppWithMailCapture((app, capture) => {
  t = app;
  smtp = capture;
});

/** A confirmed account (its first mail, the sign-up confirmation, already sent). */
async function account(): Promise<string> {
  const { email } = await signedUpUser(t, { label: 'passwordless', name: 'Code Person', signIn: false });
  await smtp.waitFor(email, 1);
  return email;
}

const requestCode = (client: TestClient, email: string) =>
  client.post('/api/auth/email-otp/send-verification-otp', { email, type: 'sign-in' });
const signInWith = (client: TestClient, email: string, otp: string) =>
  client.post('/api/auth/sign-in/email-otp', { email, otp });
const codeIn = (subject: string) => /^(\d{6}) is your Founder Flow code$/.exec(subject)?.[1];

describe('passwordless sign-in with a code by e-mail', () => {
  it('signs an existing account in with the mailed code, once', async () => {
    const email = await account();
    const client = testClient(t);
    expect((await requestCode(client, email)).status).toBe(200);
    const code = defined(codeIn((await smtp.waitFor(email, 2)).subject), 'the code in the subject');
    expect(code).toMatch(/^\d{6}$/);
    expect((await signInWith(client, email, code)).status).toBe(200);
    expect(client.hasSession()).toBe(true);
    expect((await client.get('/api/me/profile')).status).toBe(200);

    const again = testClient(t);
    expect((await signInWith(again, email, code)).status).toBe(400);
    expect(again.hasSession()).toBe(false);
  });

  it('answers an unknown address exactly like a known one, mails nothing and creates nothing', async () => {
    const known = await account();
    const unknown = uniqueEmail('nobody');
    const [a, b] = [await requestCode(testClient(t), known), await requestCode(testClient(t), unknown)];
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(await a.json()).toEqual(await b.json());
    await smtp.waitFor(known, 2);
    expect(smtp.to(unknown)).toHaveLength(0);
    const guess = await signInWith(testClient(t), unknown, '123456');
    expect(guess.status).toBe(400);
    expect(await t.db.select().from(users).where(eq(users.email, unknown))).toHaveLength(0);
  });

  it('gives up a code after 3 wrong tries', async () => {
    const email = await account();
    await requestCode(testClient(t), email);
    const code = defined(codeIn((await smtp.waitFor(email, 2)).subject), 'the code in the subject');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 3; i++) expect((await signInWith(testClient(t), email, wrong)).status).toBe(400);
    expect((await signInWith(testClient(t), email, code)).status).not.toBe(200);
  });

  it('never lets a code alone past two-step verification: its owner is told to use the password', async () => {
    const email = await account();
    await t.db.update(users).set({ twoFactorEnabled: true }).where(eq(users.email, email));
    expect((await requestCode(testClient(t), email)).status).toBe(200);
    const mail = await smtp.waitFor(email, 2);
    expect(mail.subject).toBe('Sign in to Founder Flow with your password');
    expect(codeIn(mail.subject)).toBeUndefined();
  });

  it('limits code requests to 3 per 60 s per client', async () => {
    const email = await account();
    const client = testClient(t);
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await requestCode(client, email)).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});
