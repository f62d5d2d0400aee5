import { defineRoute } from '#server/http/define-route.ts';
import { errors, jsonResponse, serialisedJson } from '#server/http/openapi-responses.ts';
import { IdOrSlugParam } from '#server/http/params.ts';
import { createRouter } from '#server/http/router.ts';
import {
  advisorDetailSchema,
  advisorListQuerySchema,
  advisorListSchema,
  catalogCountsSchema,
  pathDetailSchema,
  pathListSchema,
  sessionDetailSchema,
  sessionListQuerySchema,
  sessionListSchema,
  type SessionList,
} from '#shared/schemas/catalog.ts';
import {
  catalogCounts,
  getAdvisor,
  getPath,
  getSessionDetail,
  listAdvisors,
  listPaths,
} from './catalog.service.ts';
import { listSessions, needsUser, plainFeaturedAnswer } from './session-list.ts';

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
    200: jsonResponse(sessionListSchema, 'A page of sessions'),
    401: errors[401],
  },
});

const getSessionRoute = defineRoute('public', {
  method: 'get',
  path: '/sessions/{id}',
  tags,
  summary: 'One session by id or slug',
  request: { params: IdOrSlugParam },
  responses: { 200: jsonResponse(sessionDetailSchema, 'The session'), 404: errors[404] },
});

const listPathsRoute = defineRoute('public', {
  method: 'get',
  path: '/paths',
  tags,
  summary: 'Coaching paths, with the caller’s progress and saved flag',
  responses: { 200: jsonResponse(pathListSchema, 'All paths') },
});

const getPathRoute = defineRoute('public', {
  method: 'get',
  path: '/paths/{id}',
  tags,
  summary: 'One path with its ordered sessions and the caller’s progress',
  request: { params: IdOrSlugParam },
  responses: { 200: jsonResponse(pathDetailSchema, 'The path'), 404: errors[404] },
});

// The advisors' API keeps the address `/coaches` that the API contract published.
const listAdvisorsRoute = defineRoute('public', {
  method: 'get',
  path: '/coaches',
  tags,
  summary: 'Advisors, optionally searched by name, title or expertise (`q`)',
  request: { query: advisorListQuerySchema },
  responses: { 200: jsonResponse(advisorListSchema, 'Advisors by name') },
});

const getAdvisorRoute = defineRoute('public', {
  method: 'get',
  path: '/coaches/{id}',
  tags,
  summary: 'One advisor with their sessions',
  request: { params: IdOrSlugParam },
  responses: { 200: jsonResponse(advisorDetailSchema, 'The advisor'), 404: errors[404] },
});

const countsRoute = defineRoute('public', {
  method: 'get',
  path: '/catalog/counts',
  tags,
  summary: 'How many sessions, paths and advisors the catalogue holds, for copy that states a count',
  responses: { 200: jsonResponse(catalogCountsSchema, 'The counts') },
});

/** The caller's id on public routes that personalise their answer; visitors get `null`. */
const callerId = async (c: { var: { currentUser: () => Promise<{ id: string } | null> } }) =>
  (await c.var.currentUser())?.id ?? null;

export function catalogRoutes() {
  return createRouter()
    .openapi(listSessionsRoute, async (c) => {
      const query = c.req.valid('query');
      // The landing page's list, already JSON while the catalogue holds (featured-answer.ts).
      const featured = plainFeaturedAnswer(c.var.deps, query);
      if (featured) return serialisedJson<SessionList>(c, await featured);
      // Only a personal filter pays for the session lookup: the public list stays as cheap as before.
      const userId = needsUser(query) ? await callerId(c) : null;
      return c.json(await listSessions(c.var.deps, query, userId), 200);
    })
    .openapi(getSessionRoute, async (c) =>
      c.json(await getSessionDetail(c.var.deps, c.req.valid('param').id), 200),
    )
    .openapi(listPathsRoute, async (c) =>
      c.json({ items: await listPaths(c.var.deps, await callerId(c)) }, 200),
    )
    .openapi(getPathRoute, async (c) =>
      c.json(await getPath(c.var.deps, c.req.valid('param').id, await callerId(c)), 200),
    )
    .openapi(listAdvisorsRoute, async (c) =>
      c.json({ items: await listAdvisors(c.var.deps, c.req.valid('query').q) }, 200),
    )
    .openapi(getAdvisorRoute, async (c) => c.json(await getAdvisor(c.var.deps, c.req.valid('param').id), 200))
    .openapi(countsRoute, async (c) => c.json(await catalogCounts(c.var.deps), 200));
}
