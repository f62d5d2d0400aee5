/** Renders the covers of every session and path to AVIF and WebP at the sizes the app shows. */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { CoachingPath, SessionScript } from '#server/content/load-content.ts';
import { ARTWORK_FORMATS, ARTWORK_SIZES, artworkFile } from '#server/content/session-media.ts';
import { artworkSvg, hueFor } from './artwork-svg.ts';
import type { ArtworkInput } from './artwork-svg.ts';
import { filesMatch, sha256 } from './manifest.ts';
import type { Manifest } from './manifest.ts';

const CATEGORY_LABELS = { impulse: 'Impulse', podcast: 'Podcast', other: 'Session' } as const;
const ENCODERS = { webp: { quality: 80, effort: 5 }, avif: { quality: 55, effort: 4 } } as const;

/** The encoded bytes of one cover at one size and format. */
export async function renderArtwork(svg: string, size: number, format: (typeof ARTWORK_FORMATS)[number]): Promise<Buffer> {
  const image = sharp(Buffer.from(svg), { density: (72 * size) / 512 }).resize(size, size);
  return format === 'webp' ? image.webp(ENCODERS.webp).toBuffer() : image.avif(ENCODERS.avif).toBuffer();
}

type Cover = { key: string; owner: 'sessions' | 'paths'; slug: string; input: ArtworkInput };

/** A session takes the colour of the first path (in paths.json order) that lists it. */
export function coversFor(scripts: readonly SessionScript[], paths: readonly CoachingPath[]): Cover[] {
  const firstPath = new Map<string, CoachingPath>();
  for (const p of paths) for (const slug of p.sessions) if (!firstPath.has(slug)) firstPath.set(slug, p);
  return [
    ...scripts.map((s) => ({
      key: `sessions/${s.slug}`,
      owner: 'sessions' as const,
      slug: s.slug,
      input: {
        title: s.title,
        motif: s.category,
        hue: hueFor(firstPath.get(s.slug)?.slug ?? s.category),
        label: CATEGORY_LABELS[s.category],
      },
    })),
    ...paths.map((p) => ({
      key: `paths/${p.slug}`,
      owner: 'paths' as const,
      slug: p.slug,
      input: { title: p.title, motif: 'path' as const, hue: hueFor(p.slug), label: 'Path' },
    })),
  ];
}

type Options = {
  mediaDir: string;
  scripts: readonly SessionScript[];
  paths: readonly CoachingPath[];
  manifest: Manifest;
  force: boolean;
};

export async function writeArtwork({ mediaDir, scripts, paths, manifest, force }: Options) {
  const covers = coversFor(scripts, paths);
  let written = 0;
  for (const cover of covers) {
    const svg = artworkSvg(cover.input);
    const hash = sha256(JSON.stringify({ svg, sizes: ARTWORK_SIZES, encoders: ENCODERS, sharp: sharp.versions })).slice(0, 16);
    const previous = manifest.artwork[cover.key];
    if (!force && previous?.hash === hash && (await filesMatch(mediaDir, previous.files))) continue;
    const files: Record<string, string> = {};
    for (const size of ARTWORK_SIZES)
      for (const format of ARTWORK_FORMATS) {
        const file = artworkFile(cover.owner, cover.slug, size, format);
        const bytes = await renderArtwork(svg, size, format);
        await mkdir(path.dirname(path.join(mediaDir, file)), { recursive: true });
        await writeFile(path.join(mediaDir, file), bytes);
        files[file] = sha256(bytes);
      }
    manifest.artwork[cover.key] = { hash, files };
    written++;
  }
  const keys = new Set(covers.map((c) => c.key));
  for (const key of Object.keys(manifest.artwork)) if (!keys.has(key)) delete manifest.artwork[key];
  return { total: covers.length, written };
}
