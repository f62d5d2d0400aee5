import { defineRoute } from '#server/http/define-route.ts';
import { jsonResponse } from '#server/http/openapi-responses.ts';
import { createRouter } from '#server/http/router.ts';
import { wheelHistorySchema, wheelInputSchema, wheelSchema } from '#shared/schemas/wheel-of-life.ts';
import { listWheels, saveWheel } from './wheel-of-life.service.ts';

const listRoute = defineRoute('user', {
  method: 'get',
  path: '/me/wheel-of-life',
  tags: ['Pages'],
  summary: 'The caller’s saved Wheels of Life, newest first',
  responses: { 200: jsonResponse(wheelHistorySchema, 'The caller’s wheels') },
});

const saveRoute = defineRoute('user', {
  method: 'post',
  path: '/me/wheel-of-life',
  tags: ['Pages'],
  summary: 'Save a Wheel of Life: a whole number from 1 to 10 for each of the eight areas, and a note',
  request: { body: { content: { 'application/json': { schema: wheelInputSchema } }, required: true } },
  responses: { 201: jsonResponse(wheelSchema, 'The saved wheel') },
});

export function wheelOfLifeRoutes() {
  return createRouter()
    .openapi(listRoute, async (c) => c.json({ items: await listWheels(c.var.deps, c.var.user.id) }, 200))
    .openapi(saveRoute, async (c) =>
      c.json(await saveWheel(c.var.deps, c.var.user.id, c.req.valid('json')), 201),
    );
}
