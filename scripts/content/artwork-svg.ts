/**
 * Original cover artwork, composed only from what a session is: its category picks the motif
 * (ripples for impulses, sound bars for podcasts, a horizon for the rest), its path gives the colour,
 * and its title seeds the details and is set in the corner. Same inputs, same SVG, same bytes.
 */
import { createHash } from 'node:crypto';
import type { SessionCategory } from '#shared/catalog.ts';
import { hslToHex } from '../content-avatars.ts';

export type ArtworkInput = {
  title: string;
  /** 'path' for a path's own cover: the motifs of its sessions layered. */
  motif: SessionCategory | 'path';
  hue: number;
  /** Small label above the title. */
  label: string;
};

/** A stable hue per path (or per category when a session is on no path), from its slug. */
export function hueFor(seed: string): number {
  return createHash('sha256').update(`hue:${seed}`).digest().readUInt16BE(0) % 360;
}

function numbers(seed: string, count: number): number[] {
  const digest = createHash('sha256').update(seed).digest();
  return Array.from({ length: count }, (_, i) => digest[i % digest.length]! / 255);
}

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

function wrapTitle(title: string, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  for (const word of title.split(/\s+/)) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  if (lines.length <= maxLines) return lines;
  return [...lines.slice(0, maxLines - 1), `${lines.slice(maxLines - 1).join(' ').slice(0, width - 1)}…`];
}

function ripples(r: number[], ink: string): string {
  const cx = 300 + r[0]! * 140;
  const cy = 150 + r[1]! * 120;
  return Array.from({ length: 6 }, (_, i) => {
    const radius = 40 + i * (34 + r[2]! * 14);
    return `<circle cx="${cx.toFixed(1)}" cy="${cy.toFixed(1)}" r="${radius.toFixed(1)}" fill="none" stroke="${ink}" stroke-width="${(10 - i * 1.2).toFixed(1)}" opacity="${(0.55 - i * 0.07).toFixed(2)}"/>`;
  }).join('');
}

function soundBars(r: number[], ink: string): string {
  const count = 19;
  return Array.from({ length: count }, (_, i) => {
    const envelope = Math.sin((Math.PI * (i + 0.5)) / count);
    const height = 30 + envelope * (120 + r[i % r.length]! * 110);
    const x = 46 + i * 22.5;
    return `<rect x="${x.toFixed(1)}" y="${(190 - height / 2).toFixed(1)}" width="12" height="${height.toFixed(1)}" rx="6" fill="${ink}" opacity="${(0.35 + envelope * 0.4).toFixed(2)}"/>`;
  }).join('');
}

function horizon(r: number[], ink: string): string {
  const sunX = 120 + r[0]! * 280;
  const layers = [0, 1, 2].map((i) => {
    const y = 210 + i * 42;
    const bend = 40 + r[i + 1]! * 70;
    return `<path d="M0 ${y}Q${(128 + r[i + 3]! * 256).toFixed(1)} ${(y - bend).toFixed(1)} 512 ${(y + 10 - r[i + 4]! * 30).toFixed(1)}V512H0Z" fill="${ink}" opacity="${(0.22 + i * 0.12).toFixed(2)}"/>`;
  });
  return `<circle cx="${sunX.toFixed(1)}" cy="150" r="${(46 + r[5]! * 20).toFixed(1)}" fill="${ink}" opacity=".55"/>${layers.join('')}`;
}

export function artworkSvg({ title, motif, hue, label }: ArtworkInput): string {
  const r = numbers(`${motif}:${title}`, 24);
  const from = hslToHex(hue, 55, 30);
  const to = hslToHex((hue + 35 + Math.round(r[7]! * 30)) % 360, 60, 46);
  const ink = hslToHex((hue + 180) % 360, 70, 86);
  const art =
    motif === 'impulse'
      ? ripples(r, ink)
      : motif === 'podcast'
        ? soundBars(r, ink)
        : motif === 'other'
          ? horizon(r, ink)
          : `${horizon(r, ink)}<g opacity=".6">${ripples(r.slice(3), ink)}</g>`;
  const lines = wrapTitle(title, 18, 3);
  const top = 512 - 48 - lines.length * 46;
  const text = lines
    .map((line, i) => `<text x="40" y="${top + 40 + i * 46}" font-size="40" font-weight="700">${escapeXml(line)}</text>`)
    .join('');
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">',
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`,
    '<linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset=".45" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".55"/></linearGradient></defs>',
    '<rect width="512" height="512" fill="url(#bg)"/>',
    art,
    '<rect width="512" height="512" fill="url(#shade)"/>',
    `<g font-family="DejaVu Sans, sans-serif" fill="#fff">`,
    `<text x="40" y="${top - 6}" font-size="17" font-weight="700" letter-spacing="3" opacity=".8">${escapeXml(label.toUpperCase())}</text>`,
    text,
    '</g></svg>',
  ].join('');
}
