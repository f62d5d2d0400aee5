import type { Context } from 'hono';
import { z } from 'zod';
import type { SignedInEnv } from '#server/auth/guards.ts';
import { clientIp } from '#server/http/client-ip.ts';
import { defineRoute } from '#server/http/define-route.ts';
import { errors, jsonResponse } from '#server/http/openapi-responses.ts';
import { UuidParam } from '#server/http/params.ts';
import { createRouter } from '#server/http/router.ts';
import { renderMarkdown } from '#server/lib/markdown.ts';
import {
  adminAdvisorCreateSchema,
  adminAdvisorListSchema,
  adminAdvisorPatchSchema,
  adminAdvisorSchema,
  adminNewsCreateSchema,
  adminNewsListSchema,
  adminNewsPatchSchema,
  adminNewsPostSchema,
  adminPromptCreateSchema,
  adminPromptListSchema,
  adminPromptPatchSchema,
  adminPromptSchema,
  adminResourceCreateSchema,
  adminResourceListSchema,
  adminResourcePatchSchema,
  adminResourceSchema,
  markdownPreviewResultSchema,
  markdownPreviewSchema,
  PromptIdParam,
} from '#shared/schemas/admin-editors.ts';
import { requireConfirmedAdmin, type Actor } from './admin-writes.ts';
import { createAdvisor, listAdvisors, saveAdvisorPortrait, updateAdvisor } from './advisors.service.ts';
import {
  createAdminResource,
  findAdminResource,
  listAdminResources,
  updateAdminResource,
} from './library-editor.service.ts';
import { saveResourceFile } from './library-file.service.ts';
import { saveNewsCover } from './news-cover.service.ts';
import { createAdminNews, findAdminNews, listAdminNews, updateAdminNews } from './news-editor.service.ts';
import { createPrompt, listPrompts, updatePrompt } from './prompts.service.ts';

/**
 * The console's editors: advisors with their portraits, news posts with their covers,
 * library resources with their downloadable files, and the journal's prompt bank. Every route is `admin`; writes are audited and need a fresh sign-in.
 */
const tags = ['Admin'];
const jsonBody = <T extends z.ZodType>(schema: T) => ({
  body: { content: { 'application/json': { schema } }, required: true },
});
const WRITE_NOTE = ' Needs a sign-in of the last 10 minutes or POST /admin/reauth (403 reauth_required).';

/** A raw upload body of one of these types; the server judges the bytes, not the header. */
const rawBody = (types: string[]) => ({
  content: Object.fromEntries(
    [...types, 'application/octet-stream'].map((type) => [
      type,
      { schema: z.string().meta({ format: 'binary' }) },
    ]),
  ),
  required: true,
});
const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
const LIBRARY_FILE_TYPES = [
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/pdf',
];

const route = <const M extends 'get' | 'post' | 'patch' | 'put', const P extends string>(
  method: M,
  path: P,
  summary: string,
) => ({ method, path, tags, summary }) as const;

const listAdvisorsRoute = defineRoute('admin', {
  ...route('get', '/admin/advisors', 'Every advisor with the number of sessions they lead'),
  responses: { 200: jsonResponse(adminAdvisorListSchema, 'Advisors') },
});
const createAdvisorRoute = defineRoute('admin', {
  ...route('post', '/admin/advisors', `Add an advisor (the portrait is uploaded afterwards).${WRITE_NOTE}`),
  request: jsonBody(adminAdvisorCreateSchema),
  responses: { 201: jsonResponse(adminAdvisorSchema, 'Created'), 409: errors[409] },
});
const patchAdvisorRoute = defineRoute('admin', {
  ...route('patch', '/admin/advisors/{id}', `Edit an advisor’s name, title, bio or expertise.${WRITE_NOTE}`),
  request: { params: UuidParam, ...jsonBody(adminAdvisorPatchSchema) },
  responses: { 200: jsonResponse(adminAdvisorSchema, 'Saved'), 404: errors[404] },
});
const portraitRoute = defineRoute('admin', {
  ...route(
    'put',
    '/admin/advisors/{id}/portrait',
    `Replace the portrait (raw JPEG, PNG or WebP ≤ 5 MB, by its bytes; kept as a 256 px WebP).${WRITE_NOTE}`,
  ),
  request: { params: UuidParam, body: rawBody(IMAGE_TYPES) },
  responses: { 200: jsonResponse(adminAdvisorSchema, 'The advisor with the new portrait'), 404: errors[404] },
});

const previewRoute = defineRoute('admin', {
  ...route(
    'post',
    '/admin/markdown-preview',
    'Markdown as readers will see it (sanitised HTML); saves nothing',
  ),
  request: jsonBody(markdownPreviewSchema),
  responses: { 200: jsonResponse(markdownPreviewResultSchema, 'The HTML') },
});

const listNewsRoute = defineRoute('admin', {
  ...route('get', '/admin/news', 'Every news post, unpublished and scheduled ones too, newest first'),
  responses: { 200: jsonResponse(adminNewsListSchema, 'Posts') },
});
const getNewsRoute = defineRoute('admin', {
  ...route('get', '/admin/news/{id}', 'One news post with its Markdown'),
  request: { params: UuidParam },
  responses: { 200: jsonResponse(adminNewsPostSchema, 'The post'), 404: errors[404] },
});
const createNewsRoute = defineRoute('admin', {
  ...route('post', '/admin/news', `Write a news post (unpublished unless \`isPublished\`).${WRITE_NOTE}`),
  request: jsonBody(adminNewsCreateSchema),
  responses: { 201: jsonResponse(adminNewsPostSchema, 'Created'), 409: errors[409] },
});
const patchNewsRoute = defineRoute('admin', {
  ...route('patch', '/admin/news/{id}', `Edit, publish or unpublish a news post.${WRITE_NOTE}`),
  request: { params: UuidParam, ...jsonBody(adminNewsPatchSchema) },
  responses: { 200: jsonResponse(adminNewsPostSchema, 'Saved'), 404: errors[404], 409: errors[409] },
});

const newsCoverRoute = defineRoute('admin', {
  ...route(
    'put',
    '/admin/news/{id}/cover',
    `Replace a post’s cover (raw JPEG, PNG or WebP ≤ 10 MB, by its bytes; kept as a 1200 × 630 WebP).${WRITE_NOTE}`,
  ),
  request: { params: UuidParam, body: rawBody(IMAGE_TYPES) },
  responses: { 200: jsonResponse(adminNewsPostSchema, 'The post with its new cover'), 404: errors[404] },
});

const listResourcesRoute = defineRoute('admin', {
  ...route('get', '/admin/library', 'Every library resource, unpublished ones too, newest first'),
  responses: { 200: jsonResponse(adminResourceListSchema, 'Resources') },
});
const getResourceRoute = defineRoute('admin', {
  ...route('get', '/admin/library/{id}', 'One library resource with its Markdown'),
  request: { params: UuidParam },
  responses: { 200: jsonResponse(adminResourceSchema, 'The resource'), 404: errors[404] },
});
const createResourceRoute = defineRoute('admin', {
  ...route(
    'post',
    '/admin/library',
    `Write a library resource (unpublished unless \`isPublished\`).${WRITE_NOTE}`,
  ),
  request: jsonBody(adminResourceCreateSchema),
  responses: { 201: jsonResponse(adminResourceSchema, 'Created'), 409: errors[409] },
});
const patchResourceRoute = defineRoute('admin', {
  ...route('patch', '/admin/library/{id}', `Edit, publish or unpublish a library resource.${WRITE_NOTE}`),
  request: { params: UuidParam, ...jsonBody(adminResourcePatchSchema) },
  responses: { 200: jsonResponse(adminResourceSchema, 'Saved'), 404: errors[404], 409: errors[409] },
});

const resourceFileRoute = defineRoute('admin', {
  ...route(
    'put',
    '/admin/library/{id}/file',
    `Replace a resource’s downloadable file (raw .xlsx, .docx or .pdf ≤ 20 MB, by its bytes).${WRITE_NOTE}`,
  ),
  request: { params: UuidParam, body: rawBody(LIBRARY_FILE_TYPES) },
  responses: { 200: jsonResponse(adminResourceSchema, 'The resource with its new file'), 404: errors[404] },
});

const listPromptsRoute = defineRoute('admin', {
  ...route(
    'get',
    '/admin/journal-prompts',
    'The journal’s prompt bank with the console’s edits, retired ones too',
  ),
  responses: { 200: jsonResponse(adminPromptListSchema, 'Prompts') },
});
const createPromptRoute = defineRoute('admin', {
  ...route('post', '/admin/journal-prompts', `Add a prompt to the bank.${WRITE_NOTE}`),
  request: jsonBody(adminPromptCreateSchema),
  responses: { 201: jsonResponse(adminPromptSchema, 'Created') },
});
const patchPromptRoute = defineRoute('admin', {
  ...route(
    'patch',
    '/admin/journal-prompts/{id}',
    `Edit a prompt, retire it (28 stay in use at least) or bring it back.${WRITE_NOTE}`,
  ),
  request: { params: PromptIdParam, ...jsonBody(adminPromptPatchSchema) },
  responses: { 200: jsonResponse(adminPromptSchema, 'Saved'), 404: errors[404], 409: errors[409] },
});

async function writer(c: Context<SignedInEnv>): Promise<Actor> {
  await requireConfirmedAdmin(c.var.deps, c.var.user);
  return { user: c.var.user, ipAddress: clientIp(c, c.var.deps.env.trustProxy) };
}

export function adminEditorRoutes() {
  return createRouter()
    .openapi(listAdvisorsRoute, async (c) => c.json({ items: await listAdvisors(c.var.deps.db) }, 200))
    .openapi(createAdvisorRoute, async (c) =>
      c.json(await createAdvisor(c.var.deps, await writer(c), c.req.valid('json')), 201),
    )
    .openapi(patchAdvisorRoute, async (c) =>
      c.json(
        await updateAdvisor(c.var.deps, await writer(c), c.req.valid('param').id, c.req.valid('json')),
        200,
      ),
    )
    .openapi(portraitRoute, async (c) =>
      c.json(
        await saveAdvisorPortrait(c.var.deps, await writer(c), c.req.valid('param').id, c.req.raw.body),
        200,
      ),
    )
    .openapi(previewRoute, (c) => c.json({ html: renderMarkdown(c.req.valid('json').markdown) }, 200))
    .openapi(listNewsRoute, async (c) => c.json({ items: await listAdminNews(c.var.deps.db) }, 200))
    .openapi(getNewsRoute, async (c) =>
      c.json(await findAdminNews(c.var.deps.db, c.req.valid('param').id), 200),
    )
    .openapi(createNewsRoute, async (c) =>
      c.json(await createAdminNews(c.var.deps, await writer(c), c.req.valid('json')), 201),
    )
    .openapi(patchNewsRoute, async (c) =>
      c.json(
        await updateAdminNews(c.var.deps, await writer(c), c.req.valid('param').id, c.req.valid('json')),
        200,
      ),
    )
    .openapi(newsCoverRoute, async (c) =>
      c.json(await saveNewsCover(c.var.deps, await writer(c), c.req.valid('param').id, c.req.raw.body), 200),
    )
    .openapi(listResourcesRoute, async (c) => c.json({ items: await listAdminResources(c.var.deps.db) }, 200))
    .openapi(getResourceRoute, async (c) =>
      c.json(await findAdminResource(c.var.deps.db, c.req.valid('param').id), 200),
    )
    .openapi(createResourceRoute, async (c) =>
      c.json(await createAdminResource(c.var.deps, await writer(c), c.req.valid('json')), 201),
    )
    .openapi(patchResourceRoute, async (c) =>
      c.json(
        await updateAdminResource(c.var.deps, await writer(c), c.req.valid('param').id, c.req.valid('json')),
        200,
      ),
    )
    .openapi(resourceFileRoute, async (c) =>
      c.json(
        await saveResourceFile(c.var.deps, await writer(c), c.req.valid('param').id, c.req.raw.body),
        200,
      ),
    )
    .openapi(listPromptsRoute, async (c) => c.json(await listPrompts(c.var.deps.db), 200))
    .openapi(createPromptRoute, async (c) =>
      c.json(await createPrompt(c.var.deps, await writer(c), c.req.valid('json')), 201),
    )
    .openapi(patchPromptRoute, async (c) =>
      c.json(
        await updatePrompt(c.var.deps, await writer(c), c.req.valid('param').id, c.req.valid('json')),
        200,
      ),
    );
}
