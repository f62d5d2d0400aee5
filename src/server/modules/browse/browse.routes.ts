import { z, type OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '#server/http/app-env.ts';
import { defineRoute } from '#server/http/define-route.ts';
import { errors, jsonResponse } from '#server/http/openapi-responses.ts';
import { DailyPickSchema, RecommendationsSchema } from '#server/modules/catalog/catalog.schemas.ts';
import { dailyPickQuerySchema } from '#shared/schemas/catalog.ts';
import { dailyPick, utcDay } from './daily-pick.service.ts';
import { addFavoritePath, removeFavoritePath } from './favorite-paths.service.ts';
import { recommendations } from './recommendations.service.ts';

const tags = ['Browse'];

const dailyPickRoute = defineRoute('public', {
  method: 'get',
  path: '/daily-pick',
  tags,
  summary:
    "Today's impulse: one short free session a day, the same for everyone, minus the caller's completed ones",
  request: { query: dailyPickQuerySchema },
  responses: {
    200: jsonResponse(DailyPickSchema, 'The pick of the day (null when none is left)'),
    422: errors[422],
  },
});

const recommendationsRoute = defineRoute('public', {
  method: 'get',
  path: '/recommendations',
  tags,
  summary:
    "'Recommended for you' and 'Because you listened to …' for signed-in callers; the most popular for visitors",
  responses: { 200: jsonResponse(RecommendationsSchema, 'Rows of sessions, never completed ones') },
});

const FavoritePathSchema = z.object({ favorite: z.boolean() }).openapi('FavoritePathState');
const pathParams = z.object({ id: z.uuid().openapi({ param: { name: 'id', in: 'path' } }) });
const favoriteResponses = {
  200: jsonResponse(FavoritePathSchema, 'Whether the path is now saved'),
  401: errors[401],
  404: errors[404],
  422: errors[422],
};
const signInToSave = 'Sign in to save coaching paths.';

const addFavoritePathRoute = defineRoute(
  'user',
  {
    method: 'put',
    path: '/paths/{id}/favorite',
    tags,
    summary: 'Save a coaching path to the caller’s favourites (idempotent)',
    request: { params: pathParams },
    responses: favoriteResponses,
  },
  { signInMessage: signInToSave },
);

const removeFavoritePathRoute = defineRoute(
  'user',
  {
    method: 'delete',
    path: '/paths/{id}/favorite',
    tags,
    summary: 'Remove a coaching path from the caller’s favourites (idempotent)',
    request: { params: pathParams },
    responses: favoriteResponses,
  },
  { signInMessage: signInToSave },
);

export function browseRoutes(app: OpenAPIHono<AppEnv>) {
  return app
    .openapi(dailyPickRoute, async (c) => {
      const day = c.req.valid('query').date ?? utcDay(new Date());
      const user = await c.var.currentUser();
      return c.json(await dailyPick(c.var.deps.db, day, user?.id ?? null), 200);
    })
    .openapi(recommendationsRoute, async (c) => {
      const user = await c.var.currentUser();
      return c.json({ sections: await recommendations(c.var.deps.db, user?.id ?? null) }, 200);
    })
    .openapi(addFavoritePathRoute, async (c) => {
      const user = (await c.var.currentUser())!;
      return c.json(await addFavoritePath(c.var.deps.db, user.id, c.req.valid('param').id), 200);
    })
    .openapi(removeFavoritePathRoute, async (c) => {
      const user = (await c.var.currentUser())!;
      return c.json(await removeFavoritePath(c.var.deps.db, user.id, c.req.valid('param').id), 200);
    });
}
