import path from 'node:path';
import type { Env } from '#server/env.ts';
import type { Logger } from '#server/logger.ts';
import { createOutboxMailer } from './outbox-mailer.ts';
import { createSmtpMailer } from './smtp-mailer.ts';

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers, e.g. RFC 8058's one-click `List-Unsubscribe` and `List-Unsubscribe-Post`. */
  headers?: Record<string, string>;
};

export type Mailer = {
  /** `outbox` keeps mail on disk for /dev/mail; `smtp` hands it to a mail server. */
  kind: 'outbox' | 'smtp';
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
};

export { recipientHash } from './recipient-hash.ts';

/** SMTP when SMTP_URL is set; otherwise the dev outbox in DATA_DIR/outbox (read at /dev/mail). */
export function createMailer(env: Pick<Env, 'smtpUrl' | 'mailFrom' | 'dataDir'>, logger: Logger): Mailer {
  return env.smtpUrl
    ? createSmtpMailer(env.smtpUrl, env.mailFrom, logger)
    : createOutboxMailer(path.join(env.dataDir, 'outbox'), env.mailFrom, logger);
}
