import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from '#shared/constants.ts';

/**
 * Body of the session-revoking calls: the current password, needed unless the caller signed in in
 * the last few minutes (issue 3: sensitive changes need a fresh session or the password).
 */
export const reauthSchema = z
  .object({ password: z.string().min(1, 'Enter your password').max(PASSWORD_MAX_LENGTH).optional() })
  .strict();

export type Reauth = z.infer<typeof reauthSchema>;

/** One signed-in device in the account's list (`GET /api/me/sessions`); never a token. */
export type DeviceSession = {
  id: string;
  device: string;
  ipAddress: string | null;
  signedInAt: string;
  lastActiveAt: string;
  current: boolean;
};

/** Body of `POST /api/me/email`: the new address, and the password when the sign-in is not fresh. */
export const emailChangeSchema = z
  .object({
    newEmail: z.string().trim().toLowerCase().pipe(z.email('Please enter a valid email address.')),
    password: reauthSchema.shape.password,
  })
  .strict();
