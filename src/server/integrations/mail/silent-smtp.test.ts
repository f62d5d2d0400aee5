import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_USERS } from '#server/db/demo-users.ts';
import { createLogger } from '#server/logger.ts';
import { testClient } from '#server/testing/auth-client.ts';
import { startSmtpCapture, type SmtpCapture } from '#server/testing/smtp-capture.ts';
import { startTcpProxy, type TcpProxy } from '#server/testing/tcp-proxy.ts';
import { promptly } from '#server/testing/promptly.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';

const demo = DEMO_USERS[2];

describe('account mails through an SMTP relay that goes silent', () => {
  const lines: string[] = [];
  let smtp: SmtpCapture;
  let proxy: TcpProxy;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpCapture();
    proxy = await startTcpProxy({ host: '127.0.0.1', port: Number(new URL(smtp.url).port) });
    t = await createTestApp({
      env: { SMTP_URL: `smtp://${proxy.host}:${proxy.port}` },
      logger: createLogger('error', { write: (line: string) => void lines.push(line) }),
    });
  });
  afterAll(async () => {
    await t.close();
    await proxy.close();
    await smtp.close();
  });

  const mailsNotSent = () => lines.filter((line) => line.includes('"mail not sent"')).length;

  it('answers sign-up and password reset promptly: no request waits for the relay', async () => {
    proxy.silence();
    const signUp = await promptly(
      testClient(t).signUp({
        name: 'Quiet Relay',
        email: `quiet-${randomUUID()}@example.com`,
        password: 'a-long-password-1',
      }),
    );
    expect(signUp.status).toBe(200);
    const reset = await promptly(
      testClient(t).post('/api/auth/request-password-reset', { email: demo.email, redirectTo: '/auth' }),
    );
    expect(reset.status).toBe(200);
  });

  it('gives their sends up within seconds, logged as not sent, instead of holding them for minutes', async () => {
    // Two mails: the sign-up's confirmation and the reset link. Nodemailer's own defaults wait 30 s
    // for a greeting; the wait here stays well below that.
    await vi.waitFor(() => expect(mailsNotSent()).toBe(2), { timeout: 15_000, interval: 100 });
  });

  it('sends again once the relay answers', async () => {
    await proxy.forward();
    const reset = await testClient(t).post('/api/auth/request-password-reset', {
      email: demo.email,
      redirectTo: '/auth',
    });
    expect(reset.status).toBe(200);
    expect((await smtp.waitFor(demo.email)).subject).toBe('Reset your Founder Flow password');
  });
});
