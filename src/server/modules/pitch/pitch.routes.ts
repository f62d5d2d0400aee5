import { z } from 'zod';
import { defineRoute } from '#server/http/define-route.ts';
import { errors, jsonResponse } from '#server/http/openapi-responses.ts';
import { UuidParam } from '#server/http/params.ts';
import { createRouter } from '#server/http/router.ts';
import { FRAMEWORKS } from '#shared/pitch/frameworks.ts';
import {
  checkResultSchema,
  deckCreatedSchema,
  deckCreateSchema,
  deckDeletedSchema,
  deckAnalyticsSchema,
  deckListSchema,
  deckPatchSchema,
  deckSchema,
  deckVersionListSchema,
  frameworkListSchema,
  generateSchema,
  journalMaterialQuerySchema,
  journalMaterialSchema,
  shareCreateSchema,
  shareLinkSchema,
  shareRevokedSchema,
  shareUpdateSchema,
} from '#shared/schemas/pitch.ts';
import {
  createDeck,
  deleteDeck,
  findDeck,
  getDeck,
  listDecks,
  listVersions,
  patchDeck,
  restoreVersion,
} from './decks.service.ts';
import { fileName } from './export/layout.ts';
import { deckToPdf } from './export/pdf.ts';
import { deckToPptx } from './export/pptx.ts';
import { checkStoredDeck } from './check.service.ts';
import { generateDeck } from './generate.service.ts';
import { journalMaterial } from './journal-material.service.ts';
import { requirePremium } from './plan.ts';
import { deckAnalytics } from './share-analytics.ts';
import { sharedLinkRoutes } from './share.routes.ts';
import { createShareLink, revokeShareLink, updateShareLink } from './share.service.ts';

const tags = ['Pitch decks'];
const jsonBody = <T extends z.ZodType>(schema: T, required = true) => ({
  body: { content: { 'application/json': { schema } }, required },
});
const DeckParam = UuidParam;
const VersionParam = z.object({ id: z.uuid(), versionId: z.uuid() });
const binary = (type: string, description: string) => ({
  description,
  content: { [type]: { schema: z.string().meta({ format: 'binary' }) } },
});
const PPTX_TYPE = 'application/vnd.openxmlformats-officedocument.presentationml.presentation';

const frameworksRoute = defineRoute('public', {
  method: 'get',
  path: '/pitch/frameworks',
  tags,
  summary: 'The pitch frameworks (Sequoia, Y Combinator, Kawasaki 10/20/30): slides and their questions',
  responses: {
    200: jsonResponse(frameworkListSchema, 'The frameworks, in the order the wizard offers them'),
  },
});

const listRoute = defineRoute('user', {
  method: 'get',
  path: '/pitch/decks',
  tags,
  summary: 'The caller’s decks, last edited first, and how many the plan allows',
  responses: { 200: jsonResponse(deckListSchema, 'The decks') },
});

const createRoute = defineRoute('user', {
  method: 'post',
  path: '/pitch/decks',
  tags,
  summary: 'Create a deck from a framework and answers; the offline composer writes its first slides',
  description: 'The free plan has one deck: a second is 403 `premium_required`.',
  request: jsonBody(deckCreateSchema),
  responses: {
    201: jsonResponse(deckCreatedSchema, 'The deck, with the badges creating it earned'),
    403: errors[403],
  },
});

const getRoute = defineRoute('user', {
  method: 'get',
  path: '/pitch/decks/{id}',
  tags,
  summary: 'One of the caller’s decks (another user’s is 404)',
  request: { params: DeckParam },
  responses: { 200: jsonResponse(deckSchema, 'The deck'), 404: errors[404] },
});

const patchRoute = defineRoute('user', {
  method: 'patch',
  path: '/pitch/decks/{id}',
  tags,
  summary: 'Save a deck’s title, theme, framework, answers or slides (autosave)',
  description:
    'With `baseVersion`, a deck saved since answers 409 `deck_conflict` instead of being overwritten.',
  request: { params: DeckParam, ...jsonBody(deckPatchSchema) },
  responses: { 200: jsonResponse(deckSchema, 'The saved deck'), 404: errors[404], 409: errors[409] },
});

const deleteRoute = defineRoute('user', {
  method: 'delete',
  path: '/pitch/decks/{id}',
  tags,
  summary: 'Delete a deck with its versions, links and view figures',
  request: { params: DeckParam },
  responses: { 200: jsonResponse(deckDeletedSchema, 'Deleted'), 404: errors[404] },
});

const generateRoute = defineRoute('user', {
  method: 'post',
  path: '/pitch/decks/{id}/generate',
  tags,
  summary: 'Write the slides again from the answers: the model (Premium, when configured) or the composer',
  description:
    '`auto` (the default) uses the model when allowed and falls back to the composer; `model` without ' +
    'Premium is 403 `premium_required`. The deck’s `writtenBy` says which wrote the slides.',
  request: { params: DeckParam, ...jsonBody(generateSchema, false) },
  responses: {
    200: jsonResponse(deckSchema, 'The deck with new slides'),
    403: errors[403],
    404: errors[404],
  },
});

const checkRoute = defineRoute('user', {
  method: 'get',
  path: '/pitch/decks/{id}/check',
  tags,
  summary: 'Score the deck 0–100 against its framework, with a finding for every point lost',
  request: { params: DeckParam },
  responses: { 200: jsonResponse(checkResultSchema, 'The score and findings'), 404: errors[404] },
});

const pptxRoute = defineRoute('user', {
  method: 'get',
  path: '/pitch/decks/{id}/export.pptx',
  tags,
  summary: 'The deck as an editable PowerPoint file (Premium)',
  request: { params: DeckParam },
  responses: { 200: binary(PPTX_TYPE, 'A .pptx file'), 403: errors[403], 404: errors[404] },
});

const pdfRoute = defineRoute('user', {
  method: 'get',
  path: '/pitch/decks/{id}/export.pdf',
  tags,
  summary: 'The deck as a PDF, one 16:9 page per slide with selectable text',
  request: { params: DeckParam },
  responses: { 200: binary('application/pdf', 'A PDF file'), 404: errors[404] },
});

const shareRoute = defineRoute('user', {
  method: 'post',
  path: '/pitch/decks/{id}/share',
  tags,
  summary: 'A new read-only link to the deck (Premium); any earlier link stops working',
  description: 'The URL is shown once: only a hash of its token is stored.',
  request: { params: DeckParam, ...jsonBody(shareCreateSchema, false) },
  responses: { 201: jsonResponse(shareLinkSchema, 'The link'), 403: errors[403], 404: errors[404] },
});

const unshareRoute = defineRoute('user', {
  method: 'delete',
  path: '/pitch/decks/{id}/share',
  tags,
  summary: 'Turn the deck’s link off',
  request: { params: DeckParam },
  responses: { 200: jsonResponse(shareRevokedSchema, 'The link’s state'), 404: errors[404] },
});

const shareUpdateRoute = defineRoute('user', {
  method: 'patch',
  path: '/pitch/decks/{id}/share',
  tags,
  summary: 'Change the live link’s password or whether it follows the deck (Premium); the URL stays',
  description:
    '`password: null` removes the password; a new one ends every unlock made with the old. `follows: ' +
    'pinned` keeps the deck as it is now; viewers then learn only that a newer version exists. No live ' +
    'link is 404 `shared_deck_not_found`.',
  request: { params: DeckParam, ...jsonBody(shareUpdateSchema) },
  responses: {
    200: jsonResponse(shareRevokedSchema, 'The link’s state'),
    403: errors[403],
    404: errors[404],
  },
});

const analyticsRoute = defineRoute('user', {
  method: 'get',
  path: '/pitch/decks/{id}/analytics',
  tags,
  summary: 'Visits, viewers, time per slide and where visits ended, over the deck’s links (Premium)',
  request: { params: DeckParam },
  responses: { 200: jsonResponse(deckAnalyticsSchema, 'The figures'), 403: errors[403], 404: errors[404] },
});

const versionsRoute = defineRoute('user', {
  method: 'get',
  path: '/pitch/decks/{id}/versions',
  tags,
  summary: 'Earlier versions of the deck, newest first',
  request: { params: DeckParam },
  responses: { 200: jsonResponse(deckVersionListSchema, 'The versions'), 404: errors[404] },
});

const restoreRoute = defineRoute('user', {
  method: 'post',
  path: '/pitch/decks/{id}/versions/{versionId}/restore',
  tags,
  summary: 'Make an earlier version the current deck (itself kept as a version)',
  request: { params: VersionParam },
  responses: { 200: jsonResponse(deckSchema, 'The restored deck'), 404: errors[404], 409: errors[409] },
});

const journalRoute = defineRoute('user', {
  method: 'get',
  path: '/pitch/journal-material',
  tags,
  summary: 'Journal entries that could answer the wizard’s questions (never entries kept away from AI)',
  description:
    'Entries tagged with one of the caller’s goals or with `q` (the company), or mentioning `q`, newest ' +
    'first (at most 20), each with sentences matched to the question they could answer.',
  request: { query: journalMaterialQuerySchema },
  responses: { 200: jsonResponse(journalMaterialSchema, 'The entries and suggestions') },
});

const noStore = { 'Cache-Control': 'no-store' };

/** A deck's file, downloaded under the deck's name and never cached. */
const attachment = (contentType: string, name: string) => ({
  ...noStore,
  'Content-Type': contentType,
  'Content-Disposition': `attachment; filename="${name}"`,
});

export function pitchRoutes() {
  return createRouter()
    .openapi(frameworksRoute, (c) => c.json([...FRAMEWORKS], 200))
    .openapi(listRoute, async (c) => c.json(await listDecks(c.var.deps, c.var.user), 200))
    .openapi(createRoute, async (c) =>
      c.json(await createDeck(c.var.deps, c.var.user, c.req.valid('json')), 201),
    )
    .openapi(getRoute, async (c) =>
      c.json(await getDeck(c.var.deps.db, c.var.user.id, c.req.valid('param').id), 200),
    )
    .openapi(patchRoute, async (c) =>
      c.json(await patchDeck(c.var.deps, c.var.user.id, c.req.valid('param').id, c.req.valid('json')), 200),
    )
    .openapi(deleteRoute, async (c) => {
      await deleteDeck(c.var.deps.db, c.var.user.id, c.req.valid('param').id);
      return c.json({ deleted: true as const }, 200);
    })
    .openapi(generateRoute, async (c) => {
      const { mode } = generateSchema.parse(c.req.valid('json') ?? {});
      return c.json(await generateDeck(c.var.deps, c.var.user, c.req.valid('param').id, mode), 200);
    })
    .openapi(checkRoute, async (c) => {
      const deck = await findDeck(c.var.deps.db, c.var.user.id, c.req.valid('param').id);
      return c.json(await checkStoredDeck(c.var.deps, c.var.user, deck), 200);
    })
    .openapi(pptxRoute, async (c) => {
      const deck = await findDeck(c.var.deps.db, c.var.user.id, c.req.valid('param').id);
      await requirePremium(c.var.deps, c.var.user, 'pptx');
      const file = await deckToPptx(deck);
      return c.body(new Uint8Array(file), 200, attachment(PPTX_TYPE, fileName(deck.title, 'pptx')));
    })
    .openapi(pdfRoute, async (c) => {
      const deck = await findDeck(c.var.deps.db, c.var.user.id, c.req.valid('param').id);
      const file = await deckToPdf(deck);
      return c.body(new Uint8Array(file), 200, attachment('application/pdf', fileName(deck.title, 'pdf')));
    })
    .openapi(shareRoute, async (c) => {
      const body = shareCreateSchema.parse(c.req.valid('json') ?? {});
      return c.json(await createShareLink(c.var.deps, c.var.user, c.req.valid('param').id, body), 201);
    })
    .openapi(unshareRoute, async (c) =>
      c.json(await revokeShareLink(c.var.deps.db, c.var.user.id, c.req.valid('param').id), 200),
    )
    .openapi(shareUpdateRoute, async (c) =>
      c.json(
        await updateShareLink(c.var.deps, c.var.user, c.req.valid('param').id, c.req.valid('json')),
        200,
      ),
    )
    .openapi(analyticsRoute, async (c) =>
      c.json(await deckAnalytics(c.var.deps, c.var.user, c.req.valid('param').id), 200),
    )
    .openapi(versionsRoute, async (c) =>
      c.json(await listVersions(c.var.deps.db, c.var.user.id, c.req.valid('param').id), 200),
    )
    .openapi(restoreRoute, async (c) => {
      const { id, versionId } = c.req.valid('param');
      return c.json(await restoreVersion(c.var.deps.db, c.var.user.id, id, versionId), 200);
    })
    .openapi(journalRoute, async (c) =>
      c.json(await journalMaterial(c.var.deps.db, c.var.user.id, c.req.valid('query').q), 200),
    )
    .route('/', sharedLinkRoutes());
}
