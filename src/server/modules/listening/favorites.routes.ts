import { defineRoute } from '#server/http/define-route.ts';
import { errors, jsonResponse } from '#server/http/openapi-responses.ts';
import { UuidParam } from '#server/http/params.ts';
import { createRouter } from '#server/http/router.ts';
import { favoriteStateSchema } from '#shared/schemas/catalog.ts';
import { addFavorite, removeFavorite } from './favorites.service.ts';

const responses = {
  200: jsonResponse(favoriteStateSchema, 'Whether the session is now a favourite'),
  404: errors[404],
};

const addRoute = defineRoute('user', {
  method: 'put',
  path: '/sessions/{id}/favorite',
  tags: ['Listening'],
  summary: 'Add a session to the caller’s favourites (idempotent)',
  request: { params: UuidParam },
  responses,
});

const removeRoute = defineRoute('user', {
  method: 'delete',
  path: '/sessions/{id}/favorite',
  tags: ['Listening'],
  summary: 'Remove a session from the caller’s favourites (idempotent)',
  request: { params: UuidParam },
  responses,
});

export function favoritesRoutes() {
  return createRouter()
    .openapi(addRoute, async (c) =>
      c.json(await addFavorite(c.var.deps, c.var.user.id, c.req.valid('param').id), 200),
    )
    .openapi(removeRoute, async (c) =>
      c.json(await removeFavorite(c.var.deps, c.var.user.id, c.req.valid('param').id), 200),
    );
}
