import PptxGenJS from 'pptxgenjs';
import { formatFigure } from '#shared/pitch/format.ts';
import type { ChartLayout } from '#shared/pitch/layout-chart.ts';
import type { Box } from '#shared/pitch/layout-fit.ts';
import type { PageBlock, PageLayout } from '#shared/pitch/layout-geometry.ts';
import type { Face } from '#shared/pitch/layout-measure.ts';
import { getTheme, type DeckTheme } from '#shared/pitch/themes.ts';
import type { PitchChart } from '#shared/schemas/pitch.ts';
import { exportLayout, type ExportableDeck } from './deck-layout.ts';
import { finishPackage } from './pptx-package.ts';

export type { ExportableDeck } from './deck-layout.ts';

const hex = (color: string) => color.replace('#', '').toUpperCase();
/** The layout is in points; pptxgenjs places shapes in inches. */
const inches = (box: Box) => ({ x: box.x / 72, y: box.y / 72, w: box.w / 72, h: box.h / 72 });
const isBold = (face: Face) => face === 'sansBold' || face === 'serifBold';

/**
 * The deck as a PowerPoint file that stays editable: every block of the shared layout is a native
 * text box at its measured size, in the theme's fonts and colours; market and traction figures are
 * native charts (their data editable) with each value labelled by the deck's formatter; the speaker
 * notes are the slides' notes pages.
 */
export async function deckToPptx(deck: ExportableDeck): Promise<Buffer> {
  const theme = getTheme(deck.theme);
  const layout = exportLayout(deck);
  const pptx = new PptxGenJS();
  pptx.layout = 'LAYOUT_WIDE';
  pptx.title = deck.title;
  pptx.company = 'Founder Flow';
  pptx.theme = { headFontFace: theme.fonts.pptxHeading, bodyFontFace: theme.fonts.pptxBody };
  const chartLabels: string[][] = [];
  for (const laid of layout.pages) {
    const page = pptx.addSlide();
    page.background = { color: hex(theme.colors.background) };
    drawPage(page, laid, theme);
    const chart = laid.chart && deck.slides[laid.slideIndex]?.chart;
    if (laid.chart && chart) {
      drawChart(pptx, page, laid.chart, chart, theme);
      chartLabels.push(chart.points.map((point) => formatFigure(point.value, chart.unit)));
    }
    if (laid.notes.trim()) page.addNotes(laid.notes);
  }
  const out = await pptx.write({ outputType: 'uint8array' });
  if (!(out instanceof Uint8Array)) throw new Error('pptxgenjs wrote no bytes');
  return Buffer.from(finishPackage(out, chartLabels));
}

type Page = PptxGenJS.Slide;

function drawPage(page: Page, laid: PageLayout, theme: DeckTheme) {
  for (const rect of laid.rects) {
    page.addShape(rect.rounded ? 'roundRect' : 'rect', {
      ...inches(rect.box),
      fill: { color: hex(theme.colors[rect.fill]) },
      line: { type: 'none' },
      ...(rect.rounded ? { rectRadius: 0.12 } : {}),
    });
  }
  for (const block of laid.blocks) drawBlock(page, block, theme);
}

/** One text box per block, each paragraph at the size the layout measured for it. */
function drawBlock(page: Page, block: PageBlock, theme: DeckTheme) {
  const runs = block.paragraphs.map((paragraph, i): PptxGenJS.TextProps => ({
    text: paragraph.lines.map((line) => line.text).join(' '),
    options: {
      fontFace:
        paragraph.face === 'sans' || paragraph.face === 'serif'
          ? theme.fonts.pptxBody
          : theme.fonts.pptxHeading,
      fontSize: paragraph.size,
      bold: isBold(paragraph.face),
      color: hex(theme.colors[paragraph.color]),
      lineSpacing: paragraph.size * 1.2,
      paraSpaceAfter: i < block.paragraphs.length - 1 ? paragraph.size * 0.4 : 0,
      breakLine: i < block.paragraphs.length - 1,
      ...(paragraph.bullet ? { bullet: { indent: paragraph.size * 1.1 } } : {}),
    },
  }));
  if (runs.length === 0) return;
  page.addText(runs, { ...inches(block.box), margin: 0, valign: 'top', align: block.align, fit: 'shrink' });
}

function drawChart(pptx: PptxGenJS, page: Page, laid: ChartLayout, chart: PitchChart, theme: DeckTheme) {
  const data = [
    {
      name: chart.title,
      labels: chart.points.map((point) => point.label),
      values: chart.points.map((point) => point.value),
    },
  ];
  const rotated = laid.texts.some((text) => text.rotate !== 0);
  const common: PptxGenJS.IChartOpts = {
    ...inches(laid.box),
    altText: `${chart.title}: ${chart.points.map((point) => `${point.label} ${formatFigure(point.value, chart.unit)}`).join(', ')}`,
    chartColors: theme.colors.chart.map(hex),
    showTitle: true,
    title: chart.title,
    titleColor: hex(theme.colors.text),
    titleFontFace: theme.fonts.pptxHeading,
    titleFontSize: laid.title.paragraphs[0]?.size ?? theme.scale.caption,
    catAxisLabelColor: hex(theme.colors.muted),
    catAxisLabelFontFace: theme.fonts.pptxBody,
    catAxisLabelFontSize: laid.texts.find((text) => text.color === 'muted')?.size ?? theme.scale.caption,
    ...(rotated ? { catAxisLabelRotate: -45 } : {}),
    valAxisHidden: true,
    valGridLine: { style: 'none' },
    showValue: true,
    dataLabelColor: hex(theme.colors.text),
    dataLabelFontSize: laid.texts.find((text) => text.color === 'text')?.size ?? theme.scale.caption,
    // Each point's label is written out by finishPackage; this format is the fallback.
    dataLabelFormatCode: '#,##0',
    showLegend: false,
  };
  if (chart.kind === 'market') {
    page.addChart(pptx.ChartType.bar, data, { ...common, barDir: 'col', barGapWidthPct: 60 });
    return;
  }
  page.addChart(pptx.ChartType.line, data, {
    ...common,
    lineSize: 3,
    lineDataSymbol: 'circle',
    lineDataSymbolSize: 8,
    dataLabelPosition: 't',
  });
}
