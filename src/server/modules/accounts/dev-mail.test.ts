import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '#server/app.ts';
import { readJson } from '#server/testing/api-answers.ts';
import { testClient, uniqueEmail } from '#server/testing/auth-client.ts';
import { asProduction, createTestApp } from '#server/testing/test-app.ts';
import { defined } from '#shared/testing/defined.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Hono passes this as the Node bindings: the request came over a socket from `address`. */
const from = (address: string) => ({ incoming: { socket: { remoteAddress: address } } });
const LOCAL = from('127.0.0.1');

// The dev outbox is a development page, outside the typed API.
type Listed = { items: { id: string; to: string; subject: string; text: string; html: string }[] };

describe('the dev outbox (no SMTP_URL)', () => {
  it('keeps every mail, readable at /dev/mail as a page, as JSON by recipient, and one by one', async () => {
    const email = uniqueEmail('outbox');
    await testClient(t).signUp({
      name: 'Outbox Reader',
      email,
      password: 'quiet-harbour-51',
      callbackURL: '/auth',
    });

    // The confirmation is sent after the sign-up answers: wait until it is in the outbox.
    const listed = await vi.waitFor(
      async () => {
        const res = await t.app.request(`/dev/mail/messages?to=${encodeURIComponent(email)}`, {}, LOCAL);
        const body = await readJson<Listed>(res);
        expect(body.items).toHaveLength(1);
        return body;
      },
      { timeout: 10_000 },
    );
    const mail = defined(listed.items[0], 'the confirmation mail');
    expect(mail).toMatchObject({ to: email, subject: 'Confirm your email for Founder Flow' });
    expect(mail.text).toContain('/api/auth/verify-email?token=');

    const index = await t.app.request('/dev/mail', {}, LOCAL);
    expect(index.headers.get('content-type')).toMatch(/text\/html/);
    expect(await index.text()).toContain(`/dev/mail/${mail.id}`);
    const single = await t.app.request(`/dev/mail/${mail.id}`, {}, LOCAL);
    expect(await single.text()).toBe(mail.html);
    expect((await t.app.request('/dev/mail/no-such-mail', {}, LOCAL)).status).toBe(404);
  });

  it('answers loopback sockets only: a forged X-Forwarded-For does not make a stranger local', async () => {
    for (const address of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      expect((await t.app.request('/dev/mail/messages', {}, from(address))).status).toBe(200);
    }
    const forged = { headers: { 'x-forwarded-for': '127.0.0.1' } };
    for (const path of ['/dev/mail', '/dev/mail/messages', '/dev/mail/some-id']) {
      const res = await t.app.request(path, forged, from('192.0.2.44'));
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ error: { code: 'not_found', message: 'Not found' } });
      expect((await t.app.request(path, {}, from('::ffff:10.1.2.3'))).status).toBe(404);
      // In process, with no socket at all, nobody is known to be at the machine either.
      expect((await t.app.request(path)).status).toBe(404);
    }
  });

  it('refuses what a proxy on this machine relays (X-Forwarded-For present), like /metrics', async () => {
    // A tunnel to a dev instance connects from loopback on behalf of whoever holds its address.
    const relayed = { headers: { 'x-forwarded-for': '203.0.113.9' } };
    for (const path of ['/dev/mail', '/dev/mail/messages', '/dev/mail/some-id']) {
      const res = await t.app.request(path, relayed, LOCAL);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ error: { code: 'not_found', message: 'Not found' } });
    }
    expect((await t.app.request('/dev/mail/messages', relayed, from('::1'))).status).toBe(404);
  });

  it('is not served in production or when mail goes out by SMTP', () => {
    const inProduction = asProduction(t);
    const withSmtp = createApp({ ...t.deps, mailer: { ...t.deps.mailer, kind: 'smtp' } });
    return Promise.all(
      [inProduction, withSmtp].map(async (app) => {
        expect((await app.request('/dev/mail/messages', {}, LOCAL)).status).toBe(404);
        expect((await app.request('/dev/mail', {}, LOCAL)).status).toBe(404);
      }),
    );
  });
});
