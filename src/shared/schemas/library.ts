import { z } from 'zod';
import {
  LIBRARY_PAGE_DEFAULT,
  LIBRARY_PAGE_MAX,
  LIBRARY_SEARCH_MAX_LENGTH,
  RESOURCE_FILE_FORMATS,
  RESOURCE_KINDS,
  RESOURCE_TOPICS,
  SLUG_MAX_LENGTH,
  SLUG_PATTERN,
} from '#shared/library.ts';
import { safeText } from '#shared/schemas/safe-text.ts';

/** `:slug` of a resource or a news post: what the content files name them, nothing else. */
export const SlugParam = z.object({
  slug: z
    .string()
    .max(SLUG_MAX_LENGTH)
    .regex(SLUG_PATTERN, 'Must be lower-case words joined by hyphens.')
    .describe('slug'),
});

/**
 * Query of `GET /api/library/resources`. Strict: an unknown parameter is a mistake worth naming.
 * `bookmarked=true` lists the caller's bookmarks and needs a signed-in user.
 */
export const resourceListQuerySchema = z
  .object({
    q: safeText(LIBRARY_SEARCH_MAX_LENGTH, { trim: true }).optional(),
    kind: z.enum(RESOURCE_KINDS).optional(),
    topic: z.enum(RESOURCE_TOPICS).optional(),
    bookmarked: z
      .literal('true')
      .transform(() => true as const)
      .optional(),
    cursor: safeText(300).optional(),
    limit: z.coerce.number().int().min(1).max(LIBRARY_PAGE_MAX).default(LIBRARY_PAGE_DEFAULT),
  })
  .strict();
export type ResourceListQuery = z.infer<typeof resourceListQuerySchema>;

export const resourceFileSchema = z
  .object({
    name: z.string().describe('The file name a download is saved as'),
    format: z.enum(RESOURCE_FILE_FORMATS),
    size: z.number().int().describe('Bytes'),
  })
  .meta({ id: 'ResourceFile' });

/** One resource in a list. Never a file's address: downloads go through a signed URL. */
export const resourceCardSchema = z
  .object({
    slug: z.string(),
    title: z.string(),
    kind: z.enum(RESOURCE_KINDS),
    topic: z.enum(RESOURCE_TOPICS),
    summary: z.string(),
    isPremium: z.boolean(),
    readMinutes: z.number().int(),
    file: resourceFileSchema.nullable(),
    publishedAt: z.string().describe('ISO 8601 date'),
    bookmarked: z.boolean().describe('Always false for visitors'),
  })
  .meta({ id: 'ResourceCard' });
export type ResourceCard = z.infer<typeof resourceCardSchema>;

export const resourceListSchema = z
  .object({ items: z.array(resourceCardSchema), nextCursor: z.string().nullable() })
  .meta({ id: 'ResourceList' });
export type ResourceList = z.infer<typeof resourceListSchema>;

export const relatedSessionSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    coachName: z.string().nullable(),
    durationMinutes: z.number().int(),
    isPremium: z.boolean(),
  })
  .meta({ id: 'RelatedSession' });

export const relatedPathSchema = z
  .object({ id: z.string(), title: z.string(), description: z.string() })
  .meta({ id: 'RelatedPath' });

/**
 * One resource. A premium resource's body and prompt are sent only to subscribers and admins;
 * others get `locked: true` with the summary, and nulls in their place.
 */
export const resourceDetailSchema = resourceCardSchema
  .extend({
    locked: z.boolean(),
    bodyHtml: z.string().nullable().describe('Sanitised HTML rendered from the Markdown source'),
    prompt: z.string().nullable().describe('The prompt text of an AI prompt, for the copy button'),
    relatedSessions: z.array(relatedSessionSchema),
    relatedPaths: z.array(relatedPathSchema),
  })
  .meta({ id: 'ResourceDetail' });
export type ResourceDetail = z.infer<typeof resourceDetailSchema>;

export const bookmarkStateSchema = z.object({ bookmarked: z.boolean() }).meta({ id: 'BookmarkState' });

export const downloadGrantSchema = z
  .object({
    url: z.string().describe('Signed, short-lived'),
    expiresAt: z.string().describe('ISO 8601'),
    fileName: z.string(),
  })
  .meta({ id: 'DownloadGrant' });
export type DownloadGrant = z.infer<typeof downloadGrantSchema>;
