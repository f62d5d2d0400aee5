import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { parseContent } from '#server/content/content-schema.ts';
import { splitFrontMatter } from '#server/lib/front-matter.ts';
import { readMinutes } from '#server/lib/markdown.ts';

const text = (max: number) => z.string().trim().min(1, 'must not be empty').max(max);

const frontMatterSchema = z
  .object({
    title: text(140),
    author: text(80),
    published: z.iso
      .datetime({ message: 'must be a time written YYYY-MM-DDTHH:MM:SSZ' })
      .transform((at) => new Date(at)),
    summary: text(300),
    cover_alt: text(200),
    /** The cover's colour (a hue, 0–359): covers are drawn at seed time, not committed. */
    cover_hue: z.coerce.number().int().min(0).max(359),
  })
  .strict();

export interface NewsSource {
  slug: string;
  title: string;
  author: string;
  publishedAt: Date;
  summary: string;
  coverAlt: string;
  coverHue: number;
  body: string;
  readMinutes: number;
}

export function parseNewsFile(file: string, source: string): NewsSource {
  const { fields, body } = splitFrontMatter(file, source);
  const front = parseContent(frontMatterSchema, fields, file);
  return {
    slug: path.basename(file, '.md'),
    title: front.title,
    author: front.author,
    publishedAt: front.published,
    summary: front.summary,
    coverAlt: front.cover_alt,
    coverHue: front.cover_hue,
    body,
    readMinutes: readMinutes(body),
  };
}

export async function loadNews(contentDir: string): Promise<NewsSource[]> {
  const dir = path.join(contentDir, 'news');
  const names = (await readdir(dir)).filter((name) => name.endsWith('.md')).sort();
  return Promise.all(
    names.map(async (name) => {
      const file = path.join(dir, name);
      return parseNewsFile(file, await readFile(file, 'utf8'));
    }),
  );
}
