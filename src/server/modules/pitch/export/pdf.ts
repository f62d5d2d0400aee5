import { PDFDocument, degrees, rgb, type PDFFont, type PDFPage, type RGB } from 'pdf-lib';
import type { ChartLayout } from '#shared/pitch/layout-chart.ts';
import type { PageBlock, PageLayout } from '#shared/pitch/layout-geometry.ts';
import type { Face } from '#shared/pitch/layout-measure.ts';
import { getTheme, SLIDE_HEIGHT_PT, SLIDE_WIDTH_PT, type DeckTheme } from '#shared/pitch/themes.ts';
import { fontLoader } from './pdf-fonts.ts';
import { exportLayout, type ExportableDeck } from './deck-layout.ts';

function color(hexColor: string): RGB {
  const value = Number.parseInt(hexColor.slice(1), 16);
  return rgb(((value >> 16) & 255) / 255, ((value >> 8) & 255) / 255, (value & 255) / 255);
}

/** The layout's y runs down from the top; a PDF's runs up from the bottom. */
const flip = (y: number) => SLIDE_HEIGHT_PT - y;

/**
 * The deck as a PDF: one 16:9 page per laid-out page, text drawn as text (selectable and searchable)
 * in embedded Unicode fonts, charts drawn as bars and lines with their figures as text. A deck with
 * characters the fonts lack, or a block too long to fit, is refused before anything is drawn.
 */
export async function deckToPdf(deck: ExportableDeck): Promise<Uint8Array> {
  const theme = getTheme(deck.theme);
  const layout = exportLayout(deck);
  const doc = await PDFDocument.create();
  doc.setTitle(deck.title);
  doc.setCreator('Founder Flow');
  const font = fontLoader(doc);
  for (const laid of layout.pages)
    await drawPage(doc.addPage([SLIDE_WIDTH_PT, SLIDE_HEIGHT_PT]), laid, theme, font);
  return doc.save();
}

type Fonts = (face: Face) => Promise<PDFFont>;

async function drawPage(page: PDFPage, laid: PageLayout, theme: DeckTheme, font: Fonts) {
  page.drawRectangle({
    x: 0,
    y: 0,
    width: SLIDE_WIDTH_PT,
    height: SLIDE_HEIGHT_PT,
    color: color(theme.colors.background),
  });
  for (const rect of laid.rects) {
    page.drawRectangle({
      x: rect.box.x,
      y: flip(rect.box.y + rect.box.h),
      width: rect.box.w,
      height: rect.box.h,
      color: color(theme.colors[rect.fill]),
    });
  }
  for (const block of laid.blocks) await drawBlock(page, block, theme, font);
  if (laid.chart) await drawChart(page, laid.chart, theme, font);
}

async function drawBlock(page: PDFPage, block: PageBlock, theme: DeckTheme, font: Fonts) {
  for (const paragraph of block.paragraphs) {
    const face = await font(paragraph.face);
    if (paragraph.dot) {
      page.drawCircle({
        x: paragraph.dot.x,
        y: flip(paragraph.dot.y),
        size: paragraph.dot.r,
        color: color(theme.colors.accent),
      });
    }
    for (const line of paragraph.lines) {
      page.drawText(line.text, {
        x: line.x,
        y: flip(line.baseline),
        size: paragraph.size,
        font: face,
        color: color(theme.colors[paragraph.color]),
      });
    }
  }
}

/** Bars for a market, a line for traction; the labels where the layout put them. */
async function drawChart(page: PDFPage, chart: ChartLayout, theme: DeckTheme, font: Fonts) {
  await drawBlock(page, { ...chart.title, role: 'title', box: chart.box, align: 'center' }, theme, font);
  const series = theme.colors.chart;
  chart.marks.forEach((mark, i) => {
    const tint = color(series[mark.series % series.length] ?? theme.colors.accent);
    if (chart.kind === 'market') {
      page.drawRectangle({
        x: mark.box.x,
        y: flip(mark.box.y + mark.box.h),
        width: mark.box.w,
        height: mark.box.h,
        color: tint,
      });
      return;
    }
    const next = chart.marks[i + 1];
    if (next) {
      page.drawLine({
        start: { x: mark.box.x, y: flip(mark.box.y) },
        end: { x: next.box.x, y: flip(next.box.y) },
        thickness: 3,
        color: tint,
      });
    }
    page.drawCircle({ x: mark.box.x, y: flip(mark.box.y), size: 4, color: tint });
  });
  for (const text of chart.texts) {
    page.drawText(text.text, {
      x: text.x,
      y: flip(text.baseline),
      size: text.size,
      font: await font(text.face),
      color: color(theme.colors[text.color]),
      rotate: degrees(text.rotate),
    });
  }
}
