import { createHash } from 'node:crypto';
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

/**
 * How the log names a mail's recipient: a short hash of the lowercased address, enough to follow one
 * person's mails through the log without writing their address into it.
 */
export function recipientHash(address: string): string {
  return createHash('sha256').update(address.trim().toLowerCase()).digest('hex').slice(0, 16);
}

/** SMTP when SMTP_URL is set; otherwise the dev outbox in DATA_DIR/outbox (read at /dev/mail). */
export function createMailer(env: Pick<Env, 'smtpUrl' | 'mailFrom' | 'dataDir'>, logger: Logger): Mailer {
  return env.smtpUrl
    ? createSmtpMailer(env.smtpUrl, env.mailFrom, logger)
    : createOutboxMailer(path.join(env.dataDir, 'outbox'), env.mailFrom, logger);
}
