import { renderMail } from '#server/integrations/mail/mail-layout.ts';
import type { MailMessage } from '#server/integrations/mail/mailer.ts';

/** Sent once the account is gone: what was removed, and that nothing more will be charged. */
export function accountDeletedMail(to: string, name: string, subscriptionCancelled: boolean): MailMessage {
  return renderMail({
    to,
    subject: 'Your Founder Flow account was deleted',
    preview: 'Your account and everything in it are gone.',
    heading: 'Your account was deleted',
    paragraphs: [
      `Hi ${name || 'there'},`,
      'As you asked, we deleted your Founder Flow account: your profile, listening history, journal, recordings, Owl memory, check-ins and badges are removed from our database, and your recordings and picture from our storage.',
      ...(subscriptionCancelled
        ? [
            'Your Premium subscription was cancelled at the payment provider, so you will not be charged again.',
          ]
        : []),
      'Thank you for the time you spent with us. You are welcome back whenever you like.',
    ],
    footnote: 'If you did not delete your account, reply to our support address at once.',
  });
}
