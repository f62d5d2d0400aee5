import type { Logger } from '#server/logger.ts';
import {
  emailChangeMail,
  existingAccountMail,
  passwordResetMail,
  signInCodeMail,
  signInCodeRefusedMail,
  twoFactorCodeMail,
  verificationMail,
} from '#server/integrations/mail/account-mails.ts';
import { recipientHash, type Mailer, type MailMessage } from '#server/integrations/mail/mailer.ts';

/**
 * The mail Better Auth asks for. Sending is not awaited: the answer to the request must take the same
 * time whether or not a mail goes out, or response timing would tell which addresses have accounts.
 */
export function authMail(mailer: Mailer, logger: Logger, appUrl: string) {
  // A failure names the kind of mail and a hash of its recipient: subjects can carry a sign-in code.
  const send = (message: MailMessage, kind: string) => {
    mailer
      .send(message)
      .catch((err: unknown) =>
        logger.error({ err, mail: kind, to: recipientHash(message.to) }, 'mail not sent'),
      );
  };
  return {
    verification: (user: { email: string; name: string }, url: string) =>
      send(verificationMail(user, url), 'verification'),
    emailChange: (user: { email: string; name: string }, url: string) =>
      send(emailChangeMail(user, url), 'email-change'),
    passwordReset: (user: { email: string; name: string }, url: string) =>
      send(passwordResetMail(user, url), 'password-reset'),
    twoFactorCode: (user: { email: string; name: string }, code: string) =>
      send(twoFactorCodeMail(user, code), 'two-factor-code'),
    signInCode: (user: { email: string; name: string }, code: string) =>
      send(signInCodeMail(user, code), 'sign-in-code'),
    signInCodeRefused: (user: { email: string; name: string }) =>
      send(signInCodeRefusedMail(user, new URL('/auth', appUrl).toString()), 'sign-in-code-refused'),
    existingAccount: (user: { email: string; name: string }) =>
      send(existingAccountMail(user, new URL('/auth', appUrl).toString()), 'existing-account'),
  };
}
