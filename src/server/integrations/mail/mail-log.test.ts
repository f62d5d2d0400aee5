import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createApp } from '#server/app.ts';
import { createAuthServices } from '#server/bootstrap.ts';
import { DEMO_USERS } from '#server/db/demo-users.ts';
import { readOutbox } from '#server/integrations/mail/outbox-mailer.ts';
import { recipientHash } from '#server/integrations/mail/mailer.ts';
import { createLogger } from '#server/logger.ts';
import { testClient } from '#server/testing/auth-client.ts';
import { startSmtpCapture, type SmtpCapture } from '#server/testing/smtp-capture.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { defined } from '#shared/testing/defined.ts';

const demo = DEMO_USERS[2];

const logLine = z.record(z.string(), z.unknown());

/** The app's own logger at info, writing its lines here instead of stdout. */
function capturedLog() {
  const lines: string[] = [];
  const logger = createLogger('info', { write: (line: string) => void lines.push(line) });
  return {
    logger,
    text: () => lines.join(''),
    entries: () => lines.map((l) => logLine.parse(JSON.parse(l))),
  };
}

/** Asks for a password reset and a sign-in code for the demo account, each from an address of its own. */
async function requestResetAndCode(t: TestApp) {
  const reset = await testClient(t).post('/api/auth/request-password-reset', {
    email: demo.email,
    redirectTo: '/auth?reset_password=true',
  });
  expect(reset.status).toBe(200);
  const code = await testClient(t).post('/api/auth/email-otp/send-verification-otp', {
    email: demo.email,
    type: 'sign-in',
  });
  expect(code.status).toBe(200);
}

/** What must never reach the log: the reset link, its token, the code (and the subject that carries it). */
function secretsOf(mails: { subject: string; text: string }[]) {
  const resetMail = defined(
    mails.find((m) => m.subject === 'Reset your Founder Flow password'),
    'the reset mail',
  );
  const link = defined(
    /(http\S+\/api\/auth\/reset-password\/\S+)/.exec(resetMail.text)?.[1],
    'the reset link',
  );
  const token = defined(/reset-password\/([^?\s]+)/.exec(link)?.[1], "the reset link's token");
  const codeMail = defined(
    mails.find((m) => / is your Founder Flow code$/.test(m.subject)),
    'the sign-in code mail',
  );
  const code = defined(/^(\d{6}) /.exec(codeMail.subject)?.[1], 'the code in the subject');
  return { link, token, code, codeSubject: codeMail.subject };
}

function expectNothingSecret(log: string, secrets: ReturnType<typeof secretsOf>) {
  expect(log).not.toContain(secrets.link);
  expect(log).not.toContain(secrets.token);
  expect(log).not.toContain(secrets.codeSubject);
  expect(log).not.toMatch(new RegExp(`\\b${secrets.code}\\b`));
  expect(log).not.toContain(demo.email);
}

describe('the log while account mails are sent', () => {
  const log = capturedLog();
  let t: TestApp;
  let smtp: SmtpCapture;
  let viaSmtp: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ logger: log.logger });
    // The same app and database with its mail going to an SMTP server on loopback instead.
    smtp = await startSmtpCapture();
    const env = { ...t.deps.env, smtpUrl: smtp.url };
    const services = createAuthServices(env, log.logger, t.db);
    viaSmtp = {
      ...t,
      deps: { ...t.deps, env, ...services },
      app: createApp({ ...t.deps, env, ...services }),
    };
  });
  afterAll(async () => {
    await viaSmtp.deps.closeServices();
    await t.close();
    await smtp.close();
  });

  it('records that each mail was written to the dev outbox, never its link, token or code', async () => {
    await requestResetAndCode(t);
    const outbox = path.join(t.deps.env.dataDir, 'outbox');
    const mails = await vi.waitFor(
      async () => {
        const found = await readOutbox(outbox, demo.email);
        expect(found).toHaveLength(2);
        return found;
      },
      { timeout: 15_000 },
    );
    const written = await vi.waitFor(() => {
      const lines = log.entries().filter((e) => e.msg === 'mail written to the dev outbox');
      expect(lines).toHaveLength(2);
      return lines;
    });
    for (const line of written) {
      expect(line).toMatchObject({ mailer: 'outbox', to: recipientHash(demo.email) });
      expect(mails.map((m) => m.id)).toContain(line.mailId);
    }
    const secrets = secretsOf(mails);
    expectNothingSecret(log.text(), secrets);

    // Following the link logs the request, but not the token in its path.
    const landing = await testClient(t).get(secrets.link.replace(t.deps.env.appUrl, ''));
    expect(landing.status).toBe(302);
    await vi.waitFor(() => expect(log.text()).toContain('/api/auth/reset-password/[redacted]'));
    expectNothingSecret(log.text(), secrets);
  });

  it('records that each mail was sent by SMTP, never its link, token or code', async () => {
    await requestResetAndCode(viaSmtp);
    const mails = [await smtp.waitFor(demo.email, 1), await smtp.waitFor(demo.email, 2)];
    const sent = await vi.waitFor(() => {
      const lines = log.entries().filter((e) => e.msg === 'mail sent');
      expect(lines).toHaveLength(2);
      return lines;
    });
    for (const line of sent) expect(line).toMatchObject({ mailer: 'smtp', to: recipientHash(demo.email) });
    expectNothingSecret(log.text(), secretsOf(mails));
  });
});
