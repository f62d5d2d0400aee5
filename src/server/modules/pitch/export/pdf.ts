import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage, type RGB } from 'pdf-lib';
import { getTheme, SLIDE_HEIGHT_PT, SLIDE_WIDTH_PT, type DeckTheme } from '#shared/pitch/themes.ts';
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
import type { ExportableDeck } from './pptx.ts';

/** Points per inch: the layout is in inches, a PDF page in points (960 × 540 for 16:9). */
const PT = 72;

const FONT_FILES = {
  Helvetica: [StandardFonts.Helvetica, StandardFonts.HelveticaBold],
  TimesRoman: [StandardFonts.TimesRoman, StandardFonts.TimesRomanBold],
  Courier: [StandardFonts.Courier, StandardFonts.CourierBold],
} as const;

function color(hexColor: string): RGB {
  const value = Number.parseInt(hexColor.slice(1), 16);
  return rgb(((value >> 16) & 255) / 255, ((value >> 8) & 255) / 255, (value & 255) / 255);
}

interface Fonts {
  body: PDFFont;
  bold: PDFFont;
  /** Characters the standard fonts can write (WinAnsi); others become '?'. */
  supported: Set<number>;
}

/**
 * The deck as a PDF: one 16:9 page per slide, text drawn as text (selectable and searchable) in the
 * theme's nearest standard PDF font, charts drawn as bars and lines with their figures as text.
 */
export async function deckToPdf(deck: ExportableDeck): Promise<Uint8Array> {
  const theme = getTheme(deck.theme);
  const doc = await PDFDocument.create();
  doc.setTitle(deck.title);
  doc.setCreator('Founder Flow');
  const [regular, boldName] = FONT_FILES[theme.fonts.pdf];
  const body = await doc.embedFont(regular);
  const bold = theme.fonts.pdfHeadingBold ? await doc.embedFont(boldName) : body;
  const fonts: Fonts = { body, bold, supported: new Set(body.getCharacterSet()) };

  for (const slide of deck.slides) {
    const page = doc.addPage([SLIDE_WIDTH_PT, SLIDE_HEIGHT_PT]);
    page.drawRectangle({
      x: 0,
      y: 0,
      width: SLIDE_WIDTH_PT,
      height: SLIDE_HEIGHT_PT,
      color: color(theme.colors.background),
    });
    const draw = new Drawer(page, theme, fonts);
    if (slide.layout === 'title') draw.titleSlide(slide);
    else {
      draw.heading(slide.title);
      draw.body(slide);
    }
  }
  return doc.save();
}

class Drawer {
  constructor(
    private readonly page: PDFPage,
    private readonly theme: DeckTheme,
    private readonly fonts: Fonts,
  ) {}

  /** Text the font can write: typographic quotes and dashes are in WinAnsi; anything else is not. */
  private clean(text: string): string {
    return [...text.normalize('NFC')]
      .map((char) => (this.fonts.supported.has(char.codePointAt(0)!) ? char : '?'))
      .join('');
  }

  private rect(box: Box, fill: string) {
    this.page.drawRectangle({
      x: box.x * PT,
      y: SLIDE_HEIGHT_PT - (box.y + box.h) * PT,
      width: box.w * PT,
      height: box.h * PT,
      color: color(fill),
    });
  }

  private wrap(text: string, font: PDFFont, size: number, width: number): string[] {
    const lines: string[] = [];
    let line = '';
    for (const word of this.clean(text).split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (line && font.widthOfTextAtSize(candidate, size) > width) {
        lines.push(line);
        line = word;
      } else line = candidate;
    }
    if (line) lines.push(line);
    return lines;
  }

  /**
   * Writes paragraphs into a box from its top, shrinking the size until they fit (as PowerPoint's
   * shrink-on-overflow does), and answers the height used.
   */
  private paragraphs(
    items: { text: string; bullet?: boolean; font?: PDFFont; color?: string; size?: number }[],
    box: Box,
    size: number,
    align: 'left' | 'center' = 'left',
  ): number {
    let scale = 1;
    const layout = () =>
      items.map((item) => {
        const itemSize = (item.size ?? size) * scale;
        const font = item.font ?? this.fonts.body;
        const indent = item.bullet ? itemSize * 1.1 : 0;
        return {
          item,
          itemSize,
          font,
          indent,
          lines: this.wrap(item.text, font, itemSize, box.w * PT - indent),
        };
      });
    let laid = layout();
    const height = () =>
      laid.reduce((sum, p) => sum + p.lines.length * p.itemSize * 1.25 + p.itemSize * 0.45, 0);
    while (height() > box.h * PT && scale > 0.4) {
      scale -= 0.08;
      laid = layout();
    }
    let y = SLIDE_HEIGHT_PT - box.y * PT;
    for (const { item, itemSize, font, indent, lines } of laid) {
      const fill = color(item.color ?? this.theme.colors.text);
      lines.forEach((line, index) => {
        y -= itemSize * 1.25;
        const lineWidth = font.widthOfTextAtSize(line, itemSize);
        const x = align === 'center' ? box.x * PT + (box.w * PT - lineWidth) / 2 : box.x * PT + indent;
        if (item.bullet && index === 0) {
          this.page.drawCircle({
            x: box.x * PT + itemSize * 0.3,
            y: y + itemSize * 0.32,
            size: itemSize * 0.14,
            color: color(this.theme.colors.accent),
          });
        }
        this.page.drawText(line, { x, y, size: itemSize, font, color: fill });
      });
      y -= itemSize * 0.45;
    }
    return SLIDE_HEIGHT_PT - box.y * PT - y;
  }

  heading(title: string) {
    this.paragraphs(
      [{ text: title, font: this.fonts.bold }],
      { ...TITLE_BOX, y: TITLE_BOX.y + 0.2 },
      this.theme.scale.heading,
    );
    this.rect(ACCENT_BAR, this.theme.colors.accent);
  }

  titleSlide(slide: PitchSlide) {
    this.rect({ x: 0, y: 0, w: 0.35, h: 7.5 }, this.theme.colors.accent);
    const { scale, colors } = this.theme;
    this.paragraphs(
      [{ text: slide.title, font: this.fonts.bold }],
      { x: 0.9, y: 2.0, w: 11.5, h: 1.6 },
      scale.title,
    );
    if (slide.subtitle) {
      this.paragraphs(
        [{ text: slide.subtitle, color: colors.accent }],
        { x: 0.9, y: 3.7, w: 11.5, h: 1.2 },
        Math.round(scale.heading * 0.7),
      );
    }
    this.paragraphs(
      slide.bullets.map((text) => ({ text, color: colors.muted })),
      { x: 0.9, y: 5.1, w: 11.5, h: 1.6 },
      scale.body,
    );
  }

  private bullets(bullets: string[], box: Box, heading?: string) {
    const items = bullets.map((text) => ({ text, bullet: true }));
    const head = heading ? [{ text: heading, font: this.fonts.bold, color: this.theme.colors.accent }] : [];
    this.paragraphs([...head, ...items], box, this.theme.scale.body);
  }

  body(slide: PitchSlide) {
    const { scale, colors } = this.theme;
    switch (slide.layout) {
      case 'twoColumns': {
        const [left, right] = columns(slide);
        this.bullets(left, COLUMN_LEFT, slide.columnTitles?.[0]);
        this.bullets(right, COLUMN_RIGHT, slide.columnTitles?.[1]);
        return;
      }
      case 'teamGrid': {
        teamCards(slide.bullets.length).forEach((box, i) => {
          const member = teamMember(slide.bullets[i] ?? '');
          this.rect(box, colors.surface);
          this.paragraphs(
            [
              { text: member.name, font: this.fonts.bold, size: scale.body + 2 },
              { text: member.role, color: colors.accent },
              { text: member.why, color: colors.muted, size: scale.body - 4 },
            ],
            { x: box.x + 0.25, y: box.y + 0.2, w: box.w - 0.5, h: box.h - 0.4 },
            scale.body,
          );
        });
        return;
      }
      case 'bigNumber': {
        if (!slide.bigNumber) return this.bullets(slide.bullets, BODY_BOX);
        this.bullets(slide.bullets, BODY_LEFT);
        this.paragraphs(
          [{ text: slide.bigNumber.value, font: this.fonts.bold, color: colors.accent }],
          { x: FIGURE_RIGHT.x, y: FIGURE_RIGHT.y + 0.8, w: FIGURE_RIGHT.w, h: 1.9 },
          scale.bigNumber,
          'center',
        );
        this.paragraphs(
          [{ text: slide.bigNumber.label, color: colors.muted }],
          { x: FIGURE_RIGHT.x, y: FIGURE_RIGHT.y + 2.9, w: FIGURE_RIGHT.w, h: 1.2 },
          scale.body,
          'center',
        );
        return;
      }
      case 'chart': {
        if (!slide.chart) return this.bullets(slide.bullets, BODY_BOX);
        this.bullets(slide.bullets, BODY_LEFT);
        this.chart(slide.chart);
        return;
      }
      default:
        this.bullets(slide.bullets, BODY_BOX);
    }
  }

  /** Bars for a market, a line for traction, each point labelled with its figure. */
  private chart(chart: NonNullable<PitchSlide['chart']>) {
    const { colors, scale } = this.theme;
    this.paragraphs(
      [{ text: chart.title, font: this.fonts.bold }],
      { ...FIGURE_RIGHT, h: 0.5 },
      scale.caption + 2,
      'center',
    );
    const area = {
      x: FIGURE_RIGHT.x + 0.2,
      y: FIGURE_RIGHT.y + 0.8,
      w: FIGURE_RIGHT.w - 0.4,
      h: FIGURE_RIGHT.h - 1.5,
    };
    const max = Math.max(...chart.points.map((point) => point.value), 1);
    const slot = area.w / chart.points.length;
    const baseY = SLIDE_HEIGHT_PT - (area.y + area.h) * PT;
    const size = scale.caption;
    const points = chart.points.map((point, i) => {
      const height = (point.value / max) * (area.h - 0.5) * PT;
      const centre = (area.x + slot * (i + 0.5)) * PT;
      return { point, height, centre };
    });
    points.forEach(({ point, height, centre }, i) => {
      if (chart.kind === 'market') {
        const width = slot * 0.6 * PT;
        this.page.drawRectangle({
          x: centre - width / 2,
          y: baseY,
          width,
          height: Math.max(height, 1),
          color: color(colors.chart[i % colors.chart.length]!),
        });
      } else {
        const next = points[i + 1];
        if (next) {
          this.page.drawLine({
            start: { x: centre, y: baseY + height },
            end: { x: next.centre, y: baseY + next.height },
            thickness: 3,
            color: color(colors.chart[0]),
          });
        }
        this.page.drawCircle({ x: centre, y: baseY + height, size: 4, color: color(colors.chart[0]) });
      }
      const value = this.clean(formatFigure(point.value, chart.unit));
      const label = this.clean(point.label);
      this.page.drawText(value, {
        x: centre - this.fonts.body.widthOfTextAtSize(value, size) / 2,
        y: baseY + height + 6,
        size,
        font: this.fonts.bold,
        color: color(colors.text),
      });
      this.page.drawText(label, {
        x: centre - this.fonts.body.widthOfTextAtSize(label, size) / 2,
        y: baseY - size - 6,
        size,
        font: this.fonts.body,
        color: color(colors.muted),
      });
    });
  }
}
