import { and, asc, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import { newsPosts } from '#server/db/schema/index.ts';
import type { AppDeps } from '#server/deps.ts';
import { AppError } from '#server/errors.ts';
import { decodePublishedCursor, encodePublishedCursor } from '#server/lib/published-cursor.ts';
import { renderMarkdown } from '#server/lib/markdown.ts';
import { SLUG_MAX_LENGTH, SLUG_PATTERN } from '#shared/library.ts';
import type { NewsCard, NewsListQuery, NewsPost } from '#shared/schemas/news.ts';
import { COVER_SIZE } from './news.seed.ts';

type PostRow = typeof newsPosts.$inferSelect;

/** What readers see: published by an admin (not held back) and not dated in the future. */
export const newsVisible = sql`${newsPosts.isPublished} and ${newsPosts.publishedAt} <= now()`;

const toCard = (row: PostRow): NewsCard => ({
  slug: row.slug,
  title: row.title,
  summary: row.summary,
  author: row.author,
  publishedAt: row.publishedAt.toISOString(),
  readMinutes: row.readMinutes,
  cover: row.coverKey ? { url: `/media/${row.coverKey}`, ...COVER_SIZE, alt: row.coverAlt } : null,
});

/** Published posts (not those dated in the future), newest first; the slug settles a tie. */
export async function listNews(
  { db }: AppDeps,
  query: NewsListQuery,
): Promise<{ items: NewsCard[]; nextCursor: string | null }> {
  const conditions: SQL[] = [newsVisible];
  if (query.cursor) {
    const cursor = decodePublishedCursor(query.cursor);
    const at = new Date(cursor.publishedAt);
    conditions.push(
      or(
        sql`${newsPosts.publishedAt} < ${at}`,
        and(eq(newsPosts.publishedAt, at), sql`${newsPosts.slug} > ${cursor.slug}`),
      )!,
    );
  }
  const rows = await db
    .select()
    .from(newsPosts)
    .where(and(...conditions))
    .orderBy(desc(newsPosts.publishedAt), asc(newsPosts.slug))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map(toCard),
    nextCursor:
      rows.length > query.limit && last
        ? encodePublishedCursor({ publishedAt: last.publishedAt.toISOString(), slug: last.slug })
        : null,
  };
}

export async function getNewsPost({ db }: AppDeps, slug: string): Promise<NewsPost> {
  if (slug.length > SLUG_MAX_LENGTH || !SLUG_PATTERN.test(slug)) throw new AppError('post_not_found');
  const [row] = await db
    .select()
    .from(newsPosts)
    .where(and(eq(newsPosts.slug, slug), newsVisible))
    .limit(1);
  if (!row) throw new AppError('post_not_found');
  return { ...toCard(row), bodyHtml: renderMarkdown(row.body) };
}

/** The newest posts with their HTML, for the feed. */
export async function feedPosts({ db }: AppDeps, limit = 20): Promise<NewsPost[]> {
  const rows = await db
    .select()
    .from(newsPosts)
    .where(newsVisible)
    .orderBy(desc(newsPosts.publishedAt), asc(newsPosts.slug))
    .limit(limit);
  return rows.map((row) => ({ ...toCard(row), bodyHtml: renderMarkdown(row.body) }));
}
