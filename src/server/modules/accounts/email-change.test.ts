import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authSessions, users } from '#server/db/schema/index.ts';
import { expectError, readJson } from '#server/testing/api-answers.ts';
import { useAppWithMailCapture } from '#server/testing/app-with-mail.ts';
import { signedUpUser, uniqueEmail, type SignedIn } from '#server/testing/auth-client.ts';
import { linkIn, type SmtpCapture } from '#server/testing/smtp-capture.ts';
import type { TestApp } from '#server/testing/test-app.ts';
import { defined } from '#shared/testing/defined.ts';

let smtp: SmtpCapture;
let t: TestApp;
const PASSWORD = 'moving-house-2026';

useAppWithMailCapture((app, capture) => {
  t = app;
  smtp = capture;
});

const signedIn = (): Promise<SignedIn> =>
  signedUpUser(t, { label: 'moving', name: 'Moving Person', password: PASSWORD });

const emailOf = async (id: string) => {
  const [user] = await t.db.select({ email: users.email }).from(users).where(eq(users.id, id));
  return defined(user, `the user ${id}`).email;
};
const staleSessions = (id: string) =>
  t.db
    .update(authSessions)
    .set({ createdAt: new Date(Date.now() - 3_600_000) })
    .where(eq(authSessions.userId, id));

describe('changing the e-mail address', () => {
  it('sends a link to the new address and changes it only when the link is opened', async () => {
    const { client, email, id } = await signedIn();
    const newEmail = uniqueEmail('moved');
    const res = await client.post('/api/me/email', { newEmail });
    expect(res.status).toBe(200);
    expect(await emailOf(id)).toBe(email);
    const mail = await smtp.waitFor(newEmail, 1);
    expect(mail.subject).toBe('Confirm your new email address for Founder Flow');
    const link = linkIn(mail, `${t.deps.env.appUrl}/api/auth/verify-email`);
    const opened = await client.get(link.replace(t.deps.env.appUrl, ''));
    expect(opened.status).toBe(302);
    expect(opened.headers.get('location')).toBe('/profile?email_changed=1');
    expect(await emailOf(id)).toBe(newEmail);
    const profile = await readJson(await client.api.me.profile.$get());
    expect(profile.email).toBe(newEmail);
    expect((await client.signIn(newEmail, PASSWORD)).status).toBe(200);
  });

  it('answers an address another account holds like a free one, and mails nobody', async () => {
    const { client } = await signedIn();
    const { email: taken } = await signedIn();
    const res = await client.post('/api/me/email', { newEmail: taken });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ sent: true });
    const probe = uniqueEmail('probe');
    expect((await client.post('/api/me/email', { newEmail: probe })).status).toBe(200);
    await smtp.waitFor(probe, 1);
    expect(smtp.to(taken).filter((m) => m.subject.includes('new email'))).toHaveLength(0);
  });

  it('needs the password once the sign-in is no longer fresh, here and at Better Auth’s own endpoint', async () => {
    const { client, id } = await signedIn();
    await staleSessions(id);
    const newEmail = uniqueEmail('moved-later');
    const asked = await client.api.me.email.$post({ json: { newEmail } });
    await expectError(asked, 'reauth_required', 403);
    const direct = await client.post('/api/auth/change-email', { newEmail });
    expect(direct.status).toBe(403);
    expect((await client.post('/api/me/email', { newEmail, password: PASSWORD })).status).toBe(200);
    await smtp.waitFor(newEmail, 1);
  });

  it('refuses a malformed address or the same one with 422', async () => {
    const { client, email } = await signedIn();
    expect((await client.post('/api/me/email', { newEmail: 'not-an-address' })).status).toBe(422);
    expect((await client.post('/api/me/email', { newEmail: email })).status).toBe(422);
  });
});
