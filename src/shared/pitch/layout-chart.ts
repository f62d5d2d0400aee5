/**
 * A chart's picture on a slide: bars (market) or a line (traction) with every figure written by the
 * deck's formatter. Value labels shrink, then thin out (every second, third… is kept) so they never
 * touch; category labels wrap onto two lines, or turn 45° and are shortened with "…", always inside
 * the figure's box.
 */
import type { PitchChart } from '#shared/schemas/pitch.ts';
import { formatFigure } from './format.ts';
import { fitParagraphs, type Box, type ColorRole, type FitResult } from './layout-fit.ts';
import { measure, wrap, type Face } from './layout-measure.ts';

export interface ChartText {
  text: string;
  x: number;
  baseline: number;
  size: number;
  face: Face;
  color: ColorRole;
  /** Degrees counter-clockwise about (x, baseline). */
  rotate: number;
  /** The text's extent, for overlap and containment checks. */
  bbox: Box;
}

export interface ChartMark {
  /** The bar's box, or for a line chart a point (w = h = 0) at the value. */
  box: Box;
  series: number;
}

export interface ChartLayout {
  kind: PitchChart['kind'];
  box: Box;
  title: FitResult;
  marks: ChartMark[];
  texts: ChartText[];
}

const LABEL_FLOOR = 8;
const ROTATED_BAND = 96;
const COS45 = Math.SQRT1_2;

/** The largest size from `base` down to the floor at which `fits` holds, or null. */
function largestSize(base: number, fits: (size: number) => boolean): number | null {
  for (let size = base; size >= LABEL_FLOOR; size -= 0.5) if (fits(size)) return size;
  return null;
}

function valueTexts(values: string[], centres: number[], tops: number[], slot: number, base: number) {
  const widest = (size: number) => Math.max(...values.map((value) => measure(value, 'sansBold', size)));
  const size = largestSize(base, (s) => widest(s) <= slot * 0.92) ?? LABEL_FLOOR;
  const every = Math.max(1, Math.ceil(widest(size) / (slot * 0.92)));
  return values.flatMap((text, i): ChartText[] => {
    if (i % every !== 0) return [];
    const width = measure(text, 'sansBold', size);
    const x = (centres[i] ?? 0) - width / 2;
    const baseline = (tops[i] ?? 0) - 6;
    const bbox = { x, y: baseline - size, w: width, h: size * 1.25 };
    return [{ text, x, baseline, size, face: 'sansBold', color: 'text', rotate: 0, bbox }];
  });
}

function flatLabels(labels: string[], centres: number[], slot: number, top: number, base: number) {
  const width = slot * 0.92;
  const size = largestSize(base, (s) => labels.every((label) => wrap(label, 'sans', s, width).length <= 2));
  if (size === null) return null;
  const texts = labels.flatMap((label, i) =>
    wrap(label, 'sans', size, width).map((line, row): ChartText => {
      const w = measure(line, 'sans', size);
      const x = (centres[i] ?? 0) - w / 2;
      const baseline = top + size * (0.93 + row * 1.2);
      return {
        text: line,
        x,
        baseline,
        size,
        face: 'sans',
        color: 'muted',
        rotate: 0,
        bbox: { x, y: baseline - size, w, h: size * 1.25 },
      };
    }),
  );
  return { texts, height: size * 2.4 + 4 };
}

/** `text` cut with "…" to at most `width` points. */
function shorten(text: string, size: number, width: number): string {
  if (measure(text, 'sans', size) <= width) return text;
  let cut = [...text];
  while (cut.length > 1 && measure(`${cut.join('').trimEnd()}…`, 'sans', size) > width)
    cut = cut.slice(0, -1);
  return `${cut.join('').trimEnd()}…`;
}

function rotatedLabels(labels: string[], centres: number[], box: Box, top: number): ChartText[] {
  const size = LABEL_FLOOR + 1;
  return labels.map((label, i) => {
    const cx = centres[i] ?? 0;
    // The label ends under its bar and runs down-left, never past the figure's left edge or bottom.
    const room = Math.min(ROTATED_BAND - size * 1.2, cx - box.x - size) / COS45;
    const text = shorten(label, size, Math.max(room, size));
    const run = measure(text, 'sans', size) * COS45;
    const x = cx - run;
    const baseline = top + size * 0.7 + run;
    const bbox = { x: x - size * COS45, y: top, w: run + size * COS45 + 2, h: run + size };
    return { text, x, baseline, size, face: 'sans', color: 'muted', rotate: 45, bbox };
  });
}

export function layoutChart(chart: PitchChart, box: Box, caption: number): ChartLayout {
  const title = fitParagraphs(
    [{ text: chart.title, face: 'sansBold', size: caption + 2, color: 'text' }],
    { ...box, h: 30 },
    LABEL_FLOOR / (caption + 2),
    'center',
  );
  const plot = { x: box.x + 14, w: box.w - 28 };
  const count = chart.points.length;
  const slot = plot.w / count;
  const centres = chart.points.map((_, i) => plot.x + slot * (i + 0.5));
  const labels = chart.points.map((point) => point.label);
  const flat = flatLabels(labels, centres, slot, 0, caption);
  const bandHeight = flat ? flat.height : ROTATED_BAND;
  const baseY = box.y + box.h - bandHeight - 6;
  const plotTop = box.y + 36 + caption * 1.6;
  const max = Math.max(...chart.points.map((point) => point.value), 1);
  const tops = chart.points.map((point) => baseY - (point.value / max) * (baseY - plotTop));
  const marks = chart.points.map((_, i): ChartMark => {
    const top = tops[i] ?? baseY;
    const cx = centres[i] ?? 0;
    if (chart.kind === 'traction') return { box: { x: cx, y: top, w: 0, h: 0 }, series: 0 };
    const w = slot * 0.6;
    return { box: { x: cx - w / 2, y: Math.min(top, baseY - 1), w, h: Math.max(baseY - top, 1) }, series: i };
  });
  const values = chart.points.map((point) => formatFigure(point.value, chart.unit));
  const labelTop = baseY + 6;
  const labelTexts = flat
    ? (flatLabels(labels, centres, slot, labelTop, caption)?.texts ?? [])
    : rotatedLabels(labels, centres, box, labelTop);
  const texts = [...valueTexts(values, centres, tops, slot, caption), ...labelTexts];
  return { kind: chart.kind, box, title, marks, texts };
}
