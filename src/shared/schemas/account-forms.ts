import { z } from 'zod';
import { reauthSchema } from '#shared/schemas/devices.ts';

/**
 * What the account forms send that no API body schema already covers (Better Auth's own endpoints:
 * codes and passwords for two-step verification), so the forms validate with zod like the rest.
 */

/** A password typed to confirm it is you: re-authentication, turning two-step verification on or off. */
export const passwordConfirmSchema = reauthSchema.required();
export type PasswordConfirmInput = z.infer<typeof passwordConfirmSchema>;

/** The code of a second sign-in step or of two-step enrolment: from the app, a backup code, or by e-mail. */
export const oneTimeCodeSchema = z.object({ code: z.string().trim().min(1, 'Enter the code.') });
export type OneTimeCodeInput = z.infer<typeof oneTimeCodeSchema>;

/** The second step of signing in; a trusted device is not asked again for 30 days. */
export const twoFactorVerifySchema = oneTimeCodeSchema.extend({ trustDevice: z.boolean() });
export type TwoFactorVerifyInput = z.infer<typeof twoFactorVerifySchema>;

/** Passwordless sign-in: the 6-digit code sent by e-mail. */
export const emailSignInCodeSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'Enter the 6-digit code from the e-mail.'),
});
export type EmailSignInCodeInput = z.infer<typeof emailSignInCodeSchema>;
