import nodemailer from 'nodemailer';
import type { Logger } from '#server/logger.ts';
import { recipientHash, type Mailer } from './mailer.ts';

/** Mail through an SMTP relay. The log records each hand-over (recipient hashed), never the mail itself. */
export function createSmtpMailer(url: string, from: string, logger: Logger): Mailer {
  const transport = nodemailer.createTransport(url);
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
