import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { newsPosts } from '#server/db/schema/index.ts';
import type { AppDeps } from '#server/deps.ts';
import { withWebpImage } from '#server/http/receive-image.ts';
import { COVER_SIZE } from '#server/modules/news/index.ts';
import { NEWS_COVER_MAX_BYTES, type AdminNewsPost } from '#shared/schemas/admin-editors.ts';
import { audit, type Actor } from './admin-writes.ts';
import { findAdminNews } from './news-editor.service.ts';

/**
 * Covers uploaded in the console. The seed's covers (images/news/<slug>-h<hue>.webp) are shared by
 * every database seeded into the same store and drawn again by each seed, so they are never removed.
 */
const UPLOADED_COVERS = 'images/news/uploads/';

/**
 * A new cover for a post: a JPEG, PNG or WebP by its bytes, at most 10 MB (413 while it arrives),
 * cropped to 1200 × 630 and re-encoded as WebP, under a new public key (so no cache serves the old
 * picture); a cover uploaded here before is removed once the post points at the new one.
 */
export async function saveNewsCover(
  deps: AppDeps,
  actor: Actor,
  id: string,
  body: ReadableStream<Uint8Array> | null,
): Promise<AdminNewsPost> {
  await findAdminNews(deps.db, id);
  const shape = { ...COVER_SIZE, maxBytes: NEWS_COVER_MAX_BYTES, quality: 80 };
  const { post, old } = await withWebpImage(deps, body, shape, async (resized) => {
    const key = `${UPLOADED_COVERS}${id}-${randomBytes(4).toString('hex')}.webp`;
    await deps.media.put(key, resized);
    const saved = deps.db.transaction(async (tx) => {
      const [row] = await tx
        .select({ key: newsPosts.coverKey })
        .from(newsPosts)
        .where(eq(newsPosts.id, id))
        .for('update');
      const before = await findAdminNews(tx, id);
      await tx.update(newsPosts).set({ coverKey: key }).where(eq(newsPosts.id, id));
      const after = await findAdminNews(tx, id);
      await audit(tx, actor, {
        action: 'news.cover',
        targetType: 'news',
        targetId: id,
        before: { coverUrl: before.coverUrl },
        after: { coverUrl: after.coverUrl },
      });
      return { post: after, old: row?.key ?? null };
    });
    // A write that failed (the post deleted meanwhile, the database away) leaves no stray file.
    return saved.catch(async (error: unknown) => {
      await deps.media.remove(key);
      throw error;
    });
  });
  if (old?.startsWith(UPLOADED_COVERS)) await deps.media.remove(old);
  return post;
}
