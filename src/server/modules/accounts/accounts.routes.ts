import { z, type OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '#server/http/app-env.ts';
import { defineRoute } from '#server/http/define-route.ts';
import { errors, jsonResponse } from '#server/http/openapi-responses.ts';
import { profileUpdateSchema } from '#shared/schemas/accounts.ts';
import { getProfile, updateProfile } from './profile.service.ts';

const ProfileSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    avatarUrl: z.string().describe('Empty when the user has none'),
    totalSessionsCompleted: z.number().int(),
    totalMinutes: z.number().int(),
    streakDays: z.number().int(),
    onboardingCompleted: z.boolean(),
    goals: z.array(z.string()),
    preferences: z.record(z.string(), z.unknown()),
    createdAt: z.string(),
    updatedAt: z.string(),
    username: z.string().describe('The name, else the e-mail address'),
    fullName: z.string(),
  })
  .openapi('Profile');

const readRoute = defineRoute('user', {
  method: 'get',
  path: '/me/profile',
  tags: ['Accounts'],
  summary: "The caller's profile",
  responses: { 200: jsonResponse(ProfileSchema, 'The profile'), 401: errors[401], 404: errors[404] },
});

const updateRoute = defineRoute('user', {
  method: 'patch',
  path: '/me/profile',
  tags: ['Accounts'],
  summary:
    "Change the caller's name, avatar, goals, preferences or onboarding flag (unknown fields are refused)",
  request: { body: { content: { 'application/json': { schema: profileUpdateSchema } }, required: true } },
  responses: {
    200: jsonResponse(ProfileSchema, 'The updated profile'),
    401: errors[401],
    404: errors[404],
    422: errors[422],
  },
});

export function accountsRoutes(app: OpenAPIHono<AppEnv>) {
  return app
    .openapi(readRoute, async (c) => {
      const user = (await c.var.currentUser())!;
      return c.json(await getProfile(c.var.deps.db, user.id), 200);
    })
    .openapi(updateRoute, async (c) => {
      const user = (await c.var.currentUser())!;
      return c.json(await updateProfile(c.var.deps.db, user.id, c.req.valid('json')), 200);
    });
}
