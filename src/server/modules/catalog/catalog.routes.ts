import type { OpenAPIHono} from '@hono/zod-openapi';
import { z } from '@hono/zod-openapi';
import type { AppEnv } from '#server/http/app-env.ts';
import { defineRoute } from '#server/http/define-route.ts';
import { errors, jsonResponse } from '#server/http/openapi-responses.ts';
import { sessionListQuerySchema } from '#shared/schemas/catalog.ts';
import {
  CoachDetailSchema,
  CoachSummarySchema,
  IdParam,
  PathDetailSchema,
  PathSummarySchema,
  SessionDetailSchema,
  SessionListSchema,
} from './catalog.schemas.ts';
import { getCoach, getPath, getSessionDetail, listCoaches, listPaths, listSessions } from './catalog.service.ts';

const tags = ['Catalogue'];

const listSessionsRoute = defineRoute('public', {
  method: 'get',
  path: '/sessions',
  tags,
  summary: 'Sessions: featured (featured=true) or filtered, cursor-paginated',
  request: { query: sessionListQuerySchema },
  responses: { 200: jsonResponse(SessionListSchema, 'A page of sessions'), 422: errors[422] },
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
  summary: 'Coaching paths',
  responses: { 200: jsonResponse(z.object({ items: z.array(PathSummarySchema) }), 'All paths') },
});

const getPathRoute = defineRoute('public', {
  method: 'get',
  path: '/paths/{id}',
  tags,
  summary: 'One path with its ordered sessions',
  request: { params: IdParam },
  responses: { 200: jsonResponse(PathDetailSchema, 'The path'), 404: errors[404] },
});

const listCoachesRoute = defineRoute('public', {
  method: 'get',
  path: '/coaches',
  tags,
  summary: 'Advisors',
  responses: { 200: jsonResponse(z.object({ items: z.array(CoachSummarySchema) }), 'All advisors') },
});

const getCoachRoute = defineRoute('public', {
  method: 'get',
  path: '/coaches/{id}',
  tags,
  summary: 'One advisor with their sessions',
  request: { params: IdParam },
  responses: { 200: jsonResponse(CoachDetailSchema, 'The advisor'), 404: errors[404] },
});

export function catalogRoutes(app: OpenAPIHono<AppEnv>) {
  return app
    .openapi(listSessionsRoute, async (c) => c.json(await listSessions(c.var.deps.db, c.req.valid('query')), 200))
    .openapi(getSessionRoute, async (c) =>
      c.json(await getSessionDetail(c.var.deps.db, c.req.valid('param').id), 200),
    )
    .openapi(listPathsRoute, async (c) => c.json({ items: await listPaths(c.var.deps.db) }, 200))
    .openapi(getPathRoute, async (c) => c.json(await getPath(c.var.deps.db, c.req.valid('param').id), 200))
    .openapi(listCoachesRoute, async (c) => c.json({ items: await listCoaches(c.var.deps.db) }, 200))
    .openapi(getCoachRoute, async (c) => c.json(await getCoach(c.var.deps.db, c.req.valid('param').id), 200));
}
