/**
 * Writes content/media/avatars/<coach-slug>.svg: an original generated avatar per advisor, derived
 * only from the slug (same slug, same picture): a soft two-colour gradient, a quiet abstract shape
 * and the initials. `npm run content:audio` runs this first; run it alone with
 * `npx tsx scripts/content-avatars.ts`.
 */
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { readCoaches } from '#server/content/load-content.ts';
import type { Coach } from '#server/content/load-content.ts';

/** A stable stream of numbers in [0, 1) from a slug, so pictures never change between runs. */
export function slugNumbers(slug: string): number[] {
  const digest = createHash('sha256').update(slug).digest();
  return Array.from({ length: 8 }, (_, i) => digest.readUInt32BE(i * 4) / 2 ** 32);
}

export function hslToHex(hue: number, saturation: number, lightness: number): string {
  const s = saturation / 100;
  const l = lightness / 100;
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12;
    const value = l - s * Math.min(l, 1 - l) * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

function initials(name: string): string {
  const words = name.split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words.at(-1)?.[0] ?? '') : '';
  return (first + last).toUpperCase();
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** One of three quiet shapes, placed from the slug so neighbours in a list look different. */
function accentShape(pick: number, place: number, colour: string): string {
  const offset = Math.round(place * 80);
  const shapes = [
    `<circle cx="${196 - offset / 2}" cy="${60 + offset}" r="${70 + offset / 4}" fill="${colour}" opacity=".35"/>`,
    `<path d="M0 ${190 - offset / 2}Q128 ${130 + offset} 256 ${176 - offset / 3}V256H0Z" fill="${colour}" opacity=".4"/>`,
    `<circle cx="128" cy="128" r="${96 + offset / 8}" fill="none" stroke="${colour}" stroke-width="14" opacity=".35"/>`,
  ];
  return shapes[Math.floor(pick * shapes.length)]!;
}

export function avatarSvg(coach: Pick<Coach, 'slug' | 'name'>): string {
  const [a = 0, b = 0, c = 0, d = 0] = slugNumbers(coach.slug);
  const hue = Math.round(a * 360);
  const hue2 = (hue + 30 + Math.round(b * 50)) % 360;
  const from = hslToHex(hue, 62, 82);
  const to = hslToHex(hue2, 58, 68);
  const ink = hslToHex(hue, 45, 22);
  const id = `bg-${coach.slug}`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 256 256" width="256" height="256" role="img" aria-labelledby="t-${coach.slug}">` +
    `<title id="t-${coach.slug}">${escapeXml(coach.name)}</title>` +
    `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<rect width="256" height="256" fill="url(#${id})"/>` +
    accentShape(c, d, '#ffffff') +
    `<text x="128" y="128" dy=".35em" text-anchor="middle" fill="${ink}" font-family="'DejaVu Sans',Inter,'Helvetica Neue',Arial,sans-serif" font-size="92" font-weight="600" letter-spacing="2">${escapeXml(initials(coach.name))}</text>` +
    `</svg>\n`
  );
}

/** Writes one SVG per advisor (only when it changed) and removes avatars of advisors no longer listed. */
export async function writeAvatars(contentDir: string): Promise<{ written: number; total: number }> {
  const coaches = await readCoaches(contentDir);
  const dir = path.join(contentDir, 'media', 'avatars');
  await mkdir(dir, { recursive: true });
  let written = 0;
  for (const coach of coaches) {
    const file = path.join(dir, `${coach.slug}.svg`);
    const svg = avatarSvg(coach);
    const current = await readFile(file, 'utf8').catch(() => null);
    if (current === svg) continue;
    await writeFile(file, svg);
    written++;
  }
  const wanted = new Set(coaches.map((c) => `${c.slug}.svg`));
  for (const name of await readdir(dir)) {
    if (name.endsWith('.svg') && !wanted.has(name)) await rm(path.join(dir, name));
  }
  return { written, total: coaches.length };
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const contentDir = fileURLToPath(new URL('../content', import.meta.url));
  const { written, total } = await writeAvatars(contentDir);
  console.log(`avatars: ${total} advisors, ${written} written, ${total - written} unchanged`);
}
