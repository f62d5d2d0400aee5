import type { AppDeps } from '#server/deps.ts';
import { contactMessages } from '#server/db/schema/index.ts';
import { recipientHash, type MailMessage } from '#server/integrations/mail/mailer.ts';
import { CONTACT_MIN_FILL_MS, type ContactMessage } from '#shared/schemas/contact.ts';
import { contactConfirmationMail, supportMail } from './contact-mails.ts';
import { firstRowOr } from '#server/errors.ts';

/** A bot's message: the hidden field filled in, or the form sent faster than a person could. */
export const looksAutomated = (message: ContactMessage) =>
  Boolean(message.website?.trim()) || message.elapsedMs < CONTACT_MIN_FILL_MS;

/**
 * Stores a contact message and mails it to support, with a confirmation to the sender. A bot's
 * message is dropped without a word, so the answer teaches it nothing. The mails are not awaited:
 * the message is safe in the database once this returns, and a slow relay must not hold up the page.
 * Nothing here logs what the message says.
 */
export async function receiveContactMessage(
  { db, mailer, logger, env }: AppDeps,
  message: ContactMessage,
  userId: string | null,
): Promise<void> {
  if (looksAutomated(message)) {
    logger.info({ event: 'contact_dropped' }, 'contact message dropped as automated');
    return;
  }
  const row = firstRowOr(
    await db
      .insert(contactMessages)
      .values({
        userId,
        name: message.name,
        email: message.email,
        topic: message.topic,
        message: message.message,
      })
      .returning({ id: contactMessages.id }),
  );
  const send = (mail: MailMessage, kind: string) =>
    mailer
      .send(mail)
      .catch((err: unknown) =>
        logger.error({ err, mail: kind, to: recipientHash(mail.to) }, 'mail not sent'),
      );
  void send(supportMail(env.supportEmail, message, row.id), 'contact-support');
  void send(contactConfirmationMail(message), 'contact-confirmation');
}
