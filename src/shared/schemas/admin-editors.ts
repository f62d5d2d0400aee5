import { z } from 'zod';
import { JOURNAL_THEME_IDS, type JournalThemeId } from '#shared/journal-themes.ts';
import {
  RESOURCE_FILE_FORMATS,
  RESOURCE_KINDS,
  RESOURCE_TOPICS,
  SLUG_MAX_LENGTH,
  SLUG_PATTERN,
} from '#shared/library.ts';
import { hasControlBesidesLineBreaks } from '#shared/schemas/contact.ts';
import { SAFE_TEXT_MESSAGE, safeText } from '#shared/schemas/safe-text.ts';

/**
 * The admin console's editors: advisors, news posts, library resources and the journal's
 * prompt bank. Every write is audited and needs a fresh sign-in, as the console's other writes.
 */

/** Markdown bodies: long guides fit; a request cannot grow a row without bound. */
export const MARKDOWN_MAX = 100_000;
/** A news post's cover as uploaded (a photo straight from a camera fits); kept as a 1200 × 630 WebP. */
export const NEWS_COVER_MAX_BYTES = 10 * 1024 * 1024;
/** A library resource's downloadable file (.xlsx, .docx or .pdf); the seeded templates are under 100 KB. */
export const LIBRARY_FILE_MAX_BYTES = 20 * 1024 * 1024;
/** A cover's description for screen readers and the page's Open Graph card. */
const COVER_ALT_MAX = 300;
/** The prompt bank must keep two halves of 14 for the daily question's no-repeat rule. */
export const PROMPT_BANK_MIN_ACTIVE = 28;

/** Text with line breaks (Markdown, a bio) but no other control characters. */
const multiline = (max: number) =>
  z
    .string()
    .max(max)
    .refine((value) => !hasControlBesidesLineBreaks(value), SAFE_TEXT_MESSAGE);
const slugField = safeText(SLUG_MAX_LENGTH, { trim: true }).regex(
  SLUG_PATTERN,
  'Lowercase letters, digits and single hyphens',
);
const title = safeText(200, { trim: true }).min(1, 'Enter a title');
const isoDate = z.iso.datetime({ offset: true });

// Advisors.

export const adminAdvisorSchema = z
  .object({
    id: z.string(),
    slug: z.string(),
    name: z.string(),
    title: z.string(),
    bio: z.string(),
    expertise: z.array(z.string()),
    avatarUrl: z.string().nullable(),
    sessionCount: z.number().int(),
  })
  .meta({ id: 'AdminAdvisor' });
export type AdminAdvisor = z.infer<typeof adminAdvisorSchema>;

export const adminAdvisorListSchema = z
  .object({ items: z.array(adminAdvisorSchema) })
  .meta({ id: 'AdminAdvisorList' });

const advisorFields = {
  name: safeText(120, { trim: true }).min(1, 'Enter a name'),
  title: safeText(200, { trim: true }).default(''),
  bio: multiline(5000).default(''),
  expertise: z
    .array(safeText(60, { trim: true }).min(1))
    .max(12, 'At most 12 areas')
    .default([]),
};
export const adminAdvisorCreateSchema = z.object({ ...advisorFields, slug: slugField.optional() }).strict();
export type AdminAdvisorCreate = z.input<typeof adminAdvisorCreateSchema>;
export const adminAdvisorPatchSchema = z
  .object({
    name: advisorFields.name.optional(),
    title: safeText(200, { trim: true }).optional(),
    bio: multiline(5000).optional(),
    expertise: z
      .array(safeText(60, { trim: true }).min(1))
      .max(12, 'At most 12 areas')
      .optional(),
  })
  .strict();
export type AdminAdvisorPatch = z.infer<typeof adminAdvisorPatchSchema>;

// News posts and library resources.

export const markdownPreviewSchema = z.object({ markdown: multiline(MARKDOWN_MAX) }).strict();
export const markdownPreviewResultSchema = z.object({ html: z.string() }).meta({ id: 'MarkdownPreview' });

export const adminNewsPostSchema = z
  .object({
    id: z.string(),
    slug: z.string(),
    title: z.string(),
    summary: z.string(),
    author: z.string(),
    body: z.string(),
    coverUrl: z.string().nullable().describe('The public cover picture (1200 × 630 WebP), if any'),
    coverAlt: z.string(),
    readMinutes: z.number().int(),
    publishedAt: z.string(),
    isPublished: z.boolean(),
  })
  .meta({ id: 'AdminNewsPost' });
export type AdminNewsPost = z.infer<typeof adminNewsPostSchema>;

export const adminNewsListSchema = z
  .object({ items: z.array(adminNewsPostSchema) })
  .meta({ id: 'AdminNewsList' });

const newsFields = {
  title,
  summary: safeText(500, { trim: true }).default(''),
  author: safeText(120, { trim: true }).min(1, 'Enter the author'),
  body: multiline(MARKDOWN_MAX),
  coverAlt: safeText(COVER_ALT_MAX, { trim: true }).default(''),
  publishedAt: isoDate.optional().describe('Defaults to now; a future date schedules the post'),
  isPublished: z.boolean().default(false),
};
export const adminNewsCreateSchema = z.object({ ...newsFields, slug: slugField.optional() }).strict();
export type AdminNewsCreate = z.input<typeof adminNewsCreateSchema>;
export const adminNewsPatchSchema = z
  .object({
    title: title.optional(),
    slug: slugField.optional(),
    summary: safeText(500, { trim: true }).optional(),
    author: newsFields.author.optional(),
    body: multiline(MARKDOWN_MAX).optional(),
    coverAlt: safeText(COVER_ALT_MAX, { trim: true }).optional(),
    publishedAt: isoDate.optional(),
    isPublished: z.boolean().optional(),
  })
  .strict();
export type AdminNewsPatch = z.infer<typeof adminNewsPatchSchema>;

export const adminResourceSchema = z
  .object({
    id: z.string(),
    slug: z.string(),
    title: z.string(),
    kind: z.enum(RESOURCE_KINDS),
    topic: z.enum(RESOURCE_TOPICS),
    summary: z.string(),
    body: z.string(),
    prompt: z.string().nullable(),
    isPremium: z.boolean(),
    readMinutes: z.number().int(),
    hasFile: z.boolean(),
    file: z
      .object({ name: z.string(), format: z.enum(RESOURCE_FILE_FORMATS), size: z.number().int() })
      .nullable()
      .describe('The downloadable file, if any: its name as downloaded, format and size in bytes'),
    publishedAt: z.string(),
    isPublished: z.boolean(),
  })
  .meta({ id: 'AdminResource' });
export type AdminResource = z.infer<typeof adminResourceSchema>;

export const adminResourceListSchema = z
  .object({ items: z.array(adminResourceSchema) })
  .meta({ id: 'AdminResourceList' });

const resourceFields = {
  title,
  kind: z.enum(RESOURCE_KINDS),
  topic: z.enum(RESOURCE_TOPICS),
  summary: safeText(500, { trim: true }).default(''),
  body: multiline(MARKDOWN_MAX),
  prompt: multiline(5000).nullable().default(null),
  isPremium: z.boolean().default(false),
  isPublished: z.boolean().default(false),
};
export const adminResourceCreateSchema = z.object({ ...resourceFields, slug: slugField.optional() }).strict();
export type AdminResourceCreate = z.input<typeof adminResourceCreateSchema>;
export const adminResourcePatchSchema = z
  .object({
    title: title.optional(),
    slug: slugField.optional(),
    kind: z.enum(RESOURCE_KINDS).optional(),
    topic: z.enum(RESOURCE_TOPICS).optional(),
    summary: safeText(500, { trim: true }).optional(),
    body: multiline(MARKDOWN_MAX).optional(),
    prompt: multiline(5000).nullable().optional(),
    isPremium: z.boolean().optional(),
    isPublished: z.boolean().optional(),
  })
  .strict();
export type AdminResourcePatch = z.infer<typeof adminResourcePatchSchema>;

// The journal's prompt bank.

const themes = z
  .array(z.enum(JOURNAL_THEME_IDS as [JournalThemeId, ...JournalThemeId[]]))
  .min(1, 'Choose at least one theme')
  .max(4);

export const adminPromptSchema = z
  .object({
    id: z.string(),
    text: z.string(),
    themes: z.array(z.string()),
    retired: z.boolean(),
    origin: z.enum(['bank', 'edited', 'added']).describe('As written in code, edited here, or added here'),
  })
  .meta({ id: 'AdminPrompt' });
export type AdminPrompt = z.infer<typeof adminPromptSchema>;

export const adminPromptListSchema = z
  .object({ items: z.array(adminPromptSchema), active: z.number().int() })
  .meta({ id: 'AdminPromptList' });

export const adminPromptCreateSchema = z
  .object({ text: safeText(300, { trim: true }).min(10, 'Write a question of a few words'), themes })
  .strict();
export type AdminPromptCreate = z.infer<typeof adminPromptCreateSchema>;
export const adminPromptPatchSchema = z
  .object({
    text: safeText(300, { trim: true }).min(10, 'Write a question of a few words').optional(),
    themes: themes.optional(),
    retired: z.boolean().optional(),
  })
  .strict();
export type AdminPromptPatch = z.infer<typeof adminPromptPatchSchema>;

/** A prompt's id in the path: the bank's slugs. */
export const PromptIdParam = z.object({
  id: safeText(80).regex(SLUG_PATTERN, 'Not a prompt id'),
});
