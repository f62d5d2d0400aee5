import { defineRoute } from '#server/http/define-route.ts';
import { jsonResponse, serialisedJson } from '#server/http/openapi-responses.ts';
import { createRouter } from '#server/http/router.ts';
import {
  badgeCatalogueSchema,
  celebrationSchema,
  progressSummarySchema,
  secretRoomSchema,
  type ProgressSummary,
} from '#shared/schemas/progress.ts';
import { badgeCatalogue } from './badges.service.ts';
import { celebration } from './celebration.service.ts';
import { progressAnswer } from './progress.service.ts';
import { secretRoom } from './secret.service.ts';

const catalogueRoute = defineRoute('public', {
  method: 'get',
  path: '/badges',
  tags: ['Progress'],
  summary: 'Every badge and its rule in words; `earnedAt` when the caller is signed in and earned it',
  responses: { 200: jsonResponse(badgeCatalogueSchema, 'The badge catalogue') },
});

const progressRoute = defineRoute('user', {
  method: 'get',
  path: '/me/progress',
  tags: ['Progress'],
  summary:
    'The caller’s progress: sessions, minutes, journal days, streak, badges earned and next, recent sessions, favourites, saved paths and journeys',
  responses: { 200: jsonResponse(progressSummarySchema, 'Progress') },
});

const celebrationRoute = defineRoute('user', {
  method: 'get',
  path: '/me/celebration',
  tags: ['Progress'],
  summary:
    'The celebration reel: all-time figures, this month’s (in the user’s zone), badges, paths, favourite advisor',
  responses: { 200: jsonResponse(celebrationSchema, 'The reel’s story') },
});

const secretRoute = defineRoute('user', {
  method: 'get',
  path: '/me/secret',
  tags: ['Progress'],
  summary:
    'The secret room: what unlocks it and how far the caller is, or (with the seven-day badge) the team’s note and the bonus session',
  responses: { 200: jsonResponse(secretRoomSchema, 'The secret room') },
});

export function progressRoutes() {
  return (
    createRouter()
      .openapi(catalogueRoute, async (c) => {
        const user = await c.var.currentUser();
        return c.json({ items: await badgeCatalogue(c.var.deps.db, user?.id ?? null) }, 200);
      })
      .openapi(secretRoute, async (c) => c.json(await secretRoom(c.var.deps, c.var.user.id), 200))
      .openapi(celebrationRoute, async (c) => c.json(await celebration(c.var.deps.db, c.var.user.id), 200))
      // Already JSON: a cached answer is sent as it was serialised (decision 035).
      .openapi(progressRoute, async (c) =>
        serialisedJson<ProgressSummary>(c, await progressAnswer(c.var.deps.db, c.var.user)),
      )
  );
}
