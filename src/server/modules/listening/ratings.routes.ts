import { z, type OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '#server/http/app-env.ts';
import { defineRoute } from '#server/http/define-route.ts';
import { errors, jsonResponse } from '#server/http/openapi-responses.ts';
import { ratingInputSchema } from '#shared/schemas/feedback.ts';
import { rateSession } from './ratings.service.ts';

const RatingResultSchema = z
  .object({
    rating: z.number().int().describe("The caller's rating"),
    average: z.number().describe("The session's average of all ratings, 2 decimals"),
    count: z.number().int().describe('How many users rated the session'),
  })
  .openapi('RatingResult');

const rateRoute = defineRoute(
  'user',
  {
    method: 'put',
    path: '/sessions/{id}/rating',
    tags: ['Listening'],
    summary: "Rate a session the caller completed (insert or update); answers the session's new average",
    request: {
      params: z.object({ id: z.uuid().openapi({ param: { name: 'id', in: 'path' } }) }),
      body: { content: { 'application/json': { schema: ratingInputSchema } }, required: true },
    },
    responses: {
      200: jsonResponse(RatingResultSchema, 'The rating and the session average'),
      401: errors[401],
      403: errors[403],
      404: errors[404],
      422: errors[422],
    },
  },
  { signInMessage: 'Please sign in to rate sessions' },
);

export function ratingsRoutes(app: OpenAPIHono<AppEnv>) {
  return app.openapi(rateRoute, async (c) => {
    const user = (await c.var.currentUser())!;
    const { rating } = c.req.valid('json');
    return c.json(await rateSession(c.var.deps.db, user.id, c.req.valid('param').id, rating), 200);
  });
}
