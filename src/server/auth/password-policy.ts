import { APIError } from 'better-auth/api';
import { COMMON_PASSWORD_MESSAGE } from '#shared/schemas/accounts.ts';
import { isCommonPassword } from './passwords/common-passwords.ts';
import { fieldOf } from '#server/lib/records.ts';

/** Every Better Auth endpoint that sets a password, and the body field that carries it. */
const PASSWORD_FIELDS: Record<string, string> = {
  '/sign-up/email': 'password',
  '/reset-password': 'newPassword',
  '/change-password': 'newPassword',
  '/set-password': 'newPassword',
};

/**
 * Refuses the most common passwords wherever a password is set. Length (6–128) is Better Auth's own
 * check; this runs before the endpoint, so a refused password never reaches the hasher or the database.
 */
export function refuseCommonPasswords(ctx: { path: string; body?: unknown }): void {
  const field = PASSWORD_FIELDS[ctx.path];
  if (!field) return;
  const password = fieldOf(ctx.body, field);
  if (typeof password === 'string' && isCommonPassword(password)) {
    throw new APIError('BAD_REQUEST', { code: 'PASSWORD_TOO_COMMON', message: COMMON_PASSWORD_MESSAGE });
  }
}
