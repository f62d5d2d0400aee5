import { z } from 'zod';
import { NEWS_PAGE_DEFAULT, NEWS_PAGE_MAX } from '#shared/library.ts';
import { safeText } from '#shared/schemas/safe-text.ts';

export { SlugParam } from '#shared/schemas/library.ts';

/** Query of `GET /api/news`: newest first, cursor-paginated. */
export const newsListQuerySchema = z
  .object({
    cursor: safeText(300).optional(),
    limit: z.coerce.number().int().min(1).max(NEWS_PAGE_MAX).default(NEWS_PAGE_DEFAULT),
  })
  .strict();
export type NewsListQuery = z.infer<typeof newsListQuerySchema>;

export const newsCoverSchema = z
  .object({ url: z.string(), width: z.number().int(), height: z.number().int(), alt: z.string() })
  .meta({ id: 'NewsCover' });

export const newsCardSchema = z
  .object({
    slug: z.string(),
    title: z.string(),
    summary: z.string(),
    author: z.string(),
    publishedAt: z.string().describe('ISO 8601'),
    readMinutes: z.number().int(),
    cover: newsCoverSchema.nullable(),
  })
  .meta({ id: 'NewsCard' });
export type NewsCard = z.infer<typeof newsCardSchema>;

export const newsListSchema = z
  .object({ items: z.array(newsCardSchema), nextCursor: z.string().nullable() })
  .meta({ id: 'NewsList' });

export const newsPostSchema = newsCardSchema
  .extend({ bodyHtml: z.string().describe('Sanitised HTML rendered from the Markdown source') })
  .meta({ id: 'NewsPost' });
export type NewsPost = z.infer<typeof newsPostSchema>;
