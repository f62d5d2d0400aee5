import { defineRoute } from '#server/http/define-route.ts';
import { errors, jsonResponse } from '#server/http/openapi-responses.ts';
import { createRouter } from '#server/http/router.ts';
import { SIGN_IN_REASONS } from '#shared/errors.ts';
import {
  bookmarkStateSchema,
  downloadGrantSchema,
  resourceDetailSchema,
  resourceListQuerySchema,
  resourceListSchema,
  SlugParam,
} from '#shared/schemas/library.ts';
import { getResource, grantDownload, listResources, setBookmark } from './library.service.ts';

const tags = ['Library'];

const listRoute = defineRoute('public', {
  method: 'get',
  path: '/library/resources',
  tags,
  summary: 'Library resources: guides, templates and AI prompts, newest first, cursor-paginated',
  description:
    '`q` is a full-text search over title, summary and text (every word, the last ones as prefixes). ' +
    '`bookmarked=true` lists the caller’s bookmarks and needs a signed-in user (401 otherwise).',
  request: { query: resourceListQuerySchema },
  responses: { 200: jsonResponse(resourceListSchema, 'A page of resources'), 401: errors[401] },
});

const getRoute = defineRoute('public', {
  method: 'get',
  path: '/library/resources/{slug}',
  tags,
  summary: 'One resource with related sessions and paths; a premium one’s text only for subscribers',
  request: { params: SlugParam },
  responses: { 200: jsonResponse(resourceDetailSchema, 'The resource'), 404: errors[404] },
});

const bookmarkRoute = (method: 'put' | 'delete') =>
  defineRoute(
    'user',
    {
      method,
      path: '/library/resources/{slug}/bookmark',
      tags,
      summary: method === 'put' ? 'Bookmark a resource' : 'Remove a bookmark',
      request: { params: SlugParam },
      responses: { 200: jsonResponse(bookmarkStateSchema, 'The bookmark state'), 404: errors[404] },
    },
    { signInReason: SIGN_IN_REASONS.bookmark },
  );
const putBookmarkRoute = bookmarkRoute('put');
const deleteBookmarkRoute = bookmarkRoute('delete');

const downloadRoute = defineRoute(
  'user',
  {
    method: 'post',
    path: '/library/resources/{slug}/download',
    tags,
    summary: 'A signed, short-lived URL of a template’s file',
    description: 'Premium templates are for subscribers and admins: 403 `premium_required` otherwise.',
    request: { params: SlugParam },
    responses: {
      200: jsonResponse(downloadGrantSchema, 'Where to download the file'),
      403: errors[403],
      404: errors[404],
      409: errors[409],
    },
  },
  { signInReason: SIGN_IN_REASONS.download },
);

export function libraryRoutes() {
  return createRouter()
    .openapi(listRoute, async (c) => {
      const user = await c.var.currentUser();
      return c.json(await listResources(c.var.deps, c.req.valid('query'), user?.id ?? null), 200);
    })
    .openapi(getRoute, async (c) =>
      c.json(await getResource(c.var.deps, c.req.valid('param').slug, await c.var.currentUser()), 200),
    )
    .openapi(putBookmarkRoute, async (c) =>
      c.json(await setBookmark(c.var.deps, c.var.user.id, c.req.valid('param').slug, true), 200),
    )
    .openapi(deleteBookmarkRoute, async (c) =>
      c.json(await setBookmark(c.var.deps, c.var.user.id, c.req.valid('param').slug, false), 200),
    )
    .openapi(downloadRoute, async (c) =>
      c.json(await grantDownload(c.var.deps, c.req.valid('param').slug, c.var.user), 200),
    );
}
