import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from '#shared/constants.ts';

/**
 * Body of the calls that sign devices out: the current password, needed unless the caller signed in in
 * the last few minutes: sensitive changes need a fresh sign-in or the password.
 */
export const reauthSchema = z
  .object({ password: z.string().min(1, 'Enter your password').max(PASSWORD_MAX_LENGTH).optional() })
  .strict();

export type Reauth = z.infer<typeof reauthSchema>;

/** One signed-in device in the account's list; never a token. */
export const deviceSchema = z
  .object({
    id: z.string(),
    device: z.string().describe('Browser and system, e.g. "Chrome on macOS"'),
    ipAddress: z.string().nullable(),
    signedInAt: z.string(),
    lastActiveAt: z.string().describe('Last refresh of the sign-in (at most daily)'),
    current: z.boolean(),
  })
  .meta({ id: 'Device' });
export type Device = z.infer<typeof deviceSchema>;

export const deviceListSchema = z.array(deviceSchema).meta({ id: 'DeviceList' });

/** How many devices were signed out, and whether this one is among them. */
export const devicesSignedOutSchema = z
  .object({ revoked: z.number().int(), signedOut: z.boolean() })
  .meta({ id: 'DevicesSignedOut' });
export type DevicesSignedOut = z.infer<typeof devicesSignedOutSchema>;
