import { defineRoute } from '#server/http/define-route.ts';
import { errors, jsonResponse } from '#server/http/openapi-responses.ts';
import { UuidParam } from '#server/http/params.ts';
import { createRouter } from '#server/http/router.ts';
import {
  listeningHistorySchema,
  mySessionStateSchema,
  playGrantSchema,
  progressResultSchema,
  progressUpdateSchema,
} from '#shared/schemas/listening.ts';
import { listHistory } from './history.service.ts';
import { mySessionState } from './me.service.ts';
import { grantPlayback } from './play.service.ts';
import { saveProgress } from './progress.service.ts';

/** What both play routes take and answer: the grant is the same, only its side effects differ. */
const playExchange = {
  request: { params: UuidParam },
  responses: {
    200: jsonResponse(playGrantSchema, 'Where to stream the session, valid 15 minutes'),
    403: errors[403],
    404: errors[404],
    409: errors[409],
  },
};

const playRoute = defineRoute('public', {
  method: 'post',
  path: '/sessions/{id}/play',
  tags: ['Listening'],
  summary: 'A signed media URL for a session the caller may play',
  description:
    'Public route; premium sessions are refused with 403 premium_required unless the caller is entitled. ' +
    'For a signed-in user it also starts their history for the session.',
  ...playExchange,
});

const playAheadRoute = defineRoute('public', {
  method: 'get',
  path: '/sessions/{id}/play',
  tags: ['Listening'],
  summary: 'The same signed media URL, looked up ahead of Listen, with no side effect',
  description:
    'What POST answers, for a page to hold before the click (saving a round trip before the first sound ' +
    'on slow links); it starts no history and counts no play, so the click still POSTs. ' +
    'Premium sessions are refused with 403 premium_required unless the caller is entitled.',
  ...playExchange,
});

const progressRoute = defineRoute('user', {
  method: 'put',
  path: '/sessions/{id}/progress',
  tags: ['Listening'],
  summary: "Save the caller's listening progress",
  description:
    '`listened` is the running total of seconds heard; the stored total never decreases, and grows ' +
    'by at most the wall-clock time since the last accepted save at the fastest playback speed ' +
    '(plus a few seconds). A session must have been played (a play grant) first: 409 otherwise. ' +
    '`justCompleted` is true only in the answer to the update that completed the session.',
  request: {
    params: UuidParam,
    body: { content: { 'application/json': { schema: progressUpdateSchema } }, required: true },
  },
  responses: {
    200: jsonResponse(progressResultSchema, 'The saved progress'),
    403: errors[403],
    404: errors[404],
    409: errors[409],
  },
});

const meRoute = defineRoute('user', {
  method: 'get',
  path: '/sessions/{id}/me',
  tags: ['Listening'],
  summary: "The caller's history, rating and favourite for a session",
  request: { params: UuidParam },
  responses: {
    200: jsonResponse(mySessionStateSchema, "The caller's state"),
    404: errors[404],
  },
});

const historyRoute = defineRoute('user', {
  method: 'get',
  path: '/me/history',
  tags: ['Listening'],
  summary: 'Every session the caller has opened, most recent first',
  responses: {
    200: jsonResponse(listeningHistorySchema, "The caller's listening history"),
  },
});

export function listeningRoutes() {
  return createRouter()
    .openapi(playRoute, async (c) => {
      const grant = await grantPlayback(c.var.deps, c.req.valid('param').id, await c.var.currentUser(), {
        start: true,
      });
      return c.json(grant, 200);
    })
    .openapi(playAheadRoute, async (c) => {
      const grant = await grantPlayback(c.var.deps, c.req.valid('param').id, await c.var.currentUser(), {
        start: false,
      });
      return c.json(grant, 200);
    })
    .openapi(progressRoute, async (c) => {
      const result = await saveProgress(c.var.deps, c.req.valid('param').id, c.var.user, c.req.valid('json'));
      return c.json(result, 200);
    })
    .openapi(meRoute, async (c) =>
      c.json(await mySessionState(c.var.deps, c.req.valid('param').id, c.var.user.id), 200),
    )
    .openapi(historyRoute, async (c) => c.json({ items: await listHistory(c.var.deps, c.var.user.id) }, 200));
}
