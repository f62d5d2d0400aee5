import { z, type OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '#server/http/app-env.ts';
import { defineRoute } from '#server/http/define-route.ts';
import { AppError } from '#server/http/errors.ts';
import { errors, jsonResponse } from '#server/http/openapi-responses.ts';
import { emailChangeSchema } from '#shared/schemas/sessions.ts';
import { requireRecentSignIn } from './sessions.service.ts';

const route = defineRoute('user', {
  method: 'post',
  path: '/me/email',
  tags: ['Accounts'],
  summary:
    'Change the account’s address: a link goes to the new one and the change happens when it is opened (a fresh sign-in or the current password)',
  request: { body: { content: { 'application/json': { schema: emailChangeSchema } }, required: true } },
  responses: {
    200: jsonResponse(
      z.object({ sent: z.literal(true) }),
      'The confirmation link is on its way to the new address',
    ),
    401: errors[401],
    403: errors[403],
    422: errors[422],
  },
});

export function emailChangeRoutes(app: OpenAPIHono<AppEnv>) {
  return app.openapi(route, async (c) => {
    const user = (await c.var.currentUser())!;
    const { newEmail, password } = c.req.valid('json');
    if (newEmail === user.email.toLowerCase()) {
      throw new AppError(422, 'validation_failed', 'That is already your email address.', [
        { field: 'newEmail', message: 'That is already your email address.' },
      ]);
    }
    await requireRecentSignIn(c.var.deps, user, password);
    // Better Auth's change-email, called from here once re-authentication is settled above.
    await c.var.deps.auth.api.changeEmail({
      headers: c.req.raw.headers,
      body: { newEmail, callbackURL: '/profile?email_changed=1' },
    });
    return c.json({ sent: true as const }, 200);
  });
}
