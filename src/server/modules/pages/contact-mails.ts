import { renderMail } from '#server/integrations/mail/mail-layout.ts';
import type { MailMessage } from '#server/integrations/mail/mailer.ts';
import { CONTACT_TOPIC_LABELS, type ContactMessage } from '#shared/schemas/contact.ts';

/** The message as the support inbox receives it: who wrote, about what, and their words in full. */
export function supportMail(supportEmail: string, message: ContactMessage, id: string): MailMessage {
  const topic = CONTACT_TOPIC_LABELS[message.topic];
  return renderMail({
    to: supportEmail,
    subject: `[Contact: ${topic}] ${message.name}`,
    preview: `${message.name} wrote about ${topic.toLowerCase()}.`,
    heading: `New message: ${topic}`,
    paragraphs: [
      `From: ${message.name} <${message.email}>`,
      ...message.message.split(/\n{2,}/).map((paragraph) => paragraph.trim()),
    ],
    footnote: `Reply to ${message.email} directly; this mail comes from a no-reply address. Message ${id}.`,
  });
}

/**
 * The sender's confirmation. It repeats neither the message nor anything else they typed but their
 * name and topic: anyone can put any address into the form, so a confirmation must not carry words
 * of a stranger's choosing to someone who never wrote.
 */
export function contactConfirmationMail(message: ContactMessage): MailMessage {
  const topic = CONTACT_TOPIC_LABELS[message.topic];
  return renderMail({
    to: message.email,
    subject: 'We received your message',
    preview: 'A person from the team will reply within two working days.',
    heading: 'Thanks for writing to us',
    paragraphs: [
      `Hi ${message.name},`,
      `Your message about "${topic}" reached the Founder Flow team. A person, not a bot, reads every message and replies to this address, usually within two working days.`,
    ],
    footnote:
      'If you did not write to us, someone typed your address into our contact form: ignore this email.',
  });
}
