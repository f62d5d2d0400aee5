/**
 * Fitting paragraphs into a box: wrapped with the fonts' real widths, shrunk together down to a
 * floor, and whatever still does not fit handed back for a continuation slide.
 */
import { measure, wrap, type Face } from './layout-measure.ts';

/** A rectangle in points from the slide's top-left corner (960 × 540). */
export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

export type ColorRole = 'text' | 'muted' | 'accent';

export interface ParagraphSpec {
  text: string;
  face: Face;
  /** The size before any shrinking, in points. */
  size: number;
  color: ColorRole;
  bullet?: boolean;
}

export interface LaidLine {
  text: string;
  x: number;
  /** The baseline's distance from the slide's top. */
  baseline: number;
  width: number;
}

export interface LaidParagraph extends ParagraphSpec {
  lines: LaidLine[];
  /** Where the bullet's dot is drawn, when it has one. */
  dot?: { x: number; y: number; r: number };
}

export interface FitResult {
  paragraphs: LaidParagraph[];
  /** Paragraphs that did not fit even at the floor, in order. */
  rest: ParagraphSpec[];
  /** The factor every size was multiplied by. */
  scale: number;
  /** The first paragraph alone is taller than the box at the floor. */
  tooLong: boolean;
}

export const LINE_HEIGHT = 1.2;
export const PARAGRAPH_GAP = 0.4;
/** DejaVu's ascent is 0.93 em: the first baseline sits that far below the top of its line. */
const ASCENT = 0.93;
export const BULLET_INDENT = 1.1;

/** Sizes land on half points, which PowerPoint and the browser both write exactly. */
const half = (size: number) => Math.max(1, Math.round(size * 2) / 2);

function layParagraph(spec: ParagraphSpec, box: Box, top: number, align: 'left' | 'center'): LaidParagraph {
  const { size } = spec;
  const indent = spec.bullet ? size * BULLET_INDENT : 0;
  const texts = wrap(spec.text, spec.face, size, box.w - indent);
  const lines = texts.map((text, i) => {
    const width = measure(text, spec.face, size);
    const x = align === 'center' ? box.x + (box.w - width) / 2 : box.x + indent;
    return { text, x, baseline: top + size * (ASCENT + i * LINE_HEIGHT), width };
  });
  const dot = spec.bullet
    ? { x: box.x + size * 0.3, y: top + size * (ASCENT - 0.32), r: size * 0.14 }
    : undefined;
  return { ...spec, lines, dot };
}

const heightOf = (paragraph: LaidParagraph) => paragraph.lines.length * paragraph.size * LINE_HEIGHT;

/** Lays paragraphs from the box's top at `scale`; stops before the first one that would not fit. */
function layAll(specs: ParagraphSpec[], box: Box, scale: number, align: 'left' | 'center') {
  const laid: LaidParagraph[] = [];
  let top = box.y;
  for (const spec of specs) {
    const paragraph = layParagraph({ ...spec, size: half(spec.size * scale) }, box, top, align);
    if (top + heightOf(paragraph) > box.y + box.h + 0.01) break;
    laid.push(paragraph);
    top += heightOf(paragraph) + paragraph.size * PARAGRAPH_GAP;
  }
  return laid;
}

/**
 * The paragraphs in the box: at full size if they fit, else shrunk together step by step down to
 * `floorScale`; at the floor, the paragraphs that fit and the rest.
 */
export function fitParagraphs(
  specs: ParagraphSpec[],
  box: Box,
  floorScale: number,
  align: 'left' | 'center' = 'left',
): FitResult {
  for (let scale = 1; scale > floorScale; scale -= 0.05) {
    const laid = layAll(specs, box, scale, align);
    if (laid.length === specs.length) return { paragraphs: laid, rest: [], scale, tooLong: false };
  }
  const laid = layAll(specs, box, floorScale, align);
  const rest = specs.slice(laid.length);
  if (laid.length > 0 || specs.length === 0)
    return { paragraphs: laid, rest, scale: floorScale, tooLong: false };
  // Not even the first paragraph fits: keep the lines that do and say so.
  const [first, ...others] = specs;
  const whole = layParagraph({ ...first!, size: half(first!.size * floorScale) }, box, box.y, align);
  const fitting = Math.max(1, Math.floor(box.h / (whole.size * LINE_HEIGHT)));
  return {
    paragraphs: [{ ...whole, lines: whole.lines.slice(0, fitting) }],
    rest: others,
    scale: floorScale,
    tooLong: true,
  };
}
