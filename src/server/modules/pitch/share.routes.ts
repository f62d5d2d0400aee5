import type { z } from 'zod';
import { defineRoute } from '#server/http/define-route.ts';
import { clientIp } from '#server/http/client-ip.ts';
import { errorBody } from '#server/http/errors.ts';
import { ErrorSchema, errors, jsonResponse } from '#server/http/openapi-responses.ts';
import { createRouter } from '#server/http/router.ts';
import { logSecurityEvent } from '#server/http/security-events.ts';
import { API_ERRORS } from '#shared/errors.ts';
import {
  sharedDeckSchema,
  shareTokenParamSchema,
  shareUnlockedSchema,
  shareUnlockSchema,
  viewRecordedSchema,
  viewReportSchema,
} from '#shared/schemas/pitch.ts';
import { declinesTracking, unlockWait } from './share-access.ts';
import { recordViews, viewReportWait } from './share-views.ts';
import { sharedDeck, unlockShare } from './share.service.ts';

/** The routes a link's viewers use, without an account: the deck, its password, the dwell reports. */

const tags = ['Pitch decks'];
const jsonBody = <T extends z.ZodType>(schema: T) => ({
  body: { content: { 'application/json': { schema } }, required: true },
});
const noStore = { 'Cache-Control': 'no-store' };

const sharedRoute = defineRoute('public', {
  method: 'get',
  path: '/pitch/shared/{token}',
  tags,
  summary: 'A shared deck for viewing without an account: slides without speaker notes',
  description:
    'A password-protected link is 401 `shared_deck_locked` until `…/unlock` has set its cookie in ' +
    'this browser.',
  request: { params: shareTokenParamSchema },
  responses: { 200: jsonResponse(sharedDeckSchema, 'The deck'), 401: errors[401], 404: errors[404] },
});

const unlockRoute = defineRoute('public', {
  method: 'post',
  path: '/pitch/shared/{token}/unlock',
  tags,
  summary: 'Open a password-protected link in this browser for two hours',
  description:
    'Sets an HttpOnly cookie for this link only (not an account session). A wrong password is 401 ' +
    '`share_password_wrong`; 10 tries per link and address in 15 minutes, then 429 with Retry-After.',
  request: { params: shareTokenParamSchema, ...jsonBody(shareUnlockSchema) },
  responses: {
    200: jsonResponse(shareUnlockedSchema, 'Unlocked'),
    401: errors[401],
    404: errors[404],
    429: jsonResponse(ErrorSchema, 'Too many tries; `Retry-After` says for how long'),
  },
});

const viewsRoute = defineRoute('public', {
  method: 'post',
  path: '/pitch/shared/{token}/views',
  tags,
  summary: 'Report the seconds a visit spent on each slide and the slide it is on',
  description:
    '`viewId` is a random id the viewer page makes per visit. Seconds outside (0, 600] and unknown slides ' +
    'are ignored. At most 60 reports per visit and 600 per link in 10 minutes (429 with Retry-After). ' +
    'With `DNT: 1` or `Sec-GPC: 1` nothing is written and the answer is `recorded: 0`.',
  request: { params: shareTokenParamSchema, ...jsonBody(viewReportSchema) },
  responses: {
    202: jsonResponse(viewRecordedSchema, 'Counted'),
    401: errors[401],
    404: errors[404],
    429: jsonResponse(ErrorSchema, 'Too many reports; `Retry-After` says for how long'),
  },
});

/** The 429 a spent allowance answers, logged as a security event. */
function tooMany(c: Parameters<typeof logSecurityEvent>[0], wait: number) {
  logSecurityEvent(c, 'rate_limited', { status: 429, code: 'rate_limited' });
  return c.json(errorBody('rate_limited', API_ERRORS.rate_limited.message), 429, {
    'Retry-After': String(wait),
  });
}

export function sharedLinkRoutes() {
  return createRouter()
    .openapi(sharedRoute, async (c) => {
      const deck = await sharedDeck(c, c.req.valid('param').token);
      // A shared deck is the owner's to withdraw: no cache keeps it after a revocation, no index lists it.
      return c.json(deck, 200, { ...noStore, 'X-Robots-Tag': 'noindex' });
    })
    .openapi(unlockRoute, async (c) => {
      const { deps } = c.var;
      const { token } = c.req.valid('param');
      const wait = await unlockWait(deps.db, token, clientIp(c, deps.env.trustProxy));
      if (wait !== null) return tooMany(c, wait);
      const unlocked = await unlockShare(c, token, c.req.valid('json').password);
      return c.json(unlocked, 200, noStore);
    })
    .openapi(viewsRoute, async (c) => {
      const { deps } = c.var;
      const { token } = c.req.valid('param');
      const report = c.req.valid('json');
      // Checked before the rate limiter, whose counters are rows too: such a viewer leaves no trace.
      if (declinesTracking(c)) return c.json({ recorded: 0 }, 202);
      const wait = await viewReportWait(deps.db, token, report.viewId);
      if (wait !== null) return tooMany(c, wait);
      return c.json(await recordViews(c, token, report), 202);
    });
}
