/**
 * Text rules the composer and the checker share: sentences, words, and the figures in a founder's
 * answers. Pure and dependency-free, so the browser runs them as the founder types.
 */

/** Abbreviations whose full stop does not end a sentence. */
const ABBREVIATIONS =
  /\b(?:e\.g|i\.e|etc|vs|inc|ltd|co|corp|approx|est|no|mr|mrs|ms|dr|st|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec)\.$/i;

/** Splits text into sentences and lines; empty pieces are dropped. */
export function splitSentences(text: string): string[] {
  const sentences: string[] = [];
  for (const line of text.split(/\r?\n/)) {
    const parts = line.split(/(?<=[.!?])\s+(?=["“'(]?[A-Z0-9$€£])/);
    let carry = '';
    for (const part of parts) {
      const piece = carry ? `${carry} ${part}` : part;
      if (ABBREVIATIONS.test(piece.trim())) {
        carry = piece;
        continue;
      }
      carry = '';
      const cleaned = cleanBullet(piece);
      if (cleaned) sentences.push(cleaned);
    }
    const rest = cleanBullet(carry);
    if (rest) sentences.push(rest);
  }
  return sentences;
}

/** The lines of a one-per-line answer, with list markers removed. */
export function splitLines(text: string): string[] {
  return text
    .split(/\r?\n|;\s+/)
    .map((line) => cleanBullet(line.replace(/^\s*(?:[-*•·]|\d+[.)])\s+/, '')))
    .filter(Boolean);
}

/** Trims a bullet: whitespace collapsed, no trailing full stop (bullets read better without). */
export function cleanBullet(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/(?<!\.\.)\.$/, '');
}

export function words(text: string): string[] {
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word));
}

export function countWords(text: string): number {
  return words(text).length;
}

/** Filler that adds words to a slide and nothing else. */
const FILLER: [RegExp, string][] = [
  [/^(?:we (?:believe|think|feel) (?:that )?|basically,? |essentially,? |in fact,? |simply put,? )/i, ''],
  [/\bin order to\b/gi, 'to'],
  [/\b(?:very|really|extremely|truly|incredibly) /gi, ''],
  [/\s*\([^)]*\)/g, ''],
];

/** A sentence without filler, capitalised and without a trailing full stop. */
export function stripFiller(sentence: string): string {
  let text = sentence;
  for (const [pattern, replacement] of FILLER) text = text.replace(pattern, replacement);
  text = cleanBullet(text);
  return text ? text.charAt(0).toUpperCase() + text.slice(1) : text;
}

// ——— Figures ———

const MULTIPLIERS: Record<string, number> = {
  k: 1e3,
  thousand: 1e3,
  m: 1e6,
  mm: 1e6,
  mn: 1e6,
  million: 1e6,
  b: 1e9,
  bn: 1e9,
  billion: 1e9,
  t: 1e12,
  tn: 1e12,
  trillion: 1e12,
};

export interface Figure {
  /** The figure as written in the answer, e.g. "$4.2B". */
  text: string;
  value: number;
  /** Currency symbol, or '%' for a percentage, or ''. */
  unit: string;
  /** Where in the source text it starts. */
  index: number;
}

const FIGURE =
  /([$€£])?\s?(\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)\s?(%|k|thousand|mm|mn|m|million|bn|b|billion|tn|t|trillion)?(?![\p{L}\d])/giu;

/** Every figure in a text, in order; bare years (1900–2099) are not figures. */
export function extractFigures(text: string): Figure[] {
  const figures: Figure[] = [];
  for (const match of text.matchAll(FIGURE)) {
    const [raw, currency = '', digits = '', suffix = ''] = match;
    const base = Number(digits.replace(/,/g, ''));
    if (!Number.isFinite(base)) continue;
    const lower = suffix.toLowerCase();
    if (!currency && !suffix && /^(19|20)\d\d$/.test(digits)) continue;
    const unit = lower === '%' ? '%' : currency;
    const value = lower === '%' ? base : base * (MULTIPLIERS[lower] ?? 1);
    figures.push({ text: raw.trim(), value, unit, index: match.index });
  }
  return figures;
}

export function hasFigure(text: string): boolean {
  return extractFigures(text).length > 0;
}

/** A money answer ("$4.2B", "900 million", "€45M") as a figure, or null. */
export function parseMoney(text: string): Figure | null {
  return extractFigures(text).find((figure) => figure.unit !== '%') ?? null;
}

/** Figures are written by the deck's one formatter; re-exported for the callers that read text. */
export { formatFigure } from './format.ts';

export interface SeriesPoint {
  label: string;
  value: number;
  unit: string;
}

/**
 * Labelled figures: "Jan 1200, Feb 1800" or one per line ("Q1: $20k"). An item without a label is
 * numbered; an item without a figure is skipped.
 */
export function parseSeries(text: string): SeriesPoint[] {
  const items = text.includes('\n') ? text.split(/\r?\n/) : text.split(/[,;]\s+(?=\D)/);
  const points: SeriesPoint[] = [];
  for (const item of items) {
    const trimmed = item.trim();
    if (!trimmed) continue;
    const figures = extractFigures(trimmed);
    const figure = figures[figures.length - 1];
    if (!figure) continue;
    const label =
      cleanBullet(trimmed.slice(0, figure.index).replace(/[:=—–-]+\s*$/, '')).slice(0, 40) ||
      `#${points.length + 1}`;
    points.push({ label, value: figure.value, unit: figure.unit });
  }
  return points;
}
