import { z, type OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { deleteCookie } from 'hono/cookie';
import type { AppEnv } from '#server/http/app-env.ts';
import { defineRoute } from '#server/http/define-route.ts';
import { errors, jsonResponse } from '#server/http/openapi-responses.ts';
import { reauthSchema } from '#shared/schemas/sessions.ts';
import {
  listDeviceSessions,
  requireRecentSignIn,
  revokeDeviceSession,
  revokeSessions,
  type Revoked,
} from './sessions.service.ts';

const DeviceSessionSchema = z
  .object({
    id: z.string(),
    device: z.string().describe('Browser and system, e.g. "Chrome on macOS"'),
    ipAddress: z.string().nullable(),
    signedInAt: z.string(),
    lastActiveAt: z.string().describe('Last refresh of the session (at most daily)'),
    current: z.boolean(),
  })
  .openapi('DeviceSession');

const RevokedSchema = z
  .object({ revoked: z.number().int(), signedOut: z.boolean() })
  .openapi('RevokedSessions');
const reauthBody = { body: { content: { 'application/json': { schema: reauthSchema } }, required: true } };
const revokeResponses = {
  200: jsonResponse(RevokedSchema, 'How many sessions ended, and whether this device is now signed out'),
  401: errors[401],
  403: errors[403],
  404: errors[404],
  422: errors[422],
};

const listRoute = defineRoute('user', {
  method: 'get',
  path: '/me/sessions',
  tags: ['Accounts'],
  summary: 'The devices signed in to this account (this one first)',
  responses: { 200: jsonResponse(z.array(DeviceSessionSchema), 'Active sessions'), 401: errors[401] },
});

const revokeOneRoute = defineRoute('user', {
  method: 'post',
  path: '/me/sessions/{id}/revoke',
  tags: ['Accounts'],
  summary: 'Sign one device out (a fresh sign-in or the current password: 403 reauth_required otherwise)',
  request: {
    params: z.object({
      id: z
        .string()
        .min(1)
        .max(100)
        .openapi({ param: { name: 'id', in: 'path' } }),
    }),
    ...reauthBody,
  },
  responses: revokeResponses,
});

const revokeOthersRoute = defineRoute('user', {
  method: 'post',
  path: '/me/sessions/revoke-others',
  tags: ['Accounts'],
  summary: 'Sign out every other device (re-authentication as above)',
  request: reauthBody,
  responses: revokeResponses,
});

const revokeAllRoute = defineRoute('user', {
  method: 'post',
  path: '/me/sessions/revoke-all',
  tags: ['Accounts'],
  summary: 'Sign out everywhere, this device included (re-authentication as above)',
  request: reauthBody,
  responses: revokeResponses,
});

/** When this device's own session ended, its cookie goes too. */
async function forgetCookieIfSignedOut(c: Context<AppEnv>, result: Revoked): Promise<Revoked> {
  if (result.signedOut) {
    const { authCookies } = await c.var.deps.auth.$context;
    deleteCookie(c, authCookies.sessionToken.name, authCookies.sessionToken.attributes);
  }
  return result;
}

export function sessionsRoutes(app: OpenAPIHono<AppEnv>) {
  return app
    .openapi(listRoute, async (c) => {
      const user = (await c.var.currentUser())!;
      return c.json(await listDeviceSessions(c.var.deps, user), 200);
    })
    .openapi(revokeOneRoute, async (c) => {
      const user = (await c.var.currentUser())!;
      await requireRecentSignIn(c.var.deps, user, c.req.valid('json').password);
      return c.json(
        await forgetCookieIfSignedOut(
          c,
          await revokeDeviceSession(c.var.deps, user, c.req.valid('param').id),
        ),
        200,
      );
    })
    .openapi(revokeOthersRoute, async (c) => {
      const user = (await c.var.currentUser())!;
      await requireRecentSignIn(c.var.deps, user, c.req.valid('json').password);
      return c.json(await forgetCookieIfSignedOut(c, await revokeSessions(c.var.deps, user, 'others')), 200);
    })
    .openapi(revokeAllRoute, async (c) => {
      const user = (await c.var.currentUser())!;
      await requireRecentSignIn(c.var.deps, user, c.req.valid('json').password);
      return c.json(await forgetCookieIfSignedOut(c, await revokeSessions(c.var.deps, user, 'all')), 200);
    });
}
