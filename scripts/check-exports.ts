/**
 * Opens the deck exports in LibreOffice, as an investor might: the three framework decks and a
 * stress deck (every slide at the API's limits) are written as PPTX, converted to PDF by
 * `soffice --headless --convert-to pdf`, and read back with pdftotext. Checks the page count and
 * that every page's title comes back; prints figures. Not part of `npm test` (LibreOffice is slow).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { deckToPdf, deckToPptx } from '#server/modules/pitch/index.ts';
import { composeDeck } from '#shared/pitch/composer.ts';
import { STRONG_ANSWERS } from '#shared/pitch/fixtures.ts';
import { SLIDE_BULLET_MAX, SLIDE_BULLETS_MAX } from '#shared/pitch/frameworks.ts';
import { layoutDeck } from '#shared/pitch/layout.ts';
import { getTheme } from '#shared/pitch/themes.ts';
import type { PitchSlide } from '#shared/schemas/pitch.ts';

const long = (seed: string, max: number) =>
  `${seed} `
    .repeat(Math.ceil(max / (seed.length + 1)))
    .slice(0, max)
    .trim();

function stress(slides: PitchSlide[]): PitchSlide[] {
  return slides.map((slide) => ({
    ...slide,
    bullets: Array.from({ length: SLIDE_BULLETS_MAX }, (_, i) =>
      long(`Łódź Київ Αθήνα point ${i + 1}`, SLIDE_BULLET_MAX),
    ),
  }));
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'check-exports-'));
const decks = [
  { name: 'yc', slides: composeDeck('yc', STRONG_ANSWERS, { deckTitle: 'Lumen Ledger' }) },
  { name: 'sequoia', slides: composeDeck('sequoia', STRONG_ANSWERS, { deckTitle: 'Lumen Ledger' }) },
  { name: 'kawasaki', slides: composeDeck('kawasaki', STRONG_ANSWERS, { deckTitle: 'Lumen Ledger' }) },
  { name: 'stress', slides: stress(composeDeck('yc', STRONG_ANSWERS, { deckTitle: 'Lumen Ledger' })) },
];

let failures = 0;
for (const { name, slides } of decks) {
  const deck = { title: name, theme: 'midnight', slides };
  const pages = layoutDeck(slides, getTheme(deck.theme)).pages;
  const pptxFile = path.join(dir, `${name}.pptx`);
  fs.writeFileSync(pptxFile, await deckToPptx(deck));
  fs.writeFileSync(path.join(dir, `${name}.pdf-direct.pdf`), await deckToPdf(deck));
  const started = performance.now();
  const convert = spawnSync('soffice', ['--headless', '--convert-to', 'pdf', '--outdir', dir, pptxFile], {
    encoding: 'utf8',
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const text = spawnSync('pdftotext', ['-layout', path.join(dir, `${name}.pdf`), '-'], { encoding: 'utf8' });
  if (convert.status !== 0 || text.status !== 0) {
    console.log(`${name}: conversion failed ${convert.stderr}${text.stderr}`);
    failures++;
    continue;
  }
  const read = text.stdout.split('\f').slice(0, -1);
  const squash = (s: string) => s.replace(/\s+/g, '');
  const missing = pages.filter((page, i) => !squash(read[i] ?? '').includes(squash(page.title).slice(0, 30)));
  const ok = read.length === pages.length && missing.length === 0;
  if (!ok) failures++;
  console.log(
    `${name}: ${slides.length} slides → ${pages.length} pages; LibreOffice gave ${read.length} pages in ${seconds} s; ` +
      `titles missing: ${missing.length ? missing.map((page) => page.title).join(' | ') : 'none'} ${ok ? 'OK' : 'FAIL'}`,
  );
}
console.log(`files in ${dir}`);
process.exit(failures ? 1 : 0);
