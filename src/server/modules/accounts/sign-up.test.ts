import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { profiles, users } from '#server/db/schema/index.ts';
import { readJson } from '#server/testing/api-answers.ts';
import { useAppWithMailCapture } from '#server/testing/app-with-mail.ts';
import { testClient, uniqueEmail } from '#server/testing/auth-client.ts';
import { linkIn, type SmtpCapture } from '#server/testing/smtp-capture.ts';
import type { TestApp } from '#server/testing/test-app.ts';
import { defined } from '#shared/testing/defined.ts';

let smtp: SmtpCapture;
let t: TestApp;
const PASSWORD = 'tidal-lantern-47';

useAppWithMailCapture((app, capture) => {
  t = app;
  smtp = capture;
});
afterEach(() => vi.useRealTimers());

const verifyPath = (link: string) => link.replace(t.deps.env.appUrl, '');

describe('sign-up and e-mail confirmation', () => {
  it('creates the account and profile, mails a confirmation link, refuses sign-in until it is followed, and following it signs in', async () => {
    const client = testClient(t);
    const email = uniqueEmail('new');
    const res = await client.signUp({
      name: 'Nia Founder',
      email,
      password: PASSWORD,
      callbackURL: '/auth?redirect=/sessions',
    });
    // Better Auth's sign-up, outside the typed API.
    expect((await readJson<{ token: unknown }>(res)).token).toBeNull();
    expect(client.hasSession()).toBe(false);

    const [user] = await t.db.select().from(users).where(eq(users.email, email));
    expect(user).toMatchObject({ name: 'Nia Founder', emailVerified: false });
    const [profile] = await t.db
      .select()
      .from(profiles)
      .where(eq(profiles.id, defined(user, 'the new user').id));
    expect(profile).toMatchObject({ name: 'Nia Founder', email, avatarUrl: '' });

    const mail = await smtp.waitFor(email);
    expect(mail.subject).toBe('Confirm your email for Founder Flow');
    const link = linkIn(mail, `${t.deps.env.appUrl}/api/auth/verify-email?token=`);
    expect(mail.html).toContain('Founder Flow');
    expect(mail.html).toContain(link.replaceAll('&', '&#38;'));
    expect(mail.text).toContain('expires in 24 hours');

    const early = await client.signIn(email, PASSWORD);
    expect(early.status).toBe(403);
    expect(await early.json()).toMatchObject({ code: 'EMAIL_NOT_VERIFIED', message: 'Email not verified' });

    const confirm = await client.get(verifyPath(link));
    expect(confirm.status).toBe(302);
    expect(confirm.headers.get('location')).toBe('/auth?redirect=/sessions');
    // Following the link confirms the address and signs the new account in, in the
    // browser that opened it; the link stays single-use below.
    expect(client.hasSession()).toBe(true);
    expect((await client.session())?.user).toMatchObject({ email, emailVerified: true });
    const [verified] = await t.db.select().from(users).where(eq(users.email, email));
    expect(defined(verified, 'the confirmed user').emailVerified).toBe(true);
    // Another browser that opens the same link later gets no session from it.
    const stranger = testClient(t);
    await stranger.get(verifyPath(link));
    expect(stranger.hasSession()).toBe(false);
    // The link works once: opened again (twice at once, even), it goes where an invalid link goes.
    const again = await Promise.all([client.get(verifyPath(link)), testClient(t).get(verifyPath(link))]);
    for (const reopened of again) {
      expect(reopened.status).toBe(302);
      expect(reopened.headers.get('location')).toBe('/auth?redirect=%2Fsessions&error=INVALID_TOKEN');
    }

    const signIn = await client.signIn(email, PASSWORD);
    expect(signIn.status).toBe(200);
    expect((await client.session())?.user.email).toBe(email);
  });

  it('answers a sign-up with a taken address exactly like a new one, creates nothing and tells the owner', async () => {
    const email = uniqueEmail('taken');
    const owner = testClient(t);
    await owner.signUp({ name: 'First Owner', email, password: PASSWORD });
    await smtp.waitFor(email);

    const intruder = testClient(t);
    const res = await intruder.signUp({ name: 'Someone Else', email, password: 'another-secret-9' });
    const body = await readJson<{
      token: unknown;
      user: { email: string; name: string; emailVerified: boolean };
    }>(res);
    expect(body.token).toBeNull();
    expect(body.user).toMatchObject({ email, name: 'Someone Else', emailVerified: false });
    expect(await t.db.select().from(users).where(eq(users.email, email))).toHaveLength(1);

    const notice = await smtp.waitFor(email, 2);
    expect(notice.subject).toBe('You already have a Founder Flow account');
    expect(notice.text).not.toContain('verify-email');
  });

  it('resends the confirmation, answering alike for unknown addresses', async () => {
    const email = uniqueEmail('resend');
    const client = testClient(t);
    await client.signUp({ name: 'Resend Me', email, password: PASSWORD });
    await smtp.waitFor(email);

    const resend = await client.post('/api/auth/send-verification-email', { email, callbackURL: '/auth' });
    expect(resend.status).toBe(200);
    const again = await smtp.waitFor(email, 2);
    expect(again.subject).toBe('Confirm your email for Founder Flow');

    const nobody = uniqueEmail('nobody');
    const unknown = await client.post('/api/auth/send-verification-email', {
      email: nobody,
      callbackURL: '/auth',
    });
    expect(unknown.status).toBe(200);
    expect(await unknown.json()).toEqual(await resend.json());
    // A mail to the unknown address would have been on its way before this later one to a known
    // address: once that one has arrived, none went to the unknown one.
    await client.post('/api/auth/send-verification-email', { email, callbackURL: '/auth' });
    await smtp.waitFor(email, 3);
    expect(smtp.to(nobody)).toEqual([]);
  });

  it('refuses a confirmation link older than 24 hours and redirects with the reason', async () => {
    const email = uniqueEmail('late');
    const client = testClient(t);
    await client.signUp({ name: 'Late Reader', email, password: PASSWORD, callbackURL: '/auth' });
    const link = linkIn(await smtp.waitFor(email), `${t.deps.env.appUrl}/api/auth/verify-email?token=`);

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 24 * 60 * 60 * 1000 + 60_000);
    const res = await client.get(verifyPath(link));
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/auth?error=TOKEN_EXPIRED');
    const [user] = await t.db.select().from(users).where(eq(users.email, email));
    expect(defined(user, 'the user').emailVerified).toBe(false);
  });

  it('refuses a confirmation redirect to another site', async () => {
    const client = testClient(t);
    const res = await client.signUp({
      name: 'Redirected',
      email: uniqueEmail('evil'),
      password: PASSWORD,
      callbackURL: 'https://evil.example/phish',
    });
    expect(res.status).toBe(403);
  });
});
