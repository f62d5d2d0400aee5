import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { ContentError } from '#server/content/content-error.ts';
import { parseContent } from '#server/content/content-schema.ts';
import { RESOURCE_KINDS, RESOURCE_TOPICS, type ResourceKind, type ResourceTopic } from '#shared/library.ts';
import { listField, splitFrontMatter } from '#server/lib/front-matter.ts';
import { readMinutes } from '#server/lib/markdown.ts';
import { TEMPLATE_IDS, type TemplateId } from './templates/templates.ts';

const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a lowercase slug');
const text = (max: number) => z.string().trim().min(1, 'must not be empty').max(max);
const flag = z.enum(['true', 'false'], 'must be true or false').transform((v) => v === 'true');

const frontMatterSchema = z
  .object({
    title: text(120),
    kind: z.enum(RESOURCE_KINDS, `must be one of ${RESOURCE_KINDS.join(', ')}`),
    topic: z.enum(RESOURCE_TOPICS, `must be one of ${RESOURCE_TOPICS.join(', ')}`),
    premium: flag,
    published: z.iso
      .date('must be a date written YYYY-MM-DD')
      .transform((day) => new Date(`${day}T00:00:00.000Z`)),
    summary: text(300),
    sessions: z.string().optional().transform(listField).pipe(z.array(slug)),
    paths: z.string().optional().transform(listField).pipe(z.array(slug)),
    template: z.enum(TEMPLATE_IDS).optional(),
  })
  .strict();

export interface LibraryResource {
  slug: string;
  title: string;
  kind: ResourceKind;
  topic: ResourceTopic;
  isPremium: boolean;
  publishedAt: Date;
  summary: string;
  /** Markdown, without the prompt block of an AI prompt. */
  body: string;
  prompt: string | null;
  readMinutes: number;
  template: TemplateId | null;
  sessionSlugs: string[];
  pathSlugs: string[];
}

/** The prompt of an AI prompt: the one fenced block marked ```prompt. */
const PROMPT_BLOCK = /^```prompt\n([\s\S]*?)\n```$/m;

export function parseResourceFile(file: string, source: string): LibraryResource {
  const { fields, body } = splitFrontMatter(file, source);
  const front = parseContent(frontMatterSchema, fields, file);
  if ((front.kind === 'template') !== Boolean(front.template)) {
    throw new ContentError(file, 'template', 'templates, and only templates, name their file generator');
  }
  const match = PROMPT_BLOCK.exec(body);
  if ((front.kind === 'prompt') !== Boolean(match)) {
    throw new ContentError(file, null, 'AI prompts, and only AI prompts, hold one ```prompt block');
  }
  const prose = match
    ? body
        .replace(PROMPT_BLOCK, '')
        .replace(/\n{3,}/g, '\n\n')
        .trim()
    : body;
  if (!prose) throw new ContentError(file, null, 'has no text');
  return {
    slug: path.basename(file, '.md'),
    title: front.title,
    kind: front.kind,
    topic: front.topic,
    isPremium: front.premium,
    publishedAt: front.published,
    summary: front.summary,
    body: prose,
    prompt: match ? (match[1] ?? '').trim() : null,
    readMinutes: readMinutes(body),
    template: front.template ?? null,
    sessionSlugs: front.sessions,
    pathSlugs: front.paths,
  };
}

/**
 * Every `content/library/*.md`, parsed, in slug order; related sessions and paths must exist in
 * the catalogue being seeded.
 */
export async function loadLibrary(
  contentDir: string,
  catalogue: { sessionSlugs: Set<string>; pathSlugs: Set<string> },
): Promise<LibraryResource[]> {
  const dir = path.join(contentDir, 'library');
  const names = (await readdir(dir)).filter((name) => name.endsWith('.md')).sort();
  return Promise.all(
    names.map(async (name) => {
      const file = path.join(dir, name);
      const resource = parseResourceFile(file, await readFile(file, 'utf8'));
      for (const s of resource.sessionSlugs) {
        if (!catalogue.sessionSlugs.has(s)) throw new ContentError(file, 'sessions', `no session "${s}"`);
      }
      for (const p of resource.pathSlugs) {
        if (!catalogue.pathSlugs.has(p)) throw new ContentError(file, 'paths', `no path "${p}"`);
      }
      return resource;
    }),
  );
}
