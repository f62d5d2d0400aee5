import { defineRoute } from '#server/http/define-route.ts';
import { errors, jsonResponse } from '#server/http/openapi-responses.ts';
import { createRouter } from '#server/http/router.ts';
import { profileSchema, profileUpdateSchema } from '#shared/schemas/accounts.ts';
import { getProfile, updateProfile } from './profile.service.ts';

const readRoute = defineRoute('user', {
  method: 'get',
  path: '/me/profile',
  tags: ['Accounts'],
  summary: "The caller's profile",
  responses: { 200: jsonResponse(profileSchema, 'The profile'), 404: errors[404] },
});

const updateRoute = defineRoute('user', {
  method: 'patch',
  path: '/me/profile',
  tags: ['Accounts'],
  summary:
    "Change the caller's name, avatar, goals, preferences or onboarding flag (unknown fields are refused)",
  request: { body: { content: { 'application/json': { schema: profileUpdateSchema } }, required: true } },
  responses: {
    200: jsonResponse(profileSchema, 'The updated profile'),
    404: errors[404],
  },
});

export function accountsRoutes() {
  return createRouter()
    .openapi(readRoute, async (c) => c.json(await getProfile(c.var.deps, c.var.user.id), 200))
    .openapi(updateRoute, async (c) =>
      c.json(await updateProfile(c.var.deps, c.var.user.id, c.req.valid('json')), 200),
    );
}
