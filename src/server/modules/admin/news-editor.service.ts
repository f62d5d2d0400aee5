import { desc, eq } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { newsPosts } from '#server/db/schema/index.ts';
import type { AppDeps } from '#server/deps.ts';
import { AppError, firstRowOr } from '#server/errors.ts';
import { readMinutes } from '#server/lib/markdown.ts';
import type { AdminNewsCreate, AdminNewsPatch, AdminNewsPost } from '#shared/schemas/admin-editors.ts';
import { audit, type Actor } from './admin-writes.ts';
import { freeSlug } from './slugs.ts';

type PostRow = typeof newsPosts.$inferSelect;

const toPost = (row: PostRow): AdminNewsPost => ({
  id: row.id,
  slug: row.slug,
  title: row.title,
  summary: row.summary,
  author: row.author,
  body: row.body,
  coverUrl: row.coverKey ? `/media/${row.coverKey}` : null,
  coverAlt: row.coverAlt,
  readMinutes: row.readMinutes,
  publishedAt: row.publishedAt.toISOString(),
  isPublished: row.isPublished,
});

/** Every post, held back or scheduled ones too, newest first (a few hundred at most). */
export async function listAdminNews(db: Database): Promise<AdminNewsPost[]> {
  const rows = await db.select().from(newsPosts).orderBy(desc(newsPosts.publishedAt)).limit(500);
  return rows.map(toPost);
}

export async function findAdminNews(db: Database, id: string): Promise<AdminNewsPost> {
  const [row] = await db.select().from(newsPosts).where(eq(newsPosts.id, id));
  if (!row) throw new AppError('post_not_found');
  return toPost(row);
}

/** What the log keeps: the body can be long, so its length stands in for it. */
const audited = ({ body, ...rest }: AdminNewsPost) => ({ ...rest, bodyLength: body.length });

async function checkSlug(db: Database, slug: string, id?: string) {
  const [clash] = await db.select({ id: newsPosts.id }).from(newsPosts).where(eq(newsPosts.slug, slug));
  if (clash && clash.id !== id) throw new AppError('slug_taken');
}

export function createAdminNews(deps: AppDeps, actor: Actor, input: AdminNewsCreate): Promise<AdminNewsPost> {
  return deps.db.transaction(async (tx) => {
    const { slug: asked, publishedAt, summary = '', isPublished = false, ...fields } = input;
    if (asked) await checkSlug(tx, asked);
    const row = firstRowOr(
      await tx
        .insert(newsPosts)
        .values({
          ...fields,
          summary,
          isPublished,
          slug: asked ?? (await freeSlug(tx, newsPosts, newsPosts.slug, input.title, 'post')),
          readMinutes: readMinutes(input.body),
          publishedAt: publishedAt ? new Date(publishedAt) : new Date(),
        })
        .returning(),
    );
    const created = toPost(row);
    await audit(tx, actor, {
      action: 'news.create',
      targetType: 'news',
      targetId: created.id,
      before: null,
      after: audited(created),
    });
    return created;
  });
}

export function updateAdminNews(
  deps: AppDeps,
  actor: Actor,
  id: string,
  input: AdminNewsPatch,
): Promise<AdminNewsPost> {
  return deps.db.transaction(async (tx) => {
    const before = await findAdminNews(tx, id);
    if (input.slug) await checkSlug(tx, input.slug, id);
    const { publishedAt, ...fields } = input;
    const changes = {
      ...fields,
      ...(publishedAt ? { publishedAt: new Date(publishedAt) } : {}),
      ...(input.body !== undefined ? { readMinutes: readMinutes(input.body) } : {}),
    };
    if (Object.keys(changes).length) await tx.update(newsPosts).set(changes).where(eq(newsPosts.id, id));
    const after = await findAdminNews(tx, id);
    const action =
      input.isPublished === undefined || input.isPublished === before.isPublished
        ? 'news.update'
        : input.isPublished
          ? 'news.publish'
          : 'news.unpublish';
    await audit(tx, actor, {
      action,
      targetType: 'news',
      targetId: id,
      before: audited(before),
      after: audited(after),
    });
    return after;
  });
}
