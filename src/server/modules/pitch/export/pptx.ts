import PptxGenJS from 'pptxgenjs';
import { getTheme, type DeckTheme } from '#shared/pitch/themes.ts';
import { formatFigure } from '#shared/pitch/format.ts';
import type { PitchSlide } from '#shared/schemas/pitch.ts';
import {
  ACCENT_BAR,
  BODY_BOX,
  BODY_LEFT,
  COLUMN_LEFT,
  COLUMN_RIGHT,
  FIGURE_RIGHT,
  TITLE_BOX,
  columns,
  teamCards,
  teamMember,
  type Box,
} from './layout.ts';
import { finishPackage } from './pptx-package.ts';

export interface ExportableDeck {
  title: string;
  theme: string;
  slides: PitchSlide[];
}

const hex = (color: string) => color.replace('#', '').toUpperCase();

/**
 * The deck as a PowerPoint file that stays editable: every title and bullet is a real text box in the
 * theme's fonts and colours, market and traction figures are native charts (their data editable in
 * PowerPoint, Keynote and LibreOffice), and the speaker notes are the slides' notes.
 */
export async function deckToPptx(deck: ExportableDeck): Promise<Buffer> {
  const theme = getTheme(deck.theme);
  const pptx = new PptxGenJS();
  pptx.layout = 'LAYOUT_WIDE';
  pptx.title = deck.title;
  pptx.company = 'Founder Flow';
  pptx.theme = { headFontFace: theme.fonts.pptxHeading, bodyFontFace: theme.fonts.pptxBody };

  const chartLabels: string[][] = [];
  for (const slide of deck.slides) {
    const page = pptx.addSlide();
    page.background = { color: hex(theme.colors.background) };
    if (slide.layout === 'title') drawTitleSlide(page, slide, theme);
    else {
      drawHeading(page, slide.title, theme);
      drawBody(pptx, page, slide, theme);
    }
    if (slide.notes.trim()) page.addNotes(slide.notes);
    if (slide.layout === 'chart' && slide.chart) {
      const { unit, points } = slide.chart;
      chartLabels.push(points.map((point) => formatFigure(point.value, unit)));
    }
  }
  const out = await pptx.write({ outputType: 'uint8array' });
  if (!(out instanceof Uint8Array)) throw new Error('pptxgenjs wrote no bytes');
  return Buffer.from(finishPackage(out, chartLabels));
}

type Page = PptxGenJS.Slide;

function text(
  theme: DeckTheme,
  size: number,
  extra: PptxGenJS.TextPropsOptions = {},
): PptxGenJS.TextPropsOptions {
  return {
    fontFace: theme.fonts.pptxBody,
    fontSize: size,
    color: hex(theme.colors.text),
    valign: 'top',
    margin: 0,
    ...extra,
  };
}

function drawHeading(page: Page, title: string, theme: DeckTheme) {
  page.addText(title, {
    ...text(theme, theme.scale.heading, { fontFace: theme.fonts.pptxHeading, bold: true, valign: 'bottom' }),
    ...TITLE_BOX,
    fit: 'shrink',
  });
  page.addShape('rect', { ...ACCENT_BAR, fill: { color: hex(theme.colors.accent) }, line: { type: 'none' } });
}

function bulletList(page: Page, bullets: string[], box: Box, theme: DeckTheme, heading?: string) {
  const runs: PptxGenJS.TextProps[] = [];
  if (heading) {
    runs.push({
      text: heading,
      options: { bold: true, color: hex(theme.colors.accent), breakLine: true, paraSpaceAfter: 8 },
    });
  }
  for (const bullet of bullets) {
    runs.push({ text: bullet, options: { bullet: { indent: 18 }, breakLine: true, paraSpaceAfter: 10 } });
  }
  if (runs.length === 0) return;
  page.addText(runs, { ...text(theme, theme.scale.body), ...box, fit: 'shrink' });
}

function drawTitleSlide(page: Page, slide: PitchSlide, theme: DeckTheme) {
  page.addShape('rect', {
    x: 0,
    y: 0,
    w: 0.35,
    h: 7.5,
    fill: { color: hex(theme.colors.accent) },
    line: { type: 'none' },
  });
  page.addText(slide.title, {
    ...text(theme, theme.scale.title, { fontFace: theme.fonts.pptxHeading, bold: true, valign: 'bottom' }),
    x: 0.9,
    y: 1.6,
    w: 11.5,
    h: 1.9,
    fit: 'shrink',
  });
  if (slide.subtitle) {
    page.addText(slide.subtitle, {
      ...text(theme, Math.round(theme.scale.heading * 0.7), { color: hex(theme.colors.accent) }),
      x: 0.9,
      y: 3.7,
      w: 11.5,
      h: 1.2,
      fit: 'shrink',
    });
  }
  if (slide.bullets.length) {
    page.addText(slide.bullets.join('\n'), {
      ...text(theme, theme.scale.body, { color: hex(theme.colors.muted) }),
      x: 0.9,
      y: 5.1,
      w: 11.5,
      h: 1.6,
      fit: 'shrink',
    });
  }
}

function drawBody(pptx: PptxGenJS, page: Page, slide: PitchSlide, theme: DeckTheme) {
  switch (slide.layout) {
    case 'twoColumns': {
      const [left, right] = columns(slide);
      bulletList(page, left, COLUMN_LEFT, theme, slide.columnTitles?.[0]);
      bulletList(page, right, COLUMN_RIGHT, theme, slide.columnTitles?.[1]);
      return;
    }
    case 'teamGrid': {
      const boxes = teamCards(slide.bullets.length);
      boxes.forEach((box, i) => {
        const member = teamMember(slide.bullets[i] ?? '');
        page.addShape('roundRect', {
          ...box,
          fill: { color: hex(theme.colors.surface) },
          line: { type: 'none' },
          rectRadius: 0.12,
        });
        page.addText(
          [
            { text: member.name, options: { bold: true, breakLine: true, fontSize: theme.scale.body + 2 } },
            { text: member.role, options: { color: hex(theme.colors.accent), breakLine: true } },
            { text: member.why, options: { color: hex(theme.colors.muted), fontSize: theme.scale.body - 4 } },
          ],
          {
            ...text(theme, theme.scale.body),
            x: box.x + 0.25,
            y: box.y + 0.25,
            w: box.w - 0.5,
            h: box.h - 0.5,
            fit: 'shrink',
          },
        );
      });
      return;
    }
    case 'bigNumber': {
      if (!slide.bigNumber) return bulletList(page, slide.bullets, BODY_BOX, theme);
      bulletList(page, slide.bullets, BODY_LEFT, theme);
      page.addText(slide.bigNumber.value, {
        ...text(theme, theme.scale.bigNumber, {
          fontFace: theme.fonts.pptxHeading,
          bold: true,
          color: hex(theme.colors.accent),
          align: 'center',
          valign: 'bottom',
        }),
        x: FIGURE_RIGHT.x,
        y: FIGURE_RIGHT.y + 0.4,
        w: FIGURE_RIGHT.w,
        h: 2.2,
        fit: 'shrink',
      });
      page.addText(slide.bigNumber.label, {
        ...text(theme, theme.scale.body, { color: hex(theme.colors.muted), align: 'center' }),
        x: FIGURE_RIGHT.x,
        y: FIGURE_RIGHT.y + 2.8,
        w: FIGURE_RIGHT.w,
        h: 1.2,
      });
      return;
    }
    case 'chart': {
      if (!slide.chart) return bulletList(page, slide.bullets, BODY_BOX, theme);
      bulletList(page, slide.bullets, BODY_LEFT, theme);
      const { chart } = slide;
      const data = [
        {
          name: chart.title,
          labels: chart.points.map((point) => point.label),
          values: chart.points.map((point) => point.value),
        },
      ];
      const common: PptxGenJS.IChartOpts = {
        ...FIGURE_RIGHT,
        chartColors: theme.colors.chart.map(hex),
        showTitle: true,
        title: chart.title,
        titleColor: hex(theme.colors.text),
        titleFontFace: theme.fonts.pptxHeading,
        titleFontSize: theme.scale.caption + 2,
        catAxisLabelColor: hex(theme.colors.muted),
        catAxisLabelFontFace: theme.fonts.pptxBody,
        catAxisLabelFontSize: theme.scale.caption,
        valAxisHidden: true,
        valGridLine: { style: 'none' },
        showValue: true,
        dataLabelColor: hex(theme.colors.text),
        dataLabelFontSize: theme.scale.caption,
        // Each point's label is written out by finishPackage; this format is the fallback.
        dataLabelFormatCode: '#,##0',
        showLegend: false,
      };
      if (chart.kind === 'market') {
        page.addChart(pptx.ChartType.bar, data, { ...common, barDir: 'col', barGapWidthPct: 60 });
      } else {
        page.addChart(pptx.ChartType.line, data, {
          ...common,
          lineSize: 3,
          lineDataSymbol: 'circle',
          lineDataSymbolSize: 8,
          dataLabelPosition: 't',
        });
      }
      // The figures as text too, for a reader of the notes or a screen reader in PowerPoint.
      page.addText(
        chart.points.map((point) => `${point.label}: ${formatFigure(point.value, chart.unit)}`).join('   '),
        {
          ...text(theme, theme.scale.caption, { color: hex(theme.colors.muted), align: 'center' }),
          x: FIGURE_RIGHT.x,
          y: FIGURE_RIGHT.y + FIGURE_RIGHT.h - 0.1,
          w: FIGURE_RIGHT.w,
          h: 0.4,
        },
      );
      return;
    }
    default:
      bulletList(page, slide.bullets, BODY_BOX, theme);
  }
}
