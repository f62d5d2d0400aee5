import { afterAll, beforeAll } from 'vitest';
import { startSmtpCapture, type SmtpCapture } from './smtp-capture.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/**
 * A test file's app whose mail goes to a real SMTP server on loopback, started before the file's
 * tests and closed after them. `ready` receives both once they are up.
 */
export function useAppWithMailCapture(ready: (app: TestApp, smtp: SmtpCapture) => void) {
  let app: TestApp | undefined;
  let smtp: SmtpCapture | undefined;
  beforeAll(async () => {
    smtp = await startSmtpCapture();
    app = await createTestApp({ env: { SMTP_URL: smtp.url } });
    ready(app, smtp);
  });
  afterAll(async () => {
    await app?.close();
    await smtp?.close();
  });
}
