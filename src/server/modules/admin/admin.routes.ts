import type { Context } from 'hono';
import { z } from 'zod';
import type { SignedInEnv } from '#server/auth/guards.ts';
import { clientIp } from '#server/http/client-ip.ts';
import { defineRoute } from '#server/http/define-route.ts';
import { errors, jsonResponse } from '#server/http/openapi-responses.ts';
import { UuidParam } from '#server/http/params.ts';
import { createRouter } from '#server/http/router.ts';
import {
  adminAuditQuerySchema,
  adminMeSchema,
  adminPathCreateSchema,
  adminPathListSchema,
  adminPathPatchSchema,
  adminPathSchema,
  adminReauthResultSchema,
  adminReauthSchema,
  adminSessionCreateSchema,
  adminSessionPageSchema,
  adminSessionPatchSchema,
  adminSessionQuerySchema,
  adminSessionRemovedSchema,
  adminSessionSchema,
  adminStatsSchema,
  adminSubscriptionPageSchema,
  adminSubscriptionQuerySchema,
  adminUserDetailSchema,
  adminUserPageSchema,
  adminUserPatchSchema,
  adminUserQuerySchema,
  auditPageSchema,
  featuredResultSchema,
  featuredSchema,
  SESSION_MEDIA_TYPES,
} from '#shared/schemas/admin.ts';
import { confirmAdminPassword, listAudit, requireConfirmedAdmin, type Actor } from './admin-writes.ts';
import { createAdminPath, listAdminPaths, updateAdminPath } from './paths.service.ts';
import { listSubscriptions, searchUsers, updateUser, userDetail } from './people.service.ts';
import { saveSessionMedia } from './session-media.service.ts';
import {
  createAdminSession,
  findAdminSession,
  listAdminSessions,
  removeAdminSession,
  setFeatured,
  updateAdminSession,
} from './sessions.service.ts';
import { adminStats } from './stats.service.ts';

const tags = ['Admin'];
const jsonBody = <T extends z.ZodType>(schema: T) => ({
  body: { content: { 'application/json': { schema } }, required: true },
});
/** Writes answer 403 `reauth_required` without a fresh sign-in or a confirmed password. */
const WRITE_NOTE = ' Needs a sign-in of the last 10 minutes or POST /admin/reauth (403 reauth_required).';

const meRoute = defineRoute('admin', {
  method: 'get',
  path: '/admin/me',
  tags,
  summary: 'The signed-in admin (403 for anyone else): the console checks it before loading',
  responses: { 200: jsonResponse(adminMeSchema, 'The admin') },
});

const reauthRoute = defineRoute('admin', {
  method: 'post',
  path: '/admin/reauth',
  tags,
  summary: 'Confirm the admin’s password on this device: admin writes are allowed for the next half hour',
  request: jsonBody(adminReauthSchema),
  responses: { 200: jsonResponse(adminReauthResultSchema, 'Confirmed') },
});

const statsRoute = defineRoute('admin', {
  method: 'get',
  path: '/admin/stats',
  tags,
  summary: 'The dashboard: people, subscribers and MRR, churn, plays and completions per day, top sessions',
  responses: { 200: jsonResponse(adminStatsSchema, 'The figures') },
});

const listSessionsRoute = defineRoute('admin', {
  method: 'get',
  path: '/admin/sessions',
  tags,
  summary: 'Every session, active or not: search, filters and sort, a page at a time',
  request: { query: adminSessionQuerySchema },
  responses: { 200: jsonResponse(adminSessionPageSchema, 'A page of sessions') },
});

const createSessionRoute = defineRoute('admin', {
  method: 'post',
  path: '/admin/sessions',
  tags,
  summary: `Create a session (its media is uploaded afterwards).${WRITE_NOTE}`,
  request: jsonBody(adminSessionCreateSchema),
  responses: { 201: jsonResponse(adminSessionSchema, 'Created'), 409: errors[409] },
});

const getSessionRoute = defineRoute('admin', {
  method: 'get',
  path: '/admin/sessions/{id}',
  tags,
  summary: 'One session with every field and a signed preview of its media',
  request: { params: UuidParam },
  responses: { 200: jsonResponse(adminSessionSchema, 'The session'), 404: errors[404] },
});

const patchSessionRoute = defineRoute('admin', {
  method: 'patch',
  path: '/admin/sessions/{id}',
  tags,
  summary: `Edit any field of a session.${WRITE_NOTE}`,
  request: { params: UuidParam, ...jsonBody(adminSessionPatchSchema) },
  responses: {
    200: jsonResponse(adminSessionSchema, 'The session as saved'),
    404: errors[404],
    409: errors[409],
  },
});

const deleteSessionRoute = defineRoute('admin', {
  method: 'delete',
  path: '/admin/sessions/{id}',
  tags,
  summary: `Delete a session nobody has heard; one with listening history is deactivated instead.${WRITE_NOTE}`,
  request: { params: UuidParam },
  responses: { 200: jsonResponse(adminSessionRemovedSchema, 'Deleted or deactivated'), 404: errors[404] },
});

const mediaRoute = defineRoute('admin', {
  method: 'put',
  path: '/admin/sessions/{id}/media',
  tags,
  summary:
    'Replace the session’s media (raw body, ≤ 200 MB, type by its bytes, duration read from the file).' +
    WRITE_NOTE,
  request: {
    params: UuidParam,
    body: {
      content: Object.fromEntries(
        [...SESSION_MEDIA_TYPES, 'application/octet-stream'].map((type) => [
          type,
          { schema: z.string().meta({ format: 'binary' }) },
        ]),
      ),
      required: true,
    },
  },
  responses: { 200: jsonResponse(adminSessionSchema, 'The session with its new media'), 404: errors[404] },
});

const featuredRoute = defineRoute('admin', {
  method: 'put',
  path: '/admin/featured',
  tags,
  summary: `The featured sessions in order (the landing shows the first four; at most twelve).${WRITE_NOTE}`,
  request: jsonBody(featuredSchema),
  responses: { 200: jsonResponse(featuredResultSchema, 'The featured sessions in order') },
});

const listPathsRoute = defineRoute('admin', {
  method: 'get',
  path: '/admin/paths',
  tags,
  summary: 'Every coaching path with its sessions in order',
  responses: { 200: jsonResponse(adminPathListSchema, 'Paths') },
});

const createPathRoute = defineRoute('admin', {
  method: 'post',
  path: '/admin/paths',
  tags,
  summary: `Create a coaching path.${WRITE_NOTE}`,
  request: jsonBody(adminPathCreateSchema),
  responses: { 201: jsonResponse(adminPathSchema, 'Created') },
});

const patchPathRoute = defineRoute('admin', {
  method: 'patch',
  path: '/admin/paths/{id}',
  tags,
  summary: `Edit a path; \`sessionIds\` sets its sessions and their order.${WRITE_NOTE}`,
  request: { params: UuidParam, ...jsonBody(adminPathPatchSchema) },
  responses: { 200: jsonResponse(adminPathSchema, 'The path as saved'), 404: errors[404] },
});

const listUsersRoute = defineRoute('admin', {
  method: 'get',
  path: '/admin/users',
  tags,
  summary: 'People, searched by name or address (`q`), newest first',
  request: { query: adminUserQuerySchema },
  responses: { 200: jsonResponse(adminUserPageSchema, 'A page of people') },
});

const getUserRoute = defineRoute('admin', {
  method: 'get',
  path: '/admin/users/{id}',
  tags,
  summary: 'One person: profile, sign-in methods, devices, subscription, listening (never their journal)',
  request: { params: UuidParam },
  responses: { 200: jsonResponse(adminUserDetailSchema, 'The person'), 404: errors[404] },
});

const patchUserRoute = defineRoute('admin', {
  method: 'patch',
  path: '/admin/users/{id}',
  tags,
  summary: `Change a role, or ban (signed out everywhere, refused at sign-in) and unban.${WRITE_NOTE}`,
  request: { params: UuidParam, ...jsonBody(adminUserPatchSchema) },
  responses: {
    200: jsonResponse(adminUserDetailSchema, 'The person as saved'),
    404: errors[404],
    409: errors[409],
  },
});

const subscriptionsRoute = defineRoute('admin', {
  method: 'get',
  path: '/admin/subscriptions',
  tags,
  summary: 'Subscriptions with status, period end, cancel-at-period-end and a provider link',
  request: { query: adminSubscriptionQuerySchema },
  responses: { 200: jsonResponse(adminSubscriptionPageSchema, 'A page of subscriptions') },
});

const auditRoute = defineRoute('admin', {
  method: 'get',
  path: '/admin/audit',
  tags,
  summary: 'The audit log of admin writes, newest first, filterable; never editable',
  request: { query: adminAuditQuerySchema },
  responses: { 200: jsonResponse(auditPageSchema, 'A page of entries') },
});

/** The writing admin, once their sign-in is fresh enough, with the address the audit log records. */
async function writer(c: Context<SignedInEnv>): Promise<Actor> {
  await requireConfirmedAdmin(c.var.deps, c.var.user);
  return { user: c.var.user, ipAddress: clientIp(c, c.var.deps.env.trustProxy) };
}

export function adminRoutes() {
  return createRouter()
    .openapi(meRoute, (c) => {
      const { id, name, email } = c.var.user;
      return c.json({ id, name, email }, 200);
    })
    .openapi(reauthRoute, async (c) =>
      c.json(await confirmAdminPassword(c.var.deps, c.var.user, c.req.valid('json').password), 200),
    )
    .openapi(statsRoute, async (c) => c.json(await adminStats(c.var.deps.db), 200))
    .openapi(listSessionsRoute, async (c) =>
      c.json(await listAdminSessions(c.var.deps.db, c.req.valid('query'), c.var.deps.env.authSecret), 200),
    )
    .openapi(createSessionRoute, async (c) =>
      c.json(await createAdminSession(c.var.deps, await writer(c), c.req.valid('json')), 201),
    )
    .openapi(getSessionRoute, async (c) =>
      c.json(await findAdminSession(c.var.deps.db, c.req.valid('param').id, c.var.deps.env.authSecret), 200),
    )
    .openapi(patchSessionRoute, async (c) =>
      c.json(
        await updateAdminSession(c.var.deps, await writer(c), c.req.valid('param').id, c.req.valid('json')),
        200,
      ),
    )
    .openapi(deleteSessionRoute, async (c) =>
      c.json(await removeAdminSession(c.var.deps, await writer(c), c.req.valid('param').id), 200),
    )
    .openapi(mediaRoute, async (c) =>
      c.json(
        await saveSessionMedia(c.var.deps, await writer(c), c.req.valid('param').id, c.req.raw.body),
        200,
      ),
    )
    .openapi(featuredRoute, async (c) =>
      c.json({ items: await setFeatured(c.var.deps, await writer(c), c.req.valid('json').sessionIds) }, 200),
    )
    .openapi(listPathsRoute, async (c) => c.json({ items: await listAdminPaths(c.var.deps.db) }, 200))
    .openapi(createPathRoute, async (c) =>
      c.json(await createAdminPath(c.var.deps, await writer(c), c.req.valid('json')), 201),
    )
    .openapi(patchPathRoute, async (c) =>
      c.json(
        await updateAdminPath(c.var.deps, await writer(c), c.req.valid('param').id, c.req.valid('json')),
        200,
      ),
    )
    .openapi(listUsersRoute, async (c) => c.json(await searchUsers(c.var.deps.db, c.req.valid('query')), 200))
    .openapi(getUserRoute, async (c) => c.json(await userDetail(c.var.deps.db, c.req.valid('param').id), 200))
    .openapi(patchUserRoute, async (c) =>
      c.json(
        await updateUser(c.var.deps, await writer(c), c.req.valid('param').id, c.req.valid('json')),
        200,
      ),
    )
    .openapi(subscriptionsRoute, async (c) =>
      c.json(await listSubscriptions(c.var.deps.db, c.req.valid('query')), 200),
    )
    .openapi(auditRoute, async (c) => c.json(await listAudit(c.var.deps.db, c.req.valid('query')), 200));
}
