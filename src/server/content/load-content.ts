import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { ContentError } from './content-error.ts';
import { coachListSchema, parseContent, pathListSchema } from './content-schema.ts';
import type { Coach, CoachingPath, Content, SessionScript } from './content-types.ts';
import { parseSessionFile } from './parse-session.ts';
import { readSessionMedia } from './session-media.ts';

export { ContentError } from './content-error.ts';
export { parseSessionFile, spokenWordCount } from './parse-session.ts';
export type * from './content-types.ts';

/** A path for error messages: relative to the working directory when that is shorter. */
function shown(file: string): string {
  const relative = path.relative(process.cwd(), file);
  return relative && !relative.startsWith('..') ? relative : file;
}

async function readJson(file: string): Promise<unknown> {
  let source: string;
  try {
    source = await readFile(file, 'utf8');
  } catch {
    throw new ContentError(shown(file), null, 'file is missing');
  }
  try {
    const parsed: unknown = JSON.parse(source);
    return parsed;
  } catch (error) {
    throw new ContentError(shown(file), null, `is not valid JSON (${error instanceof Error ? error.message : String(error)})`);
  }
}

function assertUnique(file: string, slugs: string[]): void {
  const seen = new Set<string>();
  slugs.forEach((slug, i) => {
    if (seen.has(slug)) throw new ContentError(file, `[${i}].slug`, `"${slug}" is used twice`);
    seen.add(slug);
  });
}

export async function readCoaches(contentDir: string): Promise<Coach[]> {
  const file = path.join(contentDir, 'coaches.json');
  const coaches = parseContent(coachListSchema, await readJson(file), shown(file));
  assertUnique(shown(file), coaches.map((c) => c.slug));
  return coaches;
}

export async function readPaths(contentDir: string): Promise<CoachingPath[]> {
  const file = path.join(contentDir, 'paths.json');
  const paths = parseContent(pathListSchema, await readJson(file), shown(file));
  assertUnique(shown(file), paths.map((p) => p.slug));
  return paths;
}

/** Every `sessions/*.md` file, parsed, in slug order. */
export async function readSessionScripts(contentDir: string): Promise<SessionScript[]> {
  const dir = path.join(contentDir, 'sessions');
  const names = (await readdir(dir)).filter((name) => name.endsWith('.md')).sort();
  return Promise.all(
    names.map(async (name) => {
      const file = path.join(dir, name);
      return parseSessionFile(shown(file), await readFile(file, 'utf8'));
    }),
  );
}

/**
 * Reads and validates the whole catalogue in `contentDir` (coaches.json, paths.json, sessions/*.md)
 * with each session's generated media (content/media/sessions/<slug>.weba|.webm, duration measured
 * from the file; null when not generated). Throws a ContentError naming the file and field at fault.
 */
export async function loadContent(contentDir: string): Promise<Content> {
  const [coaches, paths, scripts] = await Promise.all([
    readCoaches(contentDir),
    readPaths(contentDir),
    readSessionScripts(contentDir),
  ]);

  const coachSlugs = new Set(coaches.map((c) => c.slug));
  for (const script of scripts) {
    if (!coachSlugs.has(script.coachSlug)) {
      const file = shown(path.join(contentDir, 'sessions', `${script.slug}.md`));
      throw new ContentError(file, 'coach', `unknown advisor "${script.coachSlug}" (not in coaches.json)`);
    }
  }

  const sessionSlugs = new Set(scripts.map((s) => s.slug));
  const pathsFile = shown(path.join(contentDir, 'paths.json'));
  paths.forEach((p, i) => {
    const listed = new Set<string>();
    p.sessions.forEach((slug, j) => {
      const field = `[${i}].sessions[${j}]`;
      if (!sessionSlugs.has(slug)) throw new ContentError(pathsFile, field, `no session "${slug}" in sessions/`);
      if (listed.has(slug)) throw new ContentError(pathsFile, field, `"${slug}" is listed twice in "${p.slug}"`);
      listed.add(slug);
    });
  });

  const mediaDir = path.join(contentDir, 'media');
  const sessions = await Promise.all(
    scripts.map(async (script) => ({ ...script, media: await readSessionMedia(mediaDir, script.slug, script.type) })),
  );
  return { coaches, paths, sessions };
}
