import { eq } from 'drizzle-orm';
import type { AppDeps } from '#server/deps.ts';
import { sessions } from '#server/db/schema/index.ts';

/** Captions larger than this are not read for a card (the pipeline's are a few kilobytes). */
const CAPTIONS_MAX_BYTES = 256 * 1024;
/** Captions read for cards, by media key: a shared moment is unfurled by several networks at once. */
const captionsCache = new Map<string, Cue[]>();
const CAPTIONS_CACHED = 50;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Cue = { start: number; end: number; text: string };

const toSeconds = (stamp: string) => stamp.split(':').reduce((total, part) => total * 60 + Number(part), 0);

/** The cues of a WebVTT file: timings and text, enough of the format for the pipeline's captions. */
export function parseVtt(vtt: string): Cue[] {
  return vtt.split(/\r?\n\r?\n/).flatMap((block) => {
    const lines = block.trim().split(/\r?\n/);
    const timing = lines.findIndex((line) => line.includes('-->'));
    if (timing < 0) return [];
    const [start = '', end = ''] = (lines[timing] ?? '')
      .split('-->')
      .map((part) => part.trim().split(/\s+/)[0] ?? '');
    const text = lines
      .slice(timing + 1)
      .join(' ')
      .replace(/<[^>]*>/g, '')
      .trim();
    return text ? [{ start: toSeconds(start), end: toSeconds(end), text }] : [];
  });
}

/**
 * The line at a whole second of a shared link: the one that starts within that second (links carry
 * a line's start rounded down), else the one that covers it, else the last one that started before.
 */
export function cueAt(cues: readonly Cue[], seconds: number): Cue | null {
  const starting = cues.find((cue) => cue.start >= seconds && cue.start < seconds + 1);
  if (starting) return starting;
  const covering = cues.find((cue) => cue.start <= seconds && seconds < cue.end);
  if (covering) return covering;
  const before = cues.filter((cue) => cue.start <= seconds);
  return before[before.length - 1] ?? null;
}

async function readCaptions(deps: AppDeps, key: string): Promise<Cue[] | null> {
  const cached = captionsCache.get(key);
  if (cached) return cached;
  const stat = await deps.media.stat(key);
  if (!stat || stat.size > CAPTIONS_MAX_BYTES) return null;
  const cues = parseVtt(await new Response(deps.media.read(key)).text());
  if (captionsCache.size >= CAPTIONS_CACHED) {
    const oldest = captionsCache.keys().next().value;
    if (oldest !== undefined) captionsCache.delete(oldest);
  }
  captionsCache.set(key, cues);
  return cues;
}

/**
 * The line of a session spoken at a second, for the card of a shared moment (`?t=`). Only a free
 * session's: a card is shown to anyone the link reaches, and a premium session's transcript is
 * premium content, so its moment's card keeps the session's public description instead. Null when
 * there is no such line (no captions, a premium session, a second past the end).
 */
export async function quoteAt(deps: AppDeps, idOrSlug: string, seconds: number): Promise<string | null> {
  const [row] = await deps.db
    .select({ captionsKey: sessions.captionsKey, isPremium: sessions.isPremium, duration: sessions.duration })
    .from(sessions)
    .where(UUID.test(idOrSlug) ? eq(sessions.id, idOrSlug) : eq(sessions.slug, idOrSlug));
  if (!row?.captionsKey || row.isPremium || seconds >= row.duration) return null;
  const cues = await readCaptions(deps, row.captionsKey);
  return cues ? (cueAt(cues, seconds)?.text ?? null) : null;
}

/** A `?t=` value as whole seconds from 0, or null for anything else (negative, not a number). */
export function momentOf(search: URLSearchParams): number | null {
  const raw = search.get('t');
  if (raw === null || raw.trim() === '') return null;
  const seconds = Number(raw);
  return Number.isFinite(seconds) && seconds >= 0 ? Math.floor(seconds) : null;
}
