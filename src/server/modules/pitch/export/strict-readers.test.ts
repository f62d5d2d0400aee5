import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { composeDeck } from '#shared/pitch/composer.ts';
import { STRONG_ANSWERS } from '#shared/pitch/fixtures.ts';
import { deckToPdf } from './pdf.ts';

// The project's own read-back uses the library that wrote the file; an investor's tools do not.
// pdftotext (poppler, Debian's poppler-utils, installed by `.ci/run`) reads only the text layer.
const pdftotext = spawnSync('pdftotext', ['-v']).status === 0;

describe.skipIf(!pdftotext)('a deck PDF read by pdftotext', () => {
  it('gives every slide’s text, page by page', async () => {
    const slides = composeDeck('yc', STRONG_ANSWERS, { deckTitle: 'Lumen Ledger' });
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'deck-')), 'deck.pdf');
    fs.writeFileSync(file, await deckToPdf({ title: 'Lumen Ledger — seed', theme: 'midnight', slides }));
    const run = spawnSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    expect(run.status).toBe(0);
    // pdftotext ends each page with a form feed.
    const pages = run.stdout.split('\f').slice(0, -1);
    expect(pages).toHaveLength(slides.length);
    expect(pages[0]).toContain('Lumen Ledger');
    const market = slides.findIndex((slide) => slide.key === 'market');
    expect(pages[market]).toContain('$4.2B');
  });
});
