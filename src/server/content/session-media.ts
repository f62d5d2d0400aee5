import { access, readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseFile } from 'music-metadata';
import type { SessionType } from '#shared/catalog.ts';
import { ContentError } from './content-error.ts';
import type { SessionMedia } from './content-types.ts';

const FORMATS = {
  // Opus in WebM, not Ogg: to learn an Ogg file's length a browser first reads its last page, one
  // more round trip before the first sound (about 0.6 s on a slow mobile link); WebM states it at the start.
  audio: { extension: 'weba', mimeType: 'audio/webm' },
  video: { extension: 'webm', mimeType: 'video/webm' },
} as const;

/** Where a session's generated media lives, relative to content/media. */
export function sessionMediaFile(slug: string, type: SessionType): string {
  return `sessions/${slug}.${FORMATS[type].extension}`;
}

export function sessionMimeType(type: SessionType): SessionMedia['mimeType'] {
  return FORMATS[type].mimeType;
}

/** Playing time of a media file as the file itself declares it, in seconds (millisecond precision). */
export async function measureDuration(file: string): Promise<number> {
  const { format } = await parseFile(file, { duration: true, skipCovers: true });
  const seconds = format.duration;
  if (!seconds || !Number.isFinite(seconds)) throw new ContentError(file, null, 'media has no measurable duration');
  return Math.round(seconds * 1000) / 1000;
}

/** The session's generated media, or null when it has not been generated yet. */
export async function readSessionMedia(mediaDir: string, slug: string, type: SessionType): Promise<SessionMedia | null> {
  const file = sessionMediaFile(slug, type);
  const absolute = path.join(mediaDir, file);
  const exists = await access(absolute).then(
    () => true,
    () => false,
  );
  if (!exists) return null;
  return { file, mimeType: sessionMimeType(type), durationSeconds: await measureDuration(absolute) };
}

/** Square cover sizes in pixels: list rows (48 px at 2×), cards and the player (128 px at 2×), the session page and lock screens. */
export const ARTWORK_SIZES = [96, 256, 512] as const;
export type ArtworkSize = (typeof ARTWORK_SIZES)[number];
export const ARTWORK_FORMATS = ['avif', 'webp'] as const;

/** Where a session's or a path's cover lives, relative to content/media (public, like avatars). */
export function artworkFile(
  owner: 'sessions' | 'paths',
  slug: string,
  size: ArtworkSize,
  format: (typeof ARTWORK_FORMATS)[number],
): string {
  return `artwork/${owner}/${slug}-${size}.${format}`;
}

/** Captions and (podcasts) chapters, beside the session's media. */
export const captionsFile = (slug: string) => `sessions/${slug}.vtt`;
export const chaptersFile = (slug: string) => `sessions/${slug}.chapters.json`;

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

export type Chapter = { startSeconds: number; title: string };

/** A session's captions file (relative to content/media) and chapters, as generated; null and [] when absent. */
export async function readSessionText(mediaDir: string, slug: string): Promise<{ captions: string | null; chapters: Chapter[] }> {
  const captions = captionsFile(slug);
  const chaptersPath = path.join(mediaDir, chaptersFile(slug));
  const chapters = (await exists(chaptersPath))
    ? (JSON.parse(await readFile(chaptersPath, 'utf8')) as Chapter[])
    : [];
  return { captions: (await exists(path.join(mediaDir, captions))) ? captions : null, chapters };
}

/**
 * A session's or a path's generated cover: its key prefix in the media store (`artwork/<owner>/<slug>`)
 * and every rendered file, or null unless all sizes and formats are there.
 */
export async function readArtwork(
  mediaDir: string,
  owner: 'sessions' | 'paths',
  slug: string,
): Promise<{ key: string; files: string[] } | null> {
  const files = ARTWORK_SIZES.flatMap((size) => ARTWORK_FORMATS.map((format) => artworkFile(owner, slug, size, format)));
  for (const file of files) if (!(await exists(path.join(mediaDir, file)))) return null;
  return { key: `artwork/${owner}/${slug}`, files };
}
