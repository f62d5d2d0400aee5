/**
 * The one way a deck writes a figure: on the slide, in a chart's labels, in present mode, in the PDF
 * and in the PPTX. Each value is shortened by its own magnitude ($45K, $45M, $4.5B), never by the
 * largest value beside it, so a small bar next to a big one still reads right.
 */

const STEPS: readonly [number, string][] = [
  [1e12, 'T'],
  [1e9, 'B'],
  [1e6, 'M'],
  [1e3, 'K'],
];

/** Three significant figures at most: 4.2, 45, 900 (a slide is not a spreadsheet). */
function short(value: number): string {
  const rounded = value >= 100 ? Math.round(value) : Math.round(value * 10) / 10;
  return String(rounded);
}

/**
 * A figure written short: `formatFigure(45e6, '$')` is "$45M", `formatFigure(12, '%')` is "12%".
 * `unit` is a currency symbol written before the number, '%' written after it, or ''.
 */
export function formatFigure(value: number, unit: string): string {
  if (unit === '%') return `${short(value)}%`;
  const sign = value < 0 ? '-' : '';
  const size = Math.abs(value);
  for (const [index, [step, suffix]] of STEPS.entries()) {
    if (size < step) continue;
    const scaled = short(size / step);
    // 999,960 rounds to "1000K": that is $1M, the next step up.
    if (scaled === '1000' && index > 0) return `${sign}${unit}1${STEPS[index - 1]?.[1] ?? ''}`;
    return `${sign}${unit}${scaled}${suffix}`;
  }
  const scaled = short(size);
  return scaled === '1000' ? `${sign}${unit}1K` : `${sign}${unit}${scaled}`;
}
