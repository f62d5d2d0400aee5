import { ApiError } from '#client/lib/api-client.ts';
import { API_ERRORS } from '#shared/errors.ts';

/** The product's texts, word for word. */
export const AUTH_TEXT = {
  unexpected: API_ERRORS.internal_error.message,
  confirmEmail:
    'Please confirm your email address before signing in. Check your inbox for the confirmation link.',
  resetLinkInvalid: 'Your password reset link has expired or is invalid. Please request a new one.',
  providerFailed: 'Signing in with that provider did not work. Please try again, or use your email.',
  confirmLinkInvalid:
    'Your confirmation link has expired or is invalid. Enter your email below and choose Resend Confirmation Email to confirm your email.',
} as const;

/** The resend button shows only when the error speaks of confirming the e-mail. */
export const mentionsEmailConfirmation = (message: string | null) =>
  message !== null && /email not confirmed|confirm your email/i.test(message);

/** The words the page shows for a failed auth call: the provider's message, with the product's mappings. */
export function authErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return AUTH_TEXT.unexpected;
  if (error.status === 429) {
    const wait = error.retryAfterSeconds ?? 10;
    return `Too many attempts. Please wait ${wait} second${wait === 1 ? '' : 's'} and try again.`;
  }
  if (
    error.code === 'EMAIL_NOT_VERIFIED' ||
    /email not (confirmed|verified)|confirm your email/i.test(error.message)
  ) {
    return AUTH_TEXT.confirmEmail;
  }
  if (error.code === 'INVALID_TOKEN') return AUTH_TEXT.resetLinkInvalid;
  if (error.status === 0) return error.message;
  if (error.status >= 500 || !error.message) return AUTH_TEXT.unexpected;
  return error.message;
}
