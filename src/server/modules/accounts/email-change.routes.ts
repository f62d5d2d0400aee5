import { AppError } from '#server/errors.ts';
import { defineRoute } from '#server/http/define-route.ts';
import { errors, jsonResponse } from '#server/http/openapi-responses.ts';
import { createRouter } from '#server/http/router.ts';
import { API_ERRORS } from '#shared/errors.ts';
import { emailChangeSchema, emailChangeSentSchema } from '#shared/schemas/accounts.ts';
import { requireRecentSignIn } from './devices.service.ts';

const route = defineRoute('user', {
  method: 'post',
  path: '/me/email',
  tags: ['Accounts'],
  summary:
    'Change the account’s address: a link goes to the new one and the change happens when it is opened (a fresh sign-in or the current password)',
  request: { body: { content: { 'application/json': { schema: emailChangeSchema } }, required: true } },
  responses: {
    200: jsonResponse(emailChangeSentSchema, 'The confirmation link is on its way to the new address'),
    403: errors[403],
  },
});

export function emailChangeRoutes() {
  return createRouter().openapi(route, async (c) => {
    const { user } = c.var;
    const { newEmail, password } = c.req.valid('json');
    if (newEmail === user.email.toLowerCase()) {
      throw new AppError('same_email', {
        issues: [{ field: 'newEmail', message: API_ERRORS.same_email.message }],
      });
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
