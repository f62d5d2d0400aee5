import nodemailer from 'nodemailer';
import type { Logger } from '#server/logger.ts';
import type { Mailer } from './mailer.ts';
import { recipientHash } from './recipient-hash.ts';

/**
 * How long the relay may take, far below nodemailer's defaults (2 min to connect, 30 s to greet,
 * 10 min of silence): a relay that is silent holds a send, and the sends that a request waits for
 * (an account deletion's notice, an admin's reply), for seconds, not minutes. A relay nearby connects
 * and greets in milliseconds; the socket's allowance leaves room for filtering after DATA. Settings
 * in SMTP_URL's query, if any, take precedence.
 */
export const SMTP_TIMEOUTS = {
  dnsTimeout: 2_000,
  connectionTimeout: 2_000,
  greetingTimeout: 2_000,
  socketTimeout: 10_000,
};

/** Mail through an SMTP relay. The log records each hand-over (recipient hashed), never the mail itself. */
export function createSmtpMailer(url: string, from: string, logger: Logger): Mailer {
  const transport = nodemailer.createTransport({ url, ...SMTP_TIMEOUTS });
  return {
    kind: 'smtp',
    async send(message) {
      const info = await transport.sendMail({ from, ...message });
      logger.info({ mailer: 'smtp', messageId: info.messageId, to: recipientHash(message.to) }, 'mail sent');
    },
    async close() {
      transport.close();
    },
  };
}
