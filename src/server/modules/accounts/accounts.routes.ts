import { deleteCookie } from 'hono/cookie';
import { defineRoute } from '#server/http/define-route.ts';
import { errors, jsonResponse } from '#server/http/openapi-responses.ts';
import { createRouter } from '#server/http/router.ts';
import { logSecurityEvent } from '#server/http/security-events.ts';
import { z } from 'zod';
import { AVATAR_TYPES, profileSchema, profileUpdateSchema } from '#shared/schemas/accounts.ts';
import { preferencesSchema, preferencesUpdateSchema } from '#shared/schemas/preferences.ts';
import {
  onboardingResultSchema,
  onboardingSchema,
  onboardingStateSchema,
} from '#shared/schemas/onboarding.ts';
import { reauthSchema } from '#shared/schemas/devices.ts';
import { deleteAccount, exportAccount } from './account-data.service.ts';
import { removeAvatar, saveAvatar } from './avatar.service.ts';
import { onboardingState, saveOnboarding } from './onboarding.service.ts';
import { getPreferences, updatePreferences } from './preferences.service.ts';
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

const preferencesRoute = defineRoute('user', {
  method: 'get',
  path: '/me/preferences',
  tags: ['Accounts'],
  summary: 'The caller’s settings: time zone, hide streaks, keep playing, reminder, e-mail',
  responses: { 200: jsonResponse(preferencesSchema, 'The settings'), 404: errors[404] },
});

const updatePreferencesRoute = defineRoute('user', {
  method: 'patch',
  path: '/me/preferences',
  tags: ['Accounts'],
  summary: 'Change any of the settings; the others stay as they are',
  request: { body: { content: { 'application/json': { schema: preferencesUpdateSchema } }, required: true } },
  responses: { 200: jsonResponse(preferencesSchema, 'The settings as saved'), 404: errors[404] },
});

const avatarRoute = defineRoute('user', {
  method: 'put',
  path: '/me/avatar',
  tags: ['Accounts'],
  summary:
    'A new profile picture (raw body: JPEG, PNG or WebP by its bytes, ≤ 5 MB), kept as a 256 px WebP; the old one is removed',
  request: {
    body: {
      content: Object.fromEntries(
        AVATAR_TYPES.map((type) => [type, { schema: z.string().meta({ format: 'binary' }) }]),
      ),
      required: true,
    },
  },
  responses: { 200: jsonResponse(profileSchema, 'The profile with its new picture'), 404: errors[404] },
});

const removeAvatarRoute = defineRoute('user', {
  method: 'delete',
  path: '/me/avatar',
  tags: ['Accounts'],
  summary: 'Remove the profile picture (initials are shown instead)',
  responses: { 200: jsonResponse(profileSchema, 'The profile without a picture'), 404: errors[404] },
});

const exportRoute = defineRoute('user', {
  method: 'get',
  path: '/me/export',
  tags: ['Accounts'],
  summary:
    'Everything held about the caller as a zip: account.json (profile, settings, plan, badges, history, ratings, favourites, check-ins, bookmarks), the picture, and the journal (Markdown, recordings, JSON)',
  responses: {
    200: {
      description: 'A zip archive',
      content: { 'application/zip': { schema: z.string().meta({ format: 'binary' }) } },
    },
  },
});

const deleteAccountRoute = defineRoute('user', {
  method: 'delete',
  path: '/me',
  tags: ['Accounts'],
  summary:
    'Delete the account: the password (or a fresh sign-in), the subscription cancelled at the provider first, then everything removed and a confirmation mailed',
  request: { body: { content: { 'application/json': { schema: reauthSchema } }, required: true } },
  responses: {
    200: jsonResponse(z.object({ deleted: z.literal(true) }), 'The account is gone'),
    403: errors[403],
    502: errors[502],
  },
});

const onboardingStateRoute = defineRoute('user', {
  method: 'get',
  path: '/me/onboarding',
  tags: ['Accounts'],
  summary: 'Whether the caller finished (or skipped) onboarding, and the answers to edit',
  responses: { 200: jsonResponse(onboardingStateSchema, 'Onboarding'), 404: errors[404] },
});

const onboardingRoute = defineRoute('user', {
  method: 'put',
  path: '/me/onboarding',
  tags: ['Accounts'],
  summary:
    'Save onboarding’s answers (goals, daily minutes, listening time) and get a first session that fits',
  request: { body: { content: { 'application/json': { schema: onboardingSchema } }, required: true } },
  responses: { 200: jsonResponse(onboardingResultSchema, 'Saved, with a first session'), 404: errors[404] },
});

export function accountsRoutes() {
  return createRouter()
    .openapi(readRoute, async (c) => c.json(await getProfile(c.var.deps, c.var.user.id), 200))
    .openapi(updateRoute, async (c) =>
      c.json(await updateProfile(c.var.deps, c.var.user.id, c.req.valid('json')), 200),
    )
    .openapi(preferencesRoute, async (c) => c.json(await getPreferences(c.var.deps.db, c.var.user.id), 200))
    .openapi(updatePreferencesRoute, async (c) =>
      c.json(await updatePreferences(c.var.deps.db, c.var.user.id, c.req.valid('json')), 200),
    )
    .openapi(avatarRoute, async (c) =>
      c.json(await saveAvatar(c.var.deps, c.var.user.id, c.req.raw.body), 200),
    )
    .openapi(removeAvatarRoute, async (c) => c.json(await removeAvatar(c.var.deps, c.var.user.id), 200))
    .openapi(exportRoute, (c) => {
      const day = new Date().toISOString().slice(0, 10);
      return c.body(exportAccount(c.var.deps, c.var.user.id), 200, {
        'Content-Type': 'application/zip',
        'Content-Disposition': `attachment; filename="founder-flow-${day}.zip"`,
        'Cache-Control': 'no-store',
      });
    })
    .openapi(deleteAccountRoute, async (c) => {
      await deleteAccount(c.var.deps, c.var.user, c.req.valid('json').password);
      logSecurityEvent(c, 'account_deleted', { userId: c.var.user.id });
      const { authCookies } = await c.var.deps.auth.$context;
      deleteCookie(c, authCookies.sessionToken.name, authCookies.sessionToken.attributes);
      return c.json({ deleted: true as const }, 200);
    })
    .openapi(onboardingStateRoute, async (c) => c.json(await onboardingState(c.var.deps, c.var.user.id), 200))
    .openapi(onboardingRoute, async (c) =>
      c.json(await saveOnboarding(c.var.deps, c.var.user, c.req.valid('json')), 200),
    );
}
