import { z, type OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '#server/http/app-env.ts';
import { defineRoute } from '#server/http/define-route.ts';
import { errors, jsonResponse } from '#server/http/openapi-responses.ts';
import { addFavorite, removeFavorite } from './favorites.service.ts';

const FavoriteSchema = z.object({ favorite: z.boolean() }).openapi('FavoriteState');
const params = z.object({ id: z.uuid().openapi({ param: { name: 'id', in: 'path' } }) });
const responses = {
  200: jsonResponse(FavoriteSchema, 'Whether the session is now a favourite'),
  401: errors[401],
  404: errors[404],
  422: errors[422],
};

const addRoute = defineRoute('user', {
  method: 'put',
  path: '/sessions/{id}/favorite',
  tags: ['Listening'],
  summary: 'Add a session to the caller’s favourites (idempotent)',
  request: { params },
  responses,
});

const removeRoute = defineRoute('user', {
  method: 'delete',
  path: '/sessions/{id}/favorite',
  tags: ['Listening'],
  summary: 'Remove a session from the caller’s favourites (idempotent)',
  request: { params },
  responses,
});

export function favoritesRoutes(app: OpenAPIHono<AppEnv>) {
  return app
    .openapi(addRoute, async (c) => {
      const user = (await c.var.currentUser())!;
      return c.json(await addFavorite(c.var.deps.db, user.id, c.req.valid('param').id), 200);
    })
    .openapi(removeRoute, async (c) => {
      const user = (await c.var.currentUser())!;
      return c.json(await removeFavorite(c.var.deps.db, user.id, c.req.valid('param').id), 200);
    });
}
