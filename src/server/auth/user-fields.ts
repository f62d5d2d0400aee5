import { APIError } from 'better-auth/api';
import { z } from 'zod';
import { accountNameSchema, avatarImageSchema } from '#shared/schemas/accounts.ts';

/**
 * The user fields Better Auth's own endpoints store, held to the profile's rules: the name as
 * `PATCH /api/me/profile` takes it, a picture only by web address or the app's media. update-user
 * takes nothing else.
 */
const USER_FIELDS: Record<string, z.ZodType<Record<string, unknown>>> = {
  '/sign-up/email': z.looseObject({ name: accountNameSchema, image: avatarImageSchema.optional() }),
  '/update-user': z.strictObject({
    name: accountNameSchema.optional(),
    image: avatarImageSchema.nullable().optional(),
  }),
};

/**
 * Checks the user fields of a sign-up or update-user before Better Auth stores them, and hands back
 * the body with the name trimmed, as the profile stores it; undefined for any other endpoint.
 */
export function checkUserFields(ctx: { path: string; body?: unknown }): Record<string, unknown> | undefined {
  const schema = USER_FIELDS[ctx.path];
  if (!schema) return undefined;
  const result = schema.safeParse(ctx.body ?? {});
  if (!result.success) {
    const issue = result.error.issues[0]!;
    const field = issue.path.join('.');
    throw new APIError('BAD_REQUEST', {
      code: 'INVALID_USER_FIELD',
      message: field ? `${field}: ${issue.message}` : issue.message,
    });
  }
  return result.data;
}
