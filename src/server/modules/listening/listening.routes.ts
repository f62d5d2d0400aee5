import { z, type OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '#server/http/app-env.ts';
import { defineRoute } from '#server/http/define-route.ts';
import { errors, jsonResponse } from '#server/http/openapi-responses.ts';
import { SESSION_TYPES } from '#shared/catalog.ts';
import { progressUpdateSchema } from '#shared/schemas/listening.ts';
import { listHistory } from './history.service.ts';
import { mySessionState } from './me.service.ts';
import { grantPlayback } from './play.service.ts';
import { saveProgress } from './progress.service.ts';

const SessionIdParam = z.object({ id: z.uuid().openapi({ param: { name: 'id', in: 'path' } }) });

const PlayGrantSchema = z
  .object({
    url: z.string(),
    expiresAt: z.string(),
    type: z.enum(SESSION_TYPES),
    resumeAt: z.number(),
    completed: z.boolean(),
    durationListened: z.number().int(),
  })
  .openapi('PlayGrant');

const ProgressResultSchema = z
  .object({
    durationListened: z.number().int(),
    completed: z.boolean(),
    justCompleted: z.boolean(),
    journalPrompt: z.string().optional(),
  })
  .openapi('ProgressResult');

const MySessionStateSchema = z
  .object({
    completed: z.boolean(),
    durationListened: z.number().int(),
    position: z.number().int(),
    rating: z.number().int().min(1).max(5).nullable(),
    favorite: z.boolean(),
  })
  .openapi('MySessionState');

const playRoute = defineRoute('public', {
  method: 'post',
  path: '/sessions/{id}/play',
  tags: ['Listening'],
  summary: 'A signed media URL for a session the caller may play',
  description:
    'Public route; premium sessions are refused with 403 premium_required unless the caller is entitled. ' +
    'For a signed-in user it also starts their history for the session.',
  request: { params: SessionIdParam },
  responses: {
    200: jsonResponse(PlayGrantSchema, 'Where to stream the session, valid 15 minutes'),
    403: errors[403],
    404: errors[404],
    409: errors[409],
    422: errors[422],
  },
});

const progressRoute = defineRoute('user', {
  method: 'put',
  path: '/sessions/{id}/progress',
  tags: ['Listening'],
  summary: "Save the caller's listening progress",
  description:
    '`listened` is the running total of seconds heard; the stored total never decreases. ' +
    '`justCompleted` is true only in the answer to the update that completed the session.',
  request: {
    params: SessionIdParam,
    body: { content: { 'application/json': { schema: progressUpdateSchema } }, required: true },
  },
  responses: {
    200: jsonResponse(ProgressResultSchema, 'The saved progress'),
    401: errors[401],
    403: errors[403],
    404: errors[404],
    422: errors[422],
  },
});

const meRoute = defineRoute('user', {
  method: 'get',
  path: '/sessions/{id}/me',
  tags: ['Listening'],
  summary: "The caller's history, rating and favourite for a session",
  request: { params: SessionIdParam },
  responses: {
    200: jsonResponse(MySessionStateSchema, "The caller's state"),
    401: errors[401],
    404: errors[404],
    422: errors[422],
  },
});

const HistorySchema = z
  .object({
    items: z.array(
      z.object({
        sessionId: z.uuid(),
        durationListened: z.number().int(),
        position: z.number().int(),
        completed: z.boolean(),
        updatedAt: z.string(),
      }),
    ),
  })
  .openapi('ListeningHistory');

const historyRoute = defineRoute('user', {
  method: 'get',
  path: '/me/history',
  tags: ['Listening'],
  summary: "Every session the caller has opened, most recent first",
  responses: {
    200: jsonResponse(HistorySchema, "The caller's listening history"),
    401: errors[401],
  },
});

export function listeningRoutes(app: OpenAPIHono<AppEnv>) {
  return app
    .openapi(playRoute, async (c) => {
      const grant = await grantPlayback(c.var.deps, c.req.valid('param').id, await c.var.currentUser());
      return c.json(grant, 200);
    })
    .openapi(progressRoute, async (c) => {
      const user = await c.var.currentUser();
      if (!user) throw new Error('the user guard let a visitor through');
      const result = await saveProgress(c.var.deps, c.req.valid('param').id, user, c.req.valid('json'));
      return c.json(result, 200);
    })
    .openapi(meRoute, async (c) => {
      const user = await c.var.currentUser();
      if (!user) throw new Error('the user guard let a visitor through');
      return c.json(await mySessionState(c.var.deps, c.req.valid('param').id, user.id), 200);
    })
    .openapi(historyRoute, async (c) => {
      const user = await c.var.currentUser();
      if (!user) throw new Error('the user guard let a visitor through');
      return c.json({ items: await listHistory(c.var.deps, user.id) }, 200);
    });
}
