import type { OpenAPIHono } from '@hono/zod-openapi';
import { z } from '@hono/zod-openapi';
import type { AppEnv } from '#server/http/app-env.ts';
import { defineRoute } from '#server/http/define-route.ts';
import { errors, jsonResponse } from '#server/http/openapi-responses.ts';
import { coachListQuerySchema, sessionListQuerySchema } from '#shared/schemas/catalog.ts';
import {
  CoachDetailSchema,
  CoachSummarySchema,
  IdParam,
  PathDetailSchema,
  PathSummarySchema,
  SessionDetailSchema,
  SessionListSchema,
} from './catalog.schemas.ts';
import { getCoach, getPath, getSessionDetail, listCoaches, listPaths } from './catalog.service.ts';
import { listSessions, needsUser } from './session-list.ts';

const tags = ['Catalogue'];

const listSessionsRoute = defineRoute('public', {
  method: 'get',
  path: '/sessions',
  tags,
  summary: 'Sessions: featured (featured=true) or searched and filtered, cursor-paginated',
  description:
    '`q` is a full-text search over title, advisor, path titles and description (every word, as a prefix). ' +
    '`length`: short ≤ 5 min, medium 5–15 min, long > 15 min. `progress` and `favorites=true` filter by the ' +
    'caller’s own listening and need a signed-in user (401 otherwise). A cursor only continues the sort it came from.',
  request: { query: sessionListQuerySchema },
  responses: {
    200: jsonResponse(SessionListSchema, 'A page of sessions'),
    401: errors[401],
    422: errors[422],
  },
});

const getSessionRoute = defineRoute('public', {
  method: 'get',
  path: '/sessions/{id}',
  tags,
  summary: 'One session by id or slug',
  request: { params: IdParam },
  responses: { 200: jsonResponse(SessionDetailSchema, 'The session'), 404: errors[404] },
});

const listPathsRoute = defineRoute('public', {
  method: 'get',
  path: '/paths',
  tags,
  summary: 'Coaching paths, with the caller’s progress and saved flag',
  responses: { 200: jsonResponse(z.object({ items: z.array(PathSummarySchema) }), 'All paths') },
});

const getPathRoute = defineRoute('public', {
  method: 'get',
  path: '/paths/{id}',
  tags,
  summary: 'One path with its ordered sessions and the caller’s progress',
  request: { params: IdParam },
  responses: { 200: jsonResponse(PathDetailSchema, 'The path'), 404: errors[404] },
});

const listCoachesRoute = defineRoute('public', {
  method: 'get',
  path: '/coaches',
  tags,
  summary: 'Advisors, optionally searched by name, title or expertise (`q`)',
  request: { query: coachListQuerySchema },
  responses: {
    200: jsonResponse(z.object({ items: z.array(CoachSummarySchema) }), 'Advisors by name'),
    422: errors[422],
  },
});

const getCoachRoute = defineRoute('public', {
  method: 'get',
  path: '/coaches/{id}',
  tags,
  summary: 'One advisor with their sessions',
  request: { params: IdParam },
  responses: { 200: jsonResponse(CoachDetailSchema, 'The advisor'), 404: errors[404] },
});

/** The caller's id on public routes that personalise their answer; visitors get `null`. */
const callerId = async (c: { var: { currentUser: AppEnv['Variables']['currentUser'] } }) =>
  (await c.var.currentUser())?.id ?? null;

export function catalogRoutes(app: OpenAPIHono<AppEnv>) {
  return app
    .openapi(listSessionsRoute, async (c) => {
      const query = c.req.valid('query');
      // Only a personal filter pays for the session lookup: the public list stays as cheap as before.
      const userId = needsUser(query) ? await callerId(c) : null;
      return c.json(await listSessions(c.var.deps.db, query, userId), 200);
    })
    .openapi(getSessionRoute, async (c) =>
      c.json(await getSessionDetail(c.var.deps.db, c.req.valid('param').id), 200),
    )
    .openapi(listPathsRoute, async (c) =>
      c.json({ items: await listPaths(c.var.deps.db, await callerId(c)) }, 200),
    )
    .openapi(getPathRoute, async (c) =>
      c.json(await getPath(c.var.deps.db, c.req.valid('param').id, await callerId(c)), 200),
    )
    .openapi(listCoachesRoute, async (c) =>
      c.json({ items: await listCoaches(c.var.deps.db, c.req.valid('query').q) }, 200),
    )
    .openapi(getCoachRoute, async (c) => c.json(await getCoach(c.var.deps.db, c.req.valid('param').id), 200));
}
