/**
 * Writes src/shared/pitch/layout-metrics.json: the advance widths of the fonts the deck PDF embeds
 * (DejaVu Sans and Serif, regular and bold), so the browser and the server measure a line alike
 * without shipping the font files to the browser. Only scripts drawn left to right without shaping
 * are listed (Latin, Greek, Cyrillic, punctuation and symbols); a character outside them is one the
 * export reports rather than draws. Run after changing the fonts: `npx tsx scripts/pitch-font-metrics.ts`.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import fontkit from '@pdf-lib/fontkit';

const require = createRequire(import.meta.url);
const fontDir = path.join(path.dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');

export const FONT_FILES = {
  sans: 'DejaVuSans.ttf',
  sansBold: 'DejaVuSans-Bold.ttf',
  serif: 'DejaVuSerif.ttf',
  serifBold: 'DejaVuSerif-Bold.ttf',
} as const;

/** Unicode blocks a deck may use: [first, last] code points. */
const BLOCKS: [number, number][] = [
  [0x20, 0x7e], // Basic Latin
  [0xa0, 0x24f], // Latin-1 Supplement, Latin Extended-A and -B
  [0x370, 0x3ff], // Greek and Coptic
  [0x400, 0x52f], // Cyrillic and its supplement
  [0x1e00, 0x1fff], // Latin Extended Additional (Vietnamese), Greek Extended
  [0x2000, 0x206f], // General Punctuation
  [0x20a0, 0x20cf], // Currency Symbols
  [0x2100, 0x214f], // Letterlike Symbols
  [0x2150, 0x218f], // Number Forms
  [0x2190, 0x21ff], // Arrows
  [0x2200, 0x22ff], // Mathematical Operators
  [0x25a0, 0x25ff], // Geometric Shapes
  [0x2600, 0x26ff], // Miscellaneous Symbols
  [0x2700, 0x27bf], // Dingbats
];

/** Runs of consecutive covered code points: [first code point, widths in font units…]. */
function runsOf(file: string): { unitsPerEm: number; ascent: number; descent: number; runs: number[][] } {
  const font = fontkit.create(fs.readFileSync(path.join(fontDir, file)));
  const runs: number[][] = [];
  let run: number[] | null = null;
  for (const [first, last] of BLOCKS) {
    for (let cp = first; cp <= last; cp++) {
      // Controls, combining marks and zero-width characters are not drawn as themselves.
      const drawable =
        font.hasGlyphForCodePoint(cp) && !/[\p{Cc}\p{Mn}\p{Cf}]/u.test(String.fromCodePoint(cp));
      if (!drawable) {
        run = null;
        continue;
      }
      const width = font.glyphForCodePoint(cp).advanceWidth;
      const previous: number = run ? (run[0] ?? 0) + run.length - 1 : -1;
      if (run && previous === cp) run.push(width);
      else {
        run = [cp, width];
        runs.push(run);
      }
    }
    run = null;
  }
  return { unitsPerEm: font.unitsPerEm, ascent: font.ascent, descent: font.descent, runs };
}

const out = Object.fromEntries(Object.entries(FONT_FILES).map(([face, file]) => [face, runsOf(file)]));
const target = path.join(import.meta.dirname, '../src/shared/pitch/layout-metrics.json');
fs.writeFileSync(target, `${JSON.stringify(out)}\n`);
console.log(`wrote ${target} (${fs.statSync(target).size} bytes)`);
