import type { Context } from 'hono';
import type { z } from 'zod';
import type { SignedInEnv } from '#server/auth/guards.ts';
import { clientIp } from '#server/http/client-ip.ts';
import { defineRoute } from '#server/http/define-route.ts';
import { errors, jsonResponse } from '#server/http/openapi-responses.ts';
import { UuidParam } from '#server/http/params.ts';
import { createRouter } from '#server/http/router.ts';
import {
  adminContactMessageSchema,
  adminContactPageSchema,
  adminContactPatchSchema,
  adminContactQuerySchema,
  adminContactReplySchema,
  adminResetSentSchema,
  adminResyncSchema,
  adminRevokedSchema,
  adminRevokeDevicesSchema,
} from '#shared/schemas/admin-people.ts';
import { requireConfirmedAdmin, type Actor } from './admin-writes.ts';
import { listContactMessages, markContactMessage, replyToContactMessage } from './contact-inbox.service.ts';
import { resyncSubscription, revokeDevices, sendPasswordReset } from './people-actions.service.ts';

/**
 * The console's actions on people and money, and the contact inbox. Every route is
 * `admin`; writes are audited and need a fresh sign-in.
 */
const tags = ['Admin'];
const jsonBody = <T extends z.ZodType>(schema: T) => ({
  body: { content: { 'application/json': { schema } }, required: true },
});
const WRITE_NOTE = ' Needs a sign-in of the last 10 minutes or POST /admin/reauth (403 reauth_required).';

const revokeRoute = defineRoute('admin', {
  method: 'post',
  path: '/admin/users/{id}/devices/revoke',
  tags,
  summary: `Sign one of the user’s devices out, or every one.${WRITE_NOTE}`,
  request: { params: UuidParam, ...jsonBody(adminRevokeDevicesSchema) },
  responses: { 200: jsonResponse(adminRevokedSchema, 'Signed out'), 404: errors[404] },
});

const resetRoute = defineRoute('admin', {
  method: 'post',
  path: '/admin/users/{id}/password-reset',
  tags,
  summary: `Mail the user a password-reset link (the sign-in page’s own mail).${WRITE_NOTE}`,
  request: { params: UuidParam },
  responses: { 200: jsonResponse(adminResetSentSchema, 'Sent'), 404: errors[404] },
});

const resyncRoute = defineRoute('admin', {
  method: 'post',
  path: '/admin/users/{id}/subscription/resync',
  tags,
  summary: `Fetch the user’s subscription from the payment provider and store it as it is now.${WRITE_NOTE}`,
  request: { params: UuidParam },
  responses: { 200: jsonResponse(adminResyncSchema, 'Resynced'), 404: errors[404], 502: errors[502] },
});

const contactListRoute = defineRoute('admin', {
  method: 'get',
  path: '/admin/contact',
  tags,
  summary: 'Messages from the contact page, newest first, with the number unread',
  request: { query: adminContactQuerySchema },
  responses: { 200: jsonResponse(adminContactPageSchema, 'A page of messages') },
});

const contactPatchRoute = defineRoute('admin', {
  method: 'patch',
  path: '/admin/contact/{id}',
  tags,
  summary: `Mark a message read or unread.${WRITE_NOTE}`,
  request: { params: UuidParam, ...jsonBody(adminContactPatchSchema) },
  responses: { 200: jsonResponse(adminContactMessageSchema, 'The message'), 404: errors[404] },
});

const contactReplyRoute = defineRoute('admin', {
  method: 'post',
  path: '/admin/contact/{id}/reply',
  tags,
  summary: `Answer a message by mail to its sender; marks it read and replied.${WRITE_NOTE}`,
  request: { params: UuidParam, ...jsonBody(adminContactReplySchema) },
  responses: {
    200: jsonResponse(adminContactMessageSchema, 'The message, replied'),
    404: errors[404],
    502: errors[502],
  },
});

async function writer(c: Context<SignedInEnv>): Promise<Actor> {
  await requireConfirmedAdmin(c.var.deps, c.var.user);
  return { user: c.var.user, ipAddress: clientIp(c, c.var.deps.env.trustProxy) };
}

export function adminPeopleRoutes() {
  return createRouter()
    .openapi(revokeRoute, async (c) =>
      c.json(
        await revokeDevices(
          c.var.deps,
          await writer(c),
          c.req.valid('param').id,
          c.req.valid('json').deviceId,
        ),
        200,
      ),
    )
    .openapi(resetRoute, async (c) =>
      c.json(await sendPasswordReset(c.var.deps, await writer(c), c.req.valid('param').id), 200),
    )
    .openapi(resyncRoute, async (c) =>
      c.json(await resyncSubscription(c.var.deps, await writer(c), c.req.valid('param').id), 200),
    )
    .openapi(contactListRoute, async (c) =>
      c.json(await listContactMessages(c.var.deps.db, c.req.valid('query')), 200),
    )
    .openapi(contactPatchRoute, async (c) =>
      c.json(
        await markContactMessage(
          c.var.deps,
          await writer(c),
          c.req.valid('param').id,
          c.req.valid('json').read,
        ),
        200,
      ),
    )
    .openapi(contactReplyRoute, async (c) =>
      c.json(
        await replyToContactMessage(
          c.var.deps,
          await writer(c),
          c.req.valid('param').id,
          c.req.valid('json').reply,
        ),
        200,
      ),
    );
}
