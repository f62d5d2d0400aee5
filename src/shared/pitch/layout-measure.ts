/**
 * Measuring text as the deck PDF draws it: advance widths of the embedded fonts (DejaVu Sans and
 * Serif, regular and bold), read from the font files by scripts/pitch-font-metrics.ts into a JSON
 * table, so the browser and the server wrap a line at the same word.
 */
import metrics from './layout-metrics.json' with { type: 'json' };

export const FACES = ['sans', 'sansBold', 'serif', 'serifBold'] as const;
export type Face = (typeof FACES)[number];

interface FaceMetrics {
  unitsPerEm: number;
  widths: Map<number, number>;
}

function load(face: Face): FaceMetrics {
  const { unitsPerEm, runs } = metrics[face];
  const widths = new Map<number, number>();
  for (const [first = 0, ...run] of runs) run.forEach((width, i) => widths.set(first + i, width));
  return { unitsPerEm, widths };
}

const tables = new Map<Face, FaceMetrics>();
function table(face: Face): FaceMetrics {
  let found = tables.get(face);
  if (!found) {
    found = load(face);
    tables.set(face, found);
  }
  return found;
}

/** The form text is measured and drawn in: composed (NFC), tabs and line breaks as spaces. */
export const drawable = (text: string) => text.normalize('NFC').replace(/[\t\r\n]+/g, ' ');

/** Width in points of `text` at `size` points (a character the fonts lack counts as an em). */
export function measure(text: string, face: Face, size: number): number {
  const { unitsPerEm, widths } = table(face);
  let units = 0;
  for (const char of text) units += widths.get(char.codePointAt(0) ?? 0) ?? unitsPerEm;
  return (units / unitsPerEm) * size;
}

/** The characters of `text` the deck's fonts cannot draw, each once, in order. */
export function missingCharacters(text: string): string[] {
  const missing = new Set<string>();
  for (const char of drawable(text)) {
    const cp = char.codePointAt(0) ?? 0;
    if (char !== ' ' && FACES.some((face) => !table(face).widths.has(cp))) missing.add(char);
  }
  return [...missing];
}

/** A word wider than the line is cut between characters so nothing runs past the edge. */
function breakWord(word: string, face: Face, size: number, width: number): string[] {
  const pieces: string[] = [];
  let piece = '';
  for (const char of word) {
    if (piece && measure(piece + char, face, size) > width) {
      pieces.push(piece);
      piece = char;
    } else piece += char;
  }
  if (piece) pieces.push(piece);
  return pieces;
}

/** `text` broken into lines no wider than `width` points, at spaces where it can be. */
export function wrap(text: string, face: Face, size: number, width: number): string[] {
  const lines: string[] = [];
  const space = measure(' ', face, size);
  let line = '';
  let lineWidth = 0;
  for (const word of drawable(text).split(' ').filter(Boolean)) {
    // Widths add up (the fonts are drawn without kerning), so a line is measured a word at a time.
    const wordWidth = measure(word, face, size);
    if (line && lineWidth + space + wordWidth <= width) {
      line += ` ${word}`;
      lineWidth += space + wordWidth;
      continue;
    }
    if (line) lines.push(line);
    const pieces = wordWidth <= width ? [word] : breakWord(word, face, size, width);
    line = pieces.pop() ?? '';
    lineWidth = measure(line, face, size);
    lines.push(...pieces);
  }
  if (line) lines.push(line);
  return lines;
}
