import type { Context } from 'hono';
import { deleteCookie } from 'hono/cookie';
import type { SignedInEnv } from '#server/auth/guards.ts';
import { defineRoute } from '#server/http/define-route.ts';
import { DeviceIdParam } from '#server/http/params.ts';
import { errors, jsonResponse } from '#server/http/openapi-responses.ts';
import { createRouter } from '#server/http/router.ts';
import {
  deviceListSchema,
  devicesSignedOutSchema,
  reauthSchema,
  type DevicesSignedOut,
} from '#shared/schemas/devices.ts';
import { listDevices, requireRecentSignIn, signOutDevice, signOutDevices } from './devices.service.ts';

const reauthBody = { body: { content: { 'application/json': { schema: reauthSchema } }, required: true } };
const signOutResponses = {
  200: jsonResponse(
    devicesSignedOutSchema,
    'How many devices were signed out, and whether this one is among them',
  ),
  403: errors[403],
  404: errors[404],
};

const listRoute = defineRoute('user', {
  method: 'get',
  path: '/me/devices',
  tags: ['Accounts'],
  summary: 'The devices signed in to this account (this one first)',
  responses: { 200: jsonResponse(deviceListSchema, 'Signed-in devices') },
});

const revokeOneRoute = defineRoute('user', {
  method: 'post',
  path: '/me/devices/{id}/revoke',
  tags: ['Accounts'],
  summary: 'Sign one device out (a fresh sign-in or the current password: 403 reauth_required otherwise)',
  request: {
    params: DeviceIdParam,
    ...reauthBody,
  },
  responses: signOutResponses,
});

const revokeOthersRoute = defineRoute('user', {
  method: 'post',
  path: '/me/devices/revoke-others',
  tags: ['Accounts'],
  summary: 'Sign out every other device (re-authentication as above)',
  request: reauthBody,
  responses: signOutResponses,
});

const revokeAllRoute = defineRoute('user', {
  method: 'post',
  path: '/me/devices/revoke-all',
  tags: ['Accounts'],
  summary: 'Sign out everywhere, this device included (re-authentication as above)',
  request: reauthBody,
  responses: signOutResponses,
});

/** When this device itself was signed out, its cookie goes too. */
async function forgetCookieIfSignedOut(
  c: Context<SignedInEnv>,
  result: DevicesSignedOut,
): Promise<DevicesSignedOut> {
  if (result.signedOut) {
    const { authCookies } = await c.var.deps.auth.$context;
    deleteCookie(c, authCookies.sessionToken.name, authCookies.sessionToken.attributes);
  }
  return result;
}

export function devicesRoutes() {
  return createRouter()
    .openapi(listRoute, async (c) => c.json(await listDevices(c.var.deps, c.var.user), 200))
    .openapi(revokeOneRoute, async (c) => {
      await requireRecentSignIn(c.var.deps, c.var.user, c.req.valid('json').password);
      const result = await signOutDevice(c.var.deps, c.var.user, c.req.valid('param').id);
      return c.json(await forgetCookieIfSignedOut(c, result), 200);
    })
    .openapi(revokeOthersRoute, async (c) => {
      await requireRecentSignIn(c.var.deps, c.var.user, c.req.valid('json').password);
      return c.json(
        await forgetCookieIfSignedOut(c, await signOutDevices(c.var.deps, c.var.user, 'others')),
        200,
      );
    })
    .openapi(revokeAllRoute, async (c) => {
      await requireRecentSignIn(c.var.deps, c.var.user, c.req.valid('json').password);
      return c.json(
        await forgetCookieIfSignedOut(c, await signOutDevices(c.var.deps, c.var.user, 'all')),
        200,
      );
    });
}
