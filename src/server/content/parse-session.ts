import path from 'node:path';
import { ContentError } from './content-error.ts';
import { frontMatterSchema, parseContent } from './content-schema.ts';
import type { Segment, SessionScript, Voice } from './content-types.ts';

const FENCE = '---';
const PAUSE = /^\[pause\s+(\d+(?:\.\d+)?)\s*s?\]$/i;
const SPEAKER = /^(HOST|GUEST):[ \t]*/;
const CHAPTER = /^\[chapter(?:\s+(.*?))?\s*\]$/i;
const MAX_PAUSE_SECONDS = 60;
const MAX_CHAPTER_TITLE = 80;

/**
 * Parses one `content/sessions/<slug>.md` file: `key: value` front matter between `---` lines, then
 * the spoken body (paragraphs split by blank lines, `[pause N]` lines, `HOST:`/`GUEST:` voice switches
 * and `[chapter Title]` section starts in podcasts). `file` names the file in errors and gives the slug.
 */
export function parseSessionFile(file: string, source: string): SessionScript {
  const slug = path.basename(file, '.md');
  const lines = source.replace(/^\uFEFF/, '').split(/\r?\n/);
  if (lines[0]?.trim() !== FENCE) throw new ContentError(file, null, 'must start with a "---" front matter line');
  const close = lines.findIndex((line, i) => i > 0 && line.trim() === FENCE);
  if (close < 0) throw new ContentError(file, null, 'front matter is not closed by a "---" line');

  const fields = readFrontMatter(file, lines.slice(1, close));
  const front = parseContent(frontMatterSchema, fields, file);
  const segments = parseBody(file, lines.slice(close + 1), close + 2, front.category === 'podcast');

  return {
    slug,
    title: front.title,
    coachSlug: front.coach,
    category: front.category,
    type: front.type,
    isPremium: front.premium,
    featured: front.featured,
    unlisted: front.unlisted,
    publishedAt: front.published,
    journalPrompt: front.journal_prompt,
    description: front.description,
    segments,
  };
}

function readFrontMatter(file: string, lines: string[]): Record<string, string> {
  const fields: Record<string, string> = {};
  lines.forEach((line, i) => {
    if (!line.trim()) return;
    const match = /^([A-Za-z][\w-]*)\s*:(.*)$/.exec(line);
    if (!match) throw new ContentError(file, `line ${i + 2}`, 'front matter lines must read "key: value"');
    // Both groups are required by the pattern, so a match always has them.
    const [, key = '', value = ''] = match;
    if (key in fields) throw new ContentError(file, key, 'appears twice in the front matter');
    fields[key] = unquote(value.trim());
  });
  return fields;
}

function unquote(value: string): string {
  const quoted = /^(["'])(.*)\1$/.exec(value);
  return quoted?.[2] ?? value;
}

function parseBody(file: string, lines: string[], firstLineNumber: number, podcast: boolean): Segment[] {
  const segments: Segment[] = [];
  let voice: Voice | null = podcast ? null : 'narrator';
  let paragraph: string[] = [];
  let paragraphLine = 0;

  const flush = () => {
    if (!paragraph.length) return;
    let text = paragraph.join(' ').replace(/\s+/g, ' ');
    paragraph = [];
    const where = `line ${paragraphLine}`;
    const speaker = SPEAKER.exec(text);
    if (speaker) {
      if (!podcast) throw new ContentError(file, where, 'HOST:/GUEST: speakers belong in podcasts only');
      voice = speaker[1] === 'HOST' ? 'host' : 'guest';
      text = text.slice(speaker[0].length);
    }
    if (!voice) throw new ContentError(file, where, 'a podcast must open with a HOST: or GUEST: paragraph');
    if (!text) throw new ContentError(file, where, 'speaker label with nothing to say');
    segments.push({ kind: 'speech', voice, text });
  };

  lines.forEach((raw, i) => {
    const line = raw.trim();
    const lineNumber = firstLineNumber + i;
    if (!line) return flush();
    if (line.startsWith('[')) {
      flush();
      const chapter = CHAPTER.exec(line);
      if (chapter) {
        segments.push(readChapter(file, `line ${lineNumber}`, chapter[1] ?? '', podcast));
        return;
      }
      const pause = PAUSE.exec(line);
      const seconds = pause ? Number(pause[1]) : NaN;
      if (!(seconds > 0 && seconds <= MAX_PAUSE_SECONDS)) {
        throw new ContentError(file, `line ${lineNumber}`, `expected "[pause N]" with 0 < N ≤ ${MAX_PAUSE_SECONDS}`);
      }
      segments.push({ kind: 'pause', seconds });
      return;
    }
    if (!paragraph.length) paragraphLine = lineNumber;
    paragraph.push(line);
  });
  flush();

  if (!segments.some((s) => s.kind === 'speech')) throw new ContentError(file, 'body', 'has nothing to say');
  return segments;
}

function readChapter(file: string, where: string, rawTitle: string, podcast: boolean): Segment {
  if (!podcast) throw new ContentError(file, where, '"[chapter …]" lines belong in podcasts only');
  const title = rawTitle.trim();
  if (!title || title.length > MAX_CHAPTER_TITLE) {
    throw new ContentError(file, where, `expected "[chapter Title]" with a title of 1 to ${MAX_CHAPTER_TITLE} characters`);
  }
  return { kind: 'chapter', title };
}

/** Words a listener hears (speaker labels, pauses and chapter titles excluded). */
export function spokenWordCount(segments: readonly Segment[]): number {
  return segments.reduce((n, s) => (s.kind === 'speech' ? n + s.text.split(' ').filter(Boolean).length : n), 0);
}
