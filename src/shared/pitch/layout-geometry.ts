/**
 * The geometry every export and the browser share: boxes in points on the 960 × 540 slide
 * (PowerPoint's 13.333 × 7.5 in widescreen), the floors text shrinks to, and what a laid-out page is.
 */
import type { PitchSlide } from '#shared/schemas/pitch.ts';
import type { ChartLayout } from './layout-chart.ts';
import { fitParagraphs, type Box, type FitResult, type ParagraphSpec } from './layout-fit.ts';
import type { Face } from './layout-measure.ts';
import type { DeckTheme } from './themes.ts';

export type { Box } from './layout-fit.ts';

/** Inches to points. */
const IN = 72;
export const MARGIN = 0.7 * IN;
export const TITLE_BOX: Box = { x: MARGIN, y: 0.45 * IN, w: 11.93 * IN, h: 1.0 * IN };
export const ACCENT_BAR: Box = { x: MARGIN, y: 1.5 * IN, w: 1.2 * IN, h: 0.07 * IN };
export const BODY_BOX: Box = { x: MARGIN, y: 1.8 * IN, w: 11.93 * IN, h: 5.1 * IN };
/** The text side of a slide that also shows a figure or a chart, and the figure's side. */
export const BODY_LEFT: Box = { x: MARGIN, y: 1.8 * IN, w: 5.6 * IN, h: 5.1 * IN };
export const FIGURE_RIGHT: Box = { x: 6.7 * IN, y: 1.8 * IN, w: 5.93 * IN, h: 5.1 * IN };
export const COLUMN_LEFT: Box = { x: MARGIN, y: 1.8 * IN, w: 5.75 * IN, h: 5.1 * IN };
export const COLUMN_RIGHT: Box = { x: 6.88 * IN, y: 1.8 * IN, w: 5.75 * IN, h: 5.1 * IN };
export const CARDS_PER_PAGE = 6;

/** The smallest sizes text is shrunk to, in points, before it moves on or is reported. */
export const FLOOR = { heading: 18, title: 28, body: 14, card: 11, bigNumber: 32 } as const;

export type BlockRole =
  | 'title'
  | 'subtitle'
  | 'caption'
  | 'bullets'
  | 'columnLeft'
  | 'columnRight'
  | 'bigValue'
  | 'bigLabel'
  | 'card';

export interface PageBlock extends FitResult {
  role: BlockRole;
  box: Box;
  align: 'left' | 'center';
}

export interface PageRect {
  box: Box;
  fill: 'accent' | 'surface';
  rounded: boolean;
}

export interface PageLayout {
  /** The slide this page shows (a long slide continues on further pages). */
  slideIndex: number;
  continued: boolean;
  title: string;
  blocks: PageBlock[];
  rects: PageRect[];
  chart: ChartLayout | null;
  notes: string;
}

export interface LayoutProblem {
  slideIndex: number;
  block: BlockRole | 'text';
  message: string;
}

export interface DeckLayout {
  pages: PageLayout[];
  problems: LayoutProblem[];
}

export interface Faces {
  body: Face;
  heading: Face;
  bold: Face;
}

export function facesOf(theme: DeckTheme): Faces {
  const body: Face = theme.fonts.layoutBody;
  const heading: Face = theme.fonts.layoutHeading === 'serif' ? 'serifBold' : 'sansBold';
  return { body, heading, bold: body === 'serif' ? 'serifBold' : 'sansBold' };
}

const scaleFloor = (floor: number, size: number) => Math.min(1, floor / size);

export function layoutBlock(
  role: BlockRole,
  specs: ParagraphSpec[],
  box: Box,
  floor: number,
  align: 'left' | 'center' = 'left',
): PageBlock {
  const base = Math.max(...specs.map((spec) => spec.size), 1);
  return { role, box, align, ...fitParagraphs(specs, box, scaleFloor(floor, base), align) };
}

/** The bullets of each side of a two-column slide. */
export function columns(slide: Pick<PitchSlide, 'bullets' | 'splitAt'>): [string[], string[]] {
  const at = slide.splitAt ?? Math.ceil(slide.bullets.length / 2);
  return [slide.bullets.slice(0, at), slide.bullets.slice(at)];
}

/** A team line split into name, role and why ("Ada — CEO — ran cafés"). */
export function teamMember(line: string): { name: string; role: string; why: string } {
  const [name = '', role = '', ...rest] = line.split(/\s+[—–-]\s+|\s*[—–]\s*/);
  return { name: name.trim(), role: role.trim(), why: rest.join(' — ').trim() };
}

/** Up to six cards on a page, three to a row (two when there are four). */
export function teamCards(count: number): Box[] {
  const shown = Math.min(count, CARDS_PER_PAGE);
  const perRow = shown <= 4 ? Math.max(1, shown === 4 ? 2 : shown) : 3;
  const gap = 0.3 * IN;
  const rows = Math.ceil(shown / perRow);
  const w = (BODY_BOX.w - gap * (perRow - 1)) / perRow;
  const h = rows > 1 ? (BODY_BOX.h - gap) / 2 : 3.2 * IN;
  return Array.from({ length: shown }, (_, i) => ({
    x: BODY_BOX.x + (i % perRow) * (w + gap),
    y: BODY_BOX.y + Math.floor(i / perRow) * (h + gap),
    w,
    h,
  }));
}
