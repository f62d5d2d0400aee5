import { XMLValidator } from 'fast-xml-parser';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { composeDeck } from '#shared/pitch/composer.ts';
import { STRONG_ANSWERS } from '#shared/pitch/fixtures.ts';
import { SLIDE_LAYOUTS } from '#shared/pitch/frameworks.ts';
import { THEME_IDS, getTheme } from '#shared/pitch/themes.ts';
import { AppError } from '#server/errors.ts';
import { defined } from '#shared/testing/defined.ts';
import { deckToPdf } from './pdf.ts';
import { deckToPptx } from './pptx.ts';
import { readPdf, readPptx } from './read-back.ts';

const deck = (theme: string = 'midnight') => ({
  title: 'Lumen Ledger — seed',
  theme,
  slides: composeDeck('yc', STRONG_ANSWERS, { deckTitle: 'Lumen Ledger' }),
});

describe('PPTX export', () => {
  it('writes every slide as editable text, native charts for market and traction, and speaker notes', async () => {
    const source = deck('paper');
    // The fixture deck has every layout: title, bullets, big number, two columns, team grid, chart.
    expect(new Set(source.slides.map((slide) => slide.layout))).toEqual(new Set(SLIDE_LAYOUTS));
    const pptx = readPptx(await deckToPptx(source));
    expect(pptx.slides).toHaveLength(source.slides.length);
    source.slides.forEach((slide, i) => {
      expect(pptx.slides[i]).toContain(slide.title);
      // A team card splits "Name — role — why" into three runs.
      for (const bullet of slide.bullets) {
        for (const part of slide.layout === 'teamGrid' ? bullet.split(' — ') : [bullet]) {
          expect(pptx.slides[i]).toContain(part);
        }
      }
    });
    expect(pptx.slides[0]).toContain('Bookkeeping that closes the month');
    // Two native charts (market bars, traction line), each with its data in the chart part.
    const charts = Object.values(pptx.charts);
    expect(charts).toHaveLength(2);
    expect(
      charts.some((xml) => xml.includes('<c:barChart>') && xml.includes('TAM') && xml.includes('4200000000')),
    ).toBe(true);
    expect(charts.some((xml) => xml.includes('<c:lineChart>') && xml.includes('5400'))).toBe(true);
    expect(pptx.notes.join(' ')).toContain('Aim: Growth over time');
    // Every XML part is well-formed (an office suite refuses or "repairs" a file whose parts are not).
    const parts = unzipSync(await deckToPptx(source));
    for (const [name, data] of Object.entries(parts)) {
      if (name.endsWith('.xml') || name.endsWith('.rels'))
        expect(XMLValidator.validate(strFromU8(data)), name).toBe(true);
    }
  });

  it('uses each theme’s fonts and colours', async () => {
    for (const id of THEME_IDS) {
      const theme = getTheme(id);
      const bytes = await deckToPptx({ ...deck(id), slides: deck(id).slides.slice(0, 2) });
      const slideXml = strFromU8(unzipSync(bytes)['ppt/slides/slide2.xml']!);
      expect(slideXml).toContain(`typeface="${theme.fonts.pptxHeading}"`);
      expect(slideXml).toContain(theme.colors.background.slice(1).toUpperCase());
      expect(slideXml).toContain(theme.colors.accent.slice(1).toUpperCase());
    }
  });
});

describe('PDF export', () => {
  it('writes one 16:9 page per slide with the slides’ text as text', async () => {
    const source = deck();
    const pdf = await readPdf(await deckToPdf(source));
    expect(pdf.pages).toHaveLength(source.slides.length);
    expect(pdf.sizes.every(([w, h]) => w === 960 && h === 540)).toBe(true);
    const all = pdf.pages.join('\n');
    expect(pdf.pages[0]).toContain('Lumen Ledger');
    expect(all).toContain('Café owners spend two evenings');
    expect(pdf.pages[source.slides.findIndex((s) => s.key === 'market')]).toContain('$4.2B');
    expect(pdf.pages[source.slides.findIndex((s) => s.key === 'ask')]).toContain('$1.5M');
  });

  it('writes Polish, Ukrainian and Greek in embedded fonts that read back as written', async () => {
    const slides = deck().slides.slice(0, 2);
    slides[0] = { ...defined(slides[0]), title: 'Łódź' };
    slides[1] = { ...defined(slides[1]), bullets: ['Kyiv — Київ', 'Αθήνα'] };
    const pdf = await readPdf(await deckToPdf({ title: 'Unicode', theme: 'forest', slides }));
    expect(pdf.pages[0]).toContain('Łódź');
    expect(pdf.pages[1]).toContain('Kyiv — Київ');
    expect(pdf.pages[1]).toContain('Αθήνα');
  });

  it('refuses characters no embedded font has, naming them and the slide, in both exports', async () => {
    const slides = deck().slides.slice(0, 2);
    slides[1] = { ...defined(slides[1]), bullets: ['Lumen 光 Ledger 🚀'] };
    const source = { title: 'Unicode', theme: 'forest', slides };
    for (const exporter of [deckToPdf, deckToPptx]) {
      const error = await exporter(source).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(AppError);
      expect(error).toMatchObject({ code: 'deck_not_exportable', status: 422 });
      expect(error).toMatchObject({ message: expect.stringContaining('Slide 2 ("Problem") uses "光" "🚀"') });
    }
  });
});
