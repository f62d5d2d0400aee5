import { renderMail } from './mail-layout.ts';
import type { MailMessage } from './mailer.ts';

type Recipient = { email: string; name: string };

const greeting = (name: string) => (name.trim() ? `Hi ${name.trim()},` : 'Hi,');

export function verificationMail(user: Recipient, url: string): MailMessage {
  return renderMail({
    to: user.email,
    subject: 'Confirm your email for Founder Flow',
    preview: 'One click and your coaching journey begins.',
    heading: 'Confirm your email',
    paragraphs: [
      greeting(user.name),
      'Please confirm your email address to finish creating your Founder Flow account.',
    ],
    action: { label: 'Confirm email address', url },
    footnote:
      'This link works once and expires in 24 hours. If you did not sign up, you can ignore this email.',
  });
}

/** Sent to the new address of an account whose owner asked to move it; nothing changes until it is opened. */
export function emailChangeMail(user: Recipient, url: string): MailMessage {
  return renderMail({
    to: user.email,
    subject: 'Confirm your new email address for Founder Flow',
    preview: 'One click and your account uses this address.',
    heading: 'Confirm your new email address',
    paragraphs: [
      greeting(user.name),
      'You asked to use this address for your Founder Flow account. Your current address stays in place until you confirm.',
    ],
    action: { label: 'Use this email address', url },
    footnote:
      'This link works once and expires in 24 hours. If you did not ask for this, ignore this email: nothing changes.',
  });
}

export function passwordResetMail(user: Recipient, url: string): MailMessage {
  return renderMail({
    to: user.email,
    subject: 'Reset your Founder Flow password',
    preview: 'Set a new password for your account.',
    heading: 'Reset your password',
    paragraphs: [
      greeting(user.name),
      'We received a request to reset the password of your Founder Flow account.',
    ],
    action: { label: 'Set a new password', url },
    footnote:
      'This link works once and expires in 1 hour. Setting a new password signs you out everywhere. If you did not ask for this, ignore this email: your password stays as it is.',
  });
}

/** Sent instead of a second account when someone signs up with a taken address (no enumeration). */
export function existingAccountMail(user: Recipient, signInUrl: string): MailMessage {
  return renderMail({
    to: user.email,
    subject: 'You already have a Founder Flow account',
    preview: 'Someone tried to sign up with your email address.',
    heading: 'You already have an account',
    paragraphs: [
      greeting(user.name),
      'Someone, probably you, tried to create a Founder Flow account with this email address. You already have one, so nothing was changed.',
      'Sign in below, or choose "Forgot Password?" on the sign-in page if you no longer know your password.',
    ],
    action: { label: 'Sign in', url: signInUrl },
    footnote: 'If this was not you, you can ignore this email: your account is safe.',
  });
}

/** The second factor by e-mail: a short-lived code for a sign-in in progress. */
export function twoFactorCodeMail(user: Recipient, code: string): MailMessage {
  return renderMail({
    to: user.email,
    subject: `${code} is your Founder Flow sign-in code`,
    preview: 'Enter this code to finish signing in.',
    heading: 'Your sign-in code',
    paragraphs: [greeting(user.name), `Enter this code to finish signing in to Founder Flow: ${code}`],
    footnote:
      'The code works once and expires in 5 minutes. If you are not signing in right now, change your password: someone else knows it.',
  });
}

/** Passwordless sign-in: a one-time code instead of the password. */
export function signInCodeMail(user: Recipient, code: string): MailMessage {
  return renderMail({
    to: user.email,
    subject: `${code} is your Founder Flow code`,
    preview: 'Your one-time code to sign in without a password.',
    heading: 'Sign in with this code',
    paragraphs: [
      greeting(user.name),
      `Enter this code on the sign-in page to sign in to Founder Flow: ${code}`,
    ],
    footnote:
      'The code works once and expires in 5 minutes. If you did not ask for it, you can ignore this email.',
  });
}

/** Sent instead of a sign-in code to an account with two-step verification: a code alone is not enough. */
export function signInCodeRefusedMail(user: Recipient, signInUrl: string): MailMessage {
  return renderMail({
    to: user.email,
    subject: 'Sign in to Founder Flow with your password',
    preview: 'Your account uses two-step verification.',
    heading: 'Use your password and authenticator',
    paragraphs: [
      greeting(user.name),
      'Someone, probably you, asked for a sign-in code by email. Your account uses two-step verification, so it signs in with your password and a code from your authenticator app instead.',
    ],
    action: { label: 'Sign in', url: signInUrl },
    footnote: 'If this was not you, nothing has changed: your account is safe.',
  });
}
