import { z, type OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '#server/http/app-env.ts';
import { defineRoute } from '#server/http/define-route.ts';
import { errors, jsonResponse } from '#server/http/openapi-responses.ts';
import { SESSION_TYPES } from '#shared/catalog.ts';
import { grantPlayback } from './play.service.ts';

const PlayGrantSchema = z
  .object({
    url: z.string(),
    expiresAt: z.string(),
    type: z.enum(SESSION_TYPES),
    resumeAt: z.number(),
    completed: z.boolean(),
  })
  .openapi('PlayGrant');

const playRoute = defineRoute('public', {
  method: 'post',
  path: '/sessions/{id}/play',
  tags: ['Listening'],
  summary: 'A signed media URL for a session the caller may play',
  description: 'Public route; premium sessions are refused with 403 premium_required unless the caller is entitled.',
  request: { params: z.object({ id: z.uuid().openapi({ param: { name: 'id', in: 'path' } }) }) },
  responses: {
    200: jsonResponse(PlayGrantSchema, 'Where to stream the session, valid 15 minutes'),
    403: errors[403],
    404: errors[404],
    409: errors[409],
    422: errors[422],
  },
});

export function listeningRoutes(app: OpenAPIHono<AppEnv>) {
  return app.openapi(playRoute, async (c) => {
    const grant = await grantPlayback(c.var.deps, c.req.valid('param').id, await c.var.currentUser());
    return c.json(grant, 200);
  });
}
