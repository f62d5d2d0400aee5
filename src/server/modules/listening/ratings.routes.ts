import { defineRoute } from '#server/http/define-route.ts';
import { errors, jsonResponse } from '#server/http/openapi-responses.ts';
import { UuidParam } from '#server/http/params.ts';
import { createRouter } from '#server/http/router.ts';
import { SIGN_IN_REASONS } from '#shared/errors.ts';
import { awardBadges } from '#server/modules/progress/index.ts';
import { ratingInputSchema, ratingResultSchema } from '#shared/schemas/feedback.ts';
import { rateSession } from './ratings.service.ts';

const rateRoute = defineRoute(
  'user',
  {
    method: 'put',
    path: '/sessions/{id}/rating',
    tags: ['Listening'],
    summary: "Rate a session the caller completed (insert or update); answers the session's new average",
    request: {
      params: UuidParam,
      body: { content: { 'application/json': { schema: ratingInputSchema } }, required: true },
    },
    responses: {
      200: jsonResponse(ratingResultSchema, 'The rating and the session average'),
      403: errors[403],
      404: errors[404],
    },
  },
  { signInReason: SIGN_IN_REASONS.rate },
);

export function ratingsRoutes() {
  return createRouter().openapi(rateRoute, async (c) => {
    const { rating } = c.req.valid('json');
    const result = await rateSession(c.var.deps, c.var.user.id, c.req.valid('param').id, rating);
    const newBadges = await awardBadges(c.var.deps.db, c.var.user.id, { kind: 'rating', at: new Date() });
    return c.json({ ...result, newBadges }, 200);
  });
}
