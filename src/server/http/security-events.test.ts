import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DEMO_USERS } from '#server/db/demo-users.ts';
import { recipientHash } from '#server/integrations/mail/mailer.ts';
import { createLogger } from '#server/logger.ts';
import { signedUpUser, testClient } from '#server/testing/auth-client.ts';
import { STRIPE_TEST_ENV } from '#server/testing/stripe-double.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { defined } from '#shared/testing/defined.ts';

const lines: string[] = [];
const logger = createLogger('info', { write: (line: string) => void lines.push(line) });
const logLine = z.record(z.string(), z.unknown());
const events = (name: string) =>
  lines.map((line) => logLine.parse(JSON.parse(line))).filter((e) => e.security === name);

let t: TestApp;
beforeAll(async () => {
  // Stripe settings so the webhook endpoint is there; its API is never called by these tests.
  t = await createTestApp({ logger, env: { ...STRIPE_TEST_ENV, STRIPE_API_BASE: 'http://127.0.0.1:9' } });
});
afterAll(() => t.close());

describe('security events in the log', () => {
  it('records failed and successful sign-ins by address hash, user id and client address, never the secrets', async () => {
    const user = await signedUpUser(t, { label: 'audit', signIn: false });
    const client = testClient(t);
    expect((await client.signIn(user.email, 'not-the-password-at-all')).status).toBe(401);
    expect((await client.signIn(user.email, user.password)).status).toBe(200);

    expect(events('sign_in_failed')).toContainEqual(
      expect.objectContaining({ addressHash: recipientHash(user.email), clientIp: client.ip, status: 401 }),
    );
    expect(events('sign_in_succeeded')).toContainEqual(
      expect.objectContaining({ userId: user.id, clientIp: client.ip }),
    );
    const sessionToken = client.cookie().match(/session_token=([^;.]+)/)?.[1];
    const text = lines.join('');
    for (const secret of [
      user.email,
      user.password,
      'not-the-password-at-all',
      defined(sessionToken, 'the session token'),
    ])
      expect(text).not.toContain(secret);
  });

  it('records a failed second step and rate-limit refusals', async () => {
    const client = testClient(t);
    const second = await client.post('/api/auth/two-factor/verify-totp', { code: '123456' });
    expect(second.status).toBeGreaterThanOrEqual(400);
    expect(events('two_factor_failed')).toContainEqual(expect.objectContaining({ clientIp: client.ip }));
    expect(lines.join('')).not.toContain('123456');

    const demo = DEMO_USERS[2];
    let status = 0;
    for (let i = 0; i < 10 && status !== 429; i++)
      status = (await client.signIn(demo.email, `wrong-${i}-password`)).status;
    expect(status).toBe(429);
    expect(events('rate_limited')).toContainEqual(
      expect.objectContaining({ clientIp: client.ip, path: '/api/auth/sign-in/email' }),
    );
  });

  it('records authorisation denials and webhook posts with a bad signature', async () => {
    const visitor = testClient(t);
    expect((await visitor.get('/api/me/profile')).status).toBe(401);
    expect(events('access_denied')).toContainEqual(
      expect.objectContaining({ path: '/api/me/profile', status: 401, code: 'unauthorized' }),
    );

    const webhook = await t.app.request('/api/billing/webhooks/stripe', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=forged' },
      body: '{"id":"evt_forged"}',
    });
    expect(webhook.status).toBe(400);
    expect(events('webhook_signature_invalid')).toContainEqual(
      expect.objectContaining({ path: '/api/billing/webhooks/stripe' }),
    );
  });
});
