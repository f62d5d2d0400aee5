import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { Database } from '#server/db/client.ts';
import { newsPosts } from '#server/db/schema/index.ts';
import type { MediaStore } from '#server/integrations/media-store/media-store.ts';
import type { Logger } from '#server/logger.ts';
import { loadNews } from './news-content.ts';

type SeedOptions = { db: Database; media: MediaStore; contentDir: string; logger: Logger };

export const COVER_SIZE = { width: 1200, height: 630 } as const;

/** A calm abstract cover in the post's hue: overlapping circles on a soft gradient. */
function coverSvg(hue: number): string {
  const { width, height } = COVER_SIZE;
  const c = (dh: number, s: number, l: number) => `hsl(${(hue + dh) % 360} ${s}% ${l}%)`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${c(0, 55, 24)}"/><stop offset="1" stop-color="${c(40, 60, 38)}"/>
  </linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#g)"/>
  <circle cx="${width * 0.78}" cy="${height * 0.3}" r="${height * 0.42}" fill="${c(20, 70, 60)}" opacity="0.35"/>
  <circle cx="${width * 0.62}" cy="${height * 0.82}" r="${height * 0.3}" fill="${c(180, 65, 70)}" opacity="0.25"/>
  <circle cx="${width * 0.16}" cy="${height * 0.2}" r="${height * 0.14}" fill="${c(60, 80, 75)}" opacity="0.3"/>
  <circle cx="${width * 0.9}" cy="${height * 0.86}" r="${height * 0.08}" fill="#fff" opacity="0.25"/>
</svg>`;
}

/** Loads content/news into the database and draws each post's cover into the media store (public). */
export async function seedNews({ db, media, contentDir, logger }: SeedOptions): Promise<void> {
  const posts = await loadNews(contentDir);
  const workDir = await mkdtemp(path.join(os.tmpdir(), 'founder-flow-news-'));
  try {
    for (const post of posts) {
      // The cover depends on the hue alone, so a key naming it lets a second seed into the same
      // store (the test setup seeds PGlite and PostgreSQL) reuse the file instead of drawing it again.
      const coverKey = `images/news/${post.slug}-h${post.coverHue}.webp`;
      if (!(await media.stat(coverKey))) {
        const local = path.join(workDir, `${post.slug}.webp`);
        await sharp(Buffer.from(coverSvg(post.coverHue)))
          .webp({ quality: 70 })
          .toFile(local);
        await media.put(coverKey, local);
      }
      const values = {
        slug: post.slug,
        title: post.title,
        summary: post.summary,
        author: post.author,
        body: post.body,
        coverKey,
        coverAlt: post.coverAlt,
        readMinutes: post.readMinutes,
        publishedAt: post.publishedAt,
      };
      await db.insert(newsPosts).values(values).onConflictDoUpdate({ target: newsPosts.slug, set: values });
    }
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
  logger.info({ posts: posts.length }, 'news seeded');
}
