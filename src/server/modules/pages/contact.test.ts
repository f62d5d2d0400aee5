import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { createLogger } from '#server/logger.ts';
import { DEMO_USERS } from '#server/db/demo-users.ts';
import { contactMessages } from '#server/db/schema/index.ts';
import { expectError } from '#server/testing/api-answers.ts';
import { useAppWithMailCapture } from '#server/testing/app-with-mail.ts';
import { newClientIp, signInAs, testClient, uniqueEmail } from '#server/testing/auth-client.ts';
import type { SmtpCapture } from '#server/testing/smtp-capture.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { defined } from '#shared/testing/defined.ts';
import { consumeContactAllowance, CONTACT_RATE_LIMIT } from './contact-rate-limit.ts';

let t: TestApp;
let smtp: SmtpCapture;
useAppWithMailCapture((app, capture) => {
  t = app;
  smtp = capture;
});

const SUPPORT = 'support@founderflow.app';

const message = (overrides: Record<string, unknown> = {}) => ({
  name: 'Ada Founder',
  email: uniqueEmail('contact'),
  topic: 'billing',
  message: 'My card was charged twice this month.\n\nCould you check?',
  elapsedMs: 12_000,
  ...overrides,
});

const storedFor = (email: string) =>
  t.db.select().from(contactMessages).where(eq(contactMessages.email, email));

describe('POST /api/contact', () => {
  let client: ReturnType<typeof testClient>;
  beforeEach(() => {
    client = testClient(t);
  });

  it('stores the message, mails it to support and confirms to the sender', async () => {
    const body = message();
    const res = await client.post('/api/contact', body);
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ received: true });

    const [row] = await storedFor(body.email);
    expect(row).toMatchObject({ name: 'Ada Founder', topic: 'billing', userId: null });
    expect(row?.message).toBe(body.message);

    const confirmation = await smtp.waitFor(body.email);
    expect(confirmation.subject).toBe('We received your message');
    expect(confirmation.text).toContain('Billing and subscription');
    // Nothing the sender typed but their name travels to the address they gave.
    expect(confirmation.text).not.toContain('charged twice');

    await expect.poll(() => smtp.to(SUPPORT).find((m) => m.text.includes(body.email))).toBeTruthy();
    const support = defined(
      smtp.to(SUPPORT).find((m) => m.text.includes(body.email)),
      "support's copy",
    );
    expect(support.subject).toBe('[Contact: Billing and subscription] Ada Founder');
    expect(support.text).toContain('My card was charged twice this month.');
    expect(support.text).toContain('Could you check?');
  });

  it('links the message to a signed-in sender', async () => {
    const signedIn = await signInAs(t, DEMO_USERS[0]);
    const body = message({ email: signedIn.email });
    expect((await signedIn.client.post('/api/contact', body)).status).toBe(202);
    const rows = await storedFor(signedIn.email);
    expect(rows.at(-1)?.userId).toBe(signedIn.id);
  });

  it('accepts and drops a filled honeypot or a form sent too fast, mailing no one', async () => {
    const trapped = message({ website: 'https://spam.example' });
    const hasty = message({ elapsedMs: 400 });
    for (const body of [trapped, hasty]) {
      const res = await client.post('/api/contact', body);
      expect(res.status).toBe(202);
      expect(await res.json()).toEqual({ received: true });
    }
    // A later real message's mails come after any the dropped ones would have caused.
    const real = message();
    expect((await client.post('/api/contact', real)).status).toBe(202);
    await smtp.waitFor(real.email);
    expect(await storedFor(trapped.email)).toEqual([]);
    expect(await storedFor(hasty.email)).toEqual([]);
    expect(smtp.to(trapped.email)).toEqual([]);
    expect(smtp.to(hasty.email)).toEqual([]);
  });

  it('refuses the fourth message from one client within ten minutes with 429 and Retry-After', async () => {
    const ip = newClientIp();
    const same = testClient(t, ip);
    for (let i = 0; i < CONTACT_RATE_LIMIT.max; i++) {
      expect((await same.post('/api/contact', message())).status).toBe(202);
    }
    const refused = message();
    const res = await same.post('/api/contact', refused);
    await expectError(res, 'rate_limited', 429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(500);
    expect(await storedFor(refused.email)).toEqual([]);
    // Another client is not held back by this one.
    expect((await testClient(t).post('/api/contact', message())).status).toBe(202);
  });

  it('opens a new window once ten minutes have passed', async () => {
    const ip = newClientIp();
    const start = Date.now();
    for (let i = 0; i < CONTACT_RATE_LIMIT.max; i++) {
      expect((await consumeContactAllowance(t.db, ip, start + i)).allowed).toBe(true);
    }
    expect(await consumeContactAllowance(t.db, ip, start + 5 * 60_000)).toEqual({
      allowed: false,
      retryAfterSeconds: 300,
    });
    expect((await consumeContactAllowance(t.db, ip, start + CONTACT_RATE_LIMIT.windowMs)).allowed).toBe(true);
  });

  it.each([
    ['a missing field', message({ topic: undefined })],
    ['an unknown field', message({ role: 'admin' })],
    ['an unknown topic', message({ topic: 'lawsuit' })],
    ['an invalid address', message({ email: 'not-an-address' })],
    ['a NUL byte in the name', message({ name: 'Ada\u0000' })],
    ['a NUL byte in the message', message({ message: 'Hello there\u0000, support' })],
    ['an oversized message', message({ message: 'x'.repeat(5001) })],
    ['an oversized name', message({ name: 'n'.repeat(101) })],
    ['a too-short message', message({ message: 'hi' })],
    ['a fill time that is no number', message({ elapsedMs: 'soon' })],
  ])('refuses %s with 422 and stores nothing', async (_label, body) => {
    await expectError(await client.post('/api/contact', body), 'validation_failed', 422);
    expect(await storedFor(String(body.email))).toEqual([]);
  });

  it('answers a body past the limit with 413 and one that is not JSON with 400', async () => {
    const huge = await client.request('/api/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(message({ message: 'x'.repeat(70_000) })),
    });
    expect(huge.status).toBe(413);
    const broken = await client.request('/api/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"name": "Ada',
    });
    expect(broken.status).toBe(400);
  });
});

describe('the log', () => {
  it('records that a message came, never what it says or who sent it', async () => {
    const lines: string[] = [];
    const logged = await createTestApp({
      logger: createLogger('info', { write: (line: string) => void lines.push(line) }),
    });
    try {
      const body = message({ message: 'A secret about our runway: 4 months left.' });
      expect((await testClient(logged).post('/api/contact', body)).status).toBe(202);
      await expect.poll(() => lines.filter((l) => l.includes('dev outbox')).length).toBe(2);
      const log = lines.join('\n');
      expect(log).toContain('/api/contact');
      expect(log).not.toContain('runway');
      expect(log).not.toContain(body.email);
      expect(log).not.toContain('Ada Founder');
    } finally {
      await logged.close();
    }
  });
});
