import { defineRoute } from '#server/http/define-route.ts';
import { errors, jsonResponse } from '#server/http/openapi-responses.ts';
import { UuidParam } from '#server/http/params.ts';
import { createRouter } from '#server/http/router.ts';
import { SIGN_IN_REASONS } from '#shared/errors.ts';
import {
  dailyPickQuerySchema,
  dailyPickSchema,
  favoriteStateSchema,
  recommendationsSchema,
} from '#shared/schemas/catalog.ts';
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
    200: jsonResponse(dailyPickSchema, 'The pick of the day (null when none is left)'),
  },
});

const recommendationsRoute = defineRoute('public', {
  method: 'get',
  path: '/recommendations',
  tags,
  summary:
    "'Recommended for you' and 'Because you listened to …' for signed-in callers; the most popular for visitors",
  responses: { 200: jsonResponse(recommendationsSchema, 'Rows of sessions, never completed ones') },
});

const favoriteResponses = {
  200: jsonResponse(favoriteStateSchema, 'Whether the path is now saved'),
  404: errors[404],
};

const addFavoritePathRoute = defineRoute(
  'user',
  {
    method: 'put',
    path: '/paths/{id}/favorite',
    tags,
    summary: 'Save a coaching path to the caller’s favourites (idempotent)',
    request: { params: UuidParam },
    responses: favoriteResponses,
  },
  { signInReason: SIGN_IN_REASONS.savePath },
);

const removeFavoritePathRoute = defineRoute(
  'user',
  {
    method: 'delete',
    path: '/paths/{id}/favorite',
    tags,
    summary: 'Remove a coaching path from the caller’s favourites (idempotent)',
    request: { params: UuidParam },
    responses: favoriteResponses,
  },
  { signInReason: SIGN_IN_REASONS.savePath },
);

export function browseRoutes() {
  return createRouter()
    .openapi(dailyPickRoute, async (c) => {
      const day = c.req.valid('query').date ?? utcDay(new Date());
      const user = await c.var.currentUser();
      return c.json(await dailyPick(c.var.deps, day, user?.id ?? null), 200);
    })
    .openapi(recommendationsRoute, async (c) => {
      const user = await c.var.currentUser();
      return c.json({ sections: await recommendations(c.var.deps, user?.id ?? null) }, 200);
    })
    .openapi(addFavoritePathRoute, async (c) =>
      c.json(await addFavoritePath(c.var.deps, c.var.user.id, c.req.valid('param').id), 200),
    )
    .openapi(removeFavoritePathRoute, async (c) =>
      c.json(await removeFavoritePath(c.var.deps, c.var.user.id, c.req.valid('param').id), 200),
    );
}
