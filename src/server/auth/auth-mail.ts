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
import type { Mailer, MailMessage } from '#server/integrations/mail/mailer.ts';

/**
 * The mail Better Auth asks for. Sending is not awaited: the answer to the request must take the same
 * time whether or not a mail goes out, or response timing would tell which addresses have accounts.
 */
export function authMail(mailer: Mailer, logger: Logger, appUrl: string) {
  const send = (message: MailMessage) => {
    mailer
      .send(message)
      .catch((err: unknown) => logger.error({ err, subject: message.subject }, 'mail not sent'));
  };
  return {
    verification: (user: { email: string; name: string }, url: string) => send(verificationMail(user, url)),
    emailChange: (user: { email: string; name: string }, url: string) => send(emailChangeMail(user, url)),
    passwordReset: (user: { email: string; name: string }, url: string) => send(passwordResetMail(user, url)),
    twoFactorCode: (user: { email: string; name: string }, code: string) =>
      send(twoFactorCodeMail(user, code)),
    signInCode: (user: { email: string; name: string }, code: string) => send(signInCodeMail(user, code)),
    signInCodeRefused: (user: { email: string; name: string }) =>
      send(signInCodeRefusedMail(user, new URL('/auth', appUrl).toString())),
    existingAccount: (user: { email: string; name: string }) =>
      send(existingAccountMail(user, new URL('/auth', appUrl).toString())),
  };
}
