/**
 * Where things go on a slide, in inches on the 13.333 × 7.5 slide, shared by the PPTX and PDF
 * exports so the two files look alike. The browser's slide uses the same proportions.
 */
import type { PitchSlide } from '#shared/schemas/pitch.ts';

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

export const MARGIN = 0.7;
export const TITLE_BOX: Box = { x: MARGIN, y: 0.45, w: 11.93, h: 1.0 };
export const ACCENT_BAR: Box = { x: MARGIN, y: 1.45, w: 1.2, h: 0.07 };
export const BODY_BOX: Box = { x: MARGIN, y: 1.8, w: 11.93, h: 5.1 };
/** The text side of a slide that also shows a figure or a chart. */
export const BODY_LEFT: Box = { x: MARGIN, y: 1.8, w: 5.6, h: 5.1 };
export const FIGURE_RIGHT: Box = { x: 6.7, y: 1.8, w: 5.93, h: 5.1 };
export const COLUMN_LEFT: Box = { x: MARGIN, y: 1.8, w: 5.75, h: 5.1 };
export const COLUMN_RIGHT: Box = { x: 6.88, y: 1.8, w: 5.75, h: 5.1 };

/** The bullets of each side of a two-column slide. */
export function columns(slide: PitchSlide): [string[], string[]] {
  const at = slide.splitAt ?? Math.ceil(slide.bullets.length / 2);
  return [slide.bullets.slice(0, at), slide.bullets.slice(at)];
}

/** A team line split into name, role and why ("Ada — CEO — ran cafés"). */
export function teamMember(line: string): { name: string; role: string; why: string } {
  const [name = '', role = '', ...rest] = line.split(/\s+[—–-]\s+/);
  return { name: name.trim(), role: role.trim(), why: rest.join(' — ').trim() };
}

/** Up to six cards, three to a row. */
export function teamCards(count: number): Box[] {
  const shown = Math.min(count, 6);
  const perRow = shown <= 4 ? Math.max(1, shown) : 3;
  const gap = 0.3;
  const w = (BODY_BOX.w - gap * (perRow - 1)) / perRow;
  const h = shown > perRow ? 2.3 : 3.2;
  return Array.from({ length: shown }, (_, i) => ({
    x: BODY_BOX.x + (i % perRow) * (w + gap),
    y: BODY_BOX.y + Math.floor(i / perRow) * (h + gap),
    w,
    h,
  }));
}

/** Safe file name for a download: the deck title in plain letters, digits and hyphens. */
export function fileName(title: string, extension: 'pptx' | 'pdf'): string {
  const base =
    title
      .normalize('NFKD')
      .replace(/[^\w\s-]/g, '')
      .trim()
      .replace(/\s+/g, '-')
      .slice(0, 60) || 'pitch-deck';
  return `${base}.${extension}`;
}
