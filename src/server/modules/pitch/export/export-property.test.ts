import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { composeDeck } from '#shared/pitch/composer.ts';
import { STRONG_ANSWERS } from '#shared/pitch/fixtures.ts';
import {
  CHART_POINTS_MAX,
  FRAMEWORK_IDS,
  SLIDE_BULLET_MAX,
  SLIDE_BULLETS_MAX,
  SLIDE_LAYOUTS,
  SLIDE_TITLE_MAX,
} from '#shared/pitch/frameworks.ts';
import { layoutDeck } from '#shared/pitch/layout.ts';
import type { Box } from '#shared/pitch/layout-fit.ts';
import { THEME_IDS, getTheme } from '#shared/pitch/themes.ts';
import type { PitchSlide } from '#shared/schemas/pitch.ts';
import { defined } from '#shared/testing/defined.ts';
import { deckToPdf } from './pdf.ts';
import { deckToPptx } from './pptx.ts';
import { packageProblems } from './pptx-validate.ts';

// Decks at the API's limits in every framework, layout and theme, checked by the programs that read them.
const readers = spawnSync('pdftotext', ['-v']).status === 0 && spawnSync('qpdf', ['--version']).status === 0;

const word = fc.stringMatching(/^[A-Za-zŁłóźКиївΑθήνα0-9$%]{1,14}$/);
const text = (max: number) =>
  fc.array(word, { minLength: 1, maxLength: 60 }).map((words) => words.join(' ').slice(0, max).trim() || 'x');

const slideArb = fc.record({
  layout: fc.constantFrom(...SLIDE_LAYOUTS),
  title: text(SLIDE_TITLE_MAX),
  bullets: fc.array(text(SLIDE_BULLET_MAX), { maxLength: SLIDE_BULLETS_MAX }),
  values: fc.array(fc.double({ min: 0, max: 1e13, noNaN: true }), {
    minLength: 1,
    maxLength: CHART_POINTS_MAX,
  }),
  label: text(40),
});

type Drawn = typeof slideArb extends fc.Arbitrary<infer T> ? T : never;

const inside = (inner: Box, outer: Box, slack = 1.5) =>
  inner.x >= outer.x - slack &&
  inner.y >= outer.y - slack &&
  inner.x + inner.w <= outer.x + outer.w + slack &&
  inner.y + inner.h <= outer.y + outer.h + slack;

function toSlide(base: PitchSlide, drawn: Drawn): PitchSlide {
  return {
    ...base,
    layout: drawn.layout,
    title: drawn.title,
    bullets: drawn.bullets,
    bigNumber: { value: `$${drawn.values[0]?.toFixed(0) ?? 1}`.slice(0, 40), label: drawn.label },
    chart: {
      kind: drawn.values.length % 2 ? 'market' : 'traction',
      title: drawn.label,
      unit: '$',
      points: drawn.values.map((value, i) => ({ label: `${drawn.label.slice(0, 30)} ${i}`, value })),
    },
  };
}

function pdfWords(bytes: Uint8Array): Box[][] {
  const run = spawnSync('pdftotext', ['-bbox-layout', '-', '-'], { input: bytes, encoding: 'utf8' });
  return run.stdout
    .split('<page ')
    .slice(1)
    .map((page) =>
      [...page.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)"/g)].map(
        (m) => {
          const [x0, y0, x1, y1] = m.slice(1).map(Number);
          return { x: x0 ?? 0, y: y0 ?? 0, w: (x1 ?? 0) - (x0 ?? 0), h: (y1 ?? 0) - (y0 ?? 0) };
        },
      ),
    );
}

describe.skipIf(!readers)('exports of decks at the API limits', () => {
  it('keep every word inside the page and its block, and both files sound', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...FRAMEWORK_IDS),
        fc.constantFrom(...THEME_IDS),
        fc.array(slideArb, { minLength: 1, maxLength: 4 }),
        async (framework, theme, drawn) => {
          const base = composeDeck(framework, STRONG_ANSWERS, { deckTitle: 'Lumen' });
          const slides = drawn.map((d, i) => toSlide(defined(base[i % base.length]), d));
          const deck = { title: 'Limits', theme, slides };
          const layout = layoutDeck(slides, getTheme(theme));
          expect(layout.problems).toEqual([]);
          const page = { x: 0, y: 0, w: 960, h: 540 };
          const pdf = await deckToPdf(deck);
          const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'deck-')), 'deck.pdf');
          fs.writeFileSync(file, pdf);
          // qpdf exits 0 when the file is sound, 3 for warnings only, 2 for errors.
          expect(spawnSync('qpdf', ['--check', file]).status).toBe(0);
          pdfWords(pdf).forEach((words, i) => {
            const laid = layout.pages[i];
            const boxes = [
              ...(laid?.blocks.map((b) => b.box) ?? []),
              ...(laid?.chart ? [laid.chart.box] : []),
            ];
            for (const w of words) {
              expect(inside(w, page, 0)).toBe(true);
              expect(boxes.some((box) => inside(w, box, 3))).toBe(true);
            }
          });
          const pptx = await deckToPptx(deck);
          expect(packageProblems(pptx)).toEqual([]);
          for (const [name, data] of Object.entries(unzipSync(pptx))) {
            if (!/^ppt\/slides\/slide\d+\.xml$/.test(name)) continue;
            for (const m of strFromU8(data).matchAll(
              /<a:off x="(-?\d+)" y="(-?\d+)"\/><a:ext cx="(\d+)" cy="(\d+)"\/>/g,
            )) {
              const [x, y, cx, cy] = m.slice(1).map(Number);
              expect(
                inside(
                  { x: x ?? 0, y: y ?? 0, w: cx ?? 0, h: cy ?? 0 },
                  { x: 0, y: 0, w: 12192000, h: 6858000 },
                  20000,
                ),
              ).toBe(true);
            }
          }
        },
      ),
      { numRuns: 20 },
    );
  }, 120_000);
});
