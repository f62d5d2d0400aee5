/**
 * The one layout step of a deck: every block of text placed and sized, in points on the 960 × 540
 * slide. The PDF draws these lines, the PPTX writes these boxes and sizes as text boxes, and the
 * browser's slide uses the same sizes. Text is measured with the embedded fonts' real widths and
 * shrunk to a floor; bullets that still do not fit go on to a continuation slide ("Traction
 * (cont.)"), and a block that cannot fit even alone, or a character the fonts lack, is reported.
 */
import type { PitchSlide } from '#shared/schemas/pitch.ts';
import { layoutChart, type ChartLayout } from './layout-chart.ts';
import type { ParagraphSpec } from './layout-fit.ts';
import {
  ACCENT_BAR,
  BODY_BOX,
  BODY_LEFT,
  CARDS_PER_PAGE,
  COLUMN_LEFT,
  COLUMN_RIGHT,
  FIGURE_RIGHT,
  FLOOR,
  TITLE_BOX,
  columns,
  facesOf,
  layoutBlock,
  teamCards,
  teamMember,
  type Box,
  type DeckLayout,
  type Faces,
  type LayoutProblem,
  type PageBlock,
  type PageLayout,
  type PageRect,
} from './layout-geometry.ts';
import { missingCharacters } from './layout-measure.ts';
import type { DeckTheme } from './themes.ts';

interface Context {
  theme: DeckTheme;
  faces: Faces;
  slide: PitchSlide;
  slideIndex: number;
  problems: LayoutProblem[];
}

interface Flow {
  role: 'bullets' | 'columnLeft' | 'columnRight';
  box: Box;
  head: ParagraphSpec | null;
  items: ParagraphSpec[];
}

interface Figure {
  blocks: PageBlock[];
  rects: PageRect[];
  chart: ChartLayout | null;
}

const NO_FIGURE: Figure = { blocks: [], rects: [], chart: null };
const BLOCK_NAMES: Record<string, string> = {
  title: 'title',
  subtitle: 'subtitle',
  bigValue: 'big number',
  bigLabel: 'big number’s label',
  card: 'team card',
};

/** A block that had to leave text out is reported: the founder shortens it, nothing is lost silently. */
function checked(ctx: Context, laid: PageBlock): PageBlock {
  if (laid.tooLong || laid.rest.length > 0) {
    const name = BLOCK_NAMES[laid.role] ?? 'text';
    ctx.problems.push({
      slideIndex: ctx.slideIndex,
      block: laid.role,
      message: `The ${name} on slide ${ctx.slideIndex + 1} ("${ctx.slide.title.slice(0, 40)}") is too long to fit; shorten it.`,
    });
  }
  return laid;
}

const bulletSpecs = (ctx: Context, bullets: string[]): ParagraphSpec[] =>
  bullets.map((text) => ({
    text,
    face: ctx.faces.body,
    size: ctx.theme.scale.body,
    color: 'text',
    bullet: true,
  }));

function page(ctx: Context, continued: boolean, blocks: PageBlock[], figure: Figure): PageLayout {
  const title = continued ? `${ctx.slide.title} (cont.)` : ctx.slide.title;
  const heading = checked(
    ctx,
    layoutBlock(
      'title',
      [{ text: title, face: ctx.faces.heading, size: ctx.theme.scale.heading, color: 'text' }],
      TITLE_BOX,
      FLOOR.heading,
    ),
  );
  return {
    slideIndex: ctx.slideIndex,
    continued,
    title,
    blocks: [heading, ...blocks, ...figure.blocks],
    rects: [{ box: ACCENT_BAR, fill: 'accent', rounded: false }, ...figure.rects],
    chart: figure.chart,
    notes: continued ? '' : ctx.slide.notes,
  };
}

/** Pages for the flows: as much as fits on each, the rest on the next, until all is placed. */
function flowPages(ctx: Context, first: Flow[], figure: Figure, continued = false): PageLayout[] {
  const pages: PageLayout[] = [];
  let flows = first;
  let shown = figure;
  // Every page places at least one paragraph of each non-empty flow, so this ends.
  while (flows.length > 0) {
    const blocks: PageBlock[] = [];
    const rests: Flow[] = [];
    for (const flow of flows) {
      const specs = flow.head ? [flow.head, ...flow.items] : flow.items;
      if (specs.length === 0) continue;
      const laid = layoutBlock(flow.role, specs, flow.box, FLOOR.body);
      if (laid.tooLong) checked(ctx, laid);
      blocks.push(laid);
      const placed = Math.max(1, laid.paragraphs.length - (flow.head ? 1 : 0));
      if (flow.items.length > placed) rests.push({ ...flow, items: flow.items.slice(placed) });
    }
    pages.push(page(ctx, continued || pages.length > 0, blocks, shown));
    shown = NO_FIGURE;
    const twoColumns = rests.some((rest) => rest.role !== 'bullets');
    flows =
      twoColumns || rests.length === 0
        ? rests
        : [{ ...(rests[0] as Flow), box: BODY_BOX, items: rests.flatMap((rest) => rest.items) }];
  }
  return pages;
}

function figureOf(ctx: Context): Figure | null {
  const { slide, theme, faces } = ctx;
  if (slide.layout === 'chart' && slide.chart) {
    return { blocks: [], rects: [], chart: layoutChart(slide.chart, FIGURE_RIGHT, theme.scale.caption) };
  }
  if (slide.layout !== 'bigNumber' || !slide.bigNumber) return null;
  const { x, y, w } = FIGURE_RIGHT;
  const value = layoutBlock(
    'bigValue',
    [{ text: slide.bigNumber.value, face: faces.heading, size: theme.scale.bigNumber, color: 'accent' }],
    { x, y: y + 57.6, w, h: 136.8 },
    FLOOR.bigNumber,
    'center',
  );
  const label = layoutBlock(
    'bigLabel',
    [{ text: slide.bigNumber.label, face: faces.body, size: theme.scale.body, color: 'muted' }],
    { x, y: y + 208.8, w, h: 100.8 },
    FLOOR.body,
    'center',
  );
  return { blocks: [checked(ctx, value), checked(ctx, label)], rects: [], chart: null };
}

function columnFlows(ctx: Context): Flow[] {
  const [left, right] = columns(ctx.slide);
  const head = (text: string | undefined): ParagraphSpec | null =>
    text ? { text, face: ctx.faces.bold, size: ctx.theme.scale.body * 1.1, color: 'accent' } : null;
  return [
    {
      role: 'columnLeft',
      box: COLUMN_LEFT,
      head: head(ctx.slide.columnTitles?.[0]),
      items: bulletSpecs(ctx, left),
    },
    {
      role: 'columnRight',
      box: COLUMN_RIGHT,
      head: head(ctx.slide.columnTitles?.[1]),
      items: bulletSpecs(ctx, right),
    },
  ];
}

function teamPages(ctx: Context): PageLayout[] {
  const { theme, faces, slide } = ctx;
  const pages: PageLayout[] = [];
  for (let from = 0; from === 0 || from < slide.bullets.length; from += CARDS_PER_PAGE) {
    const people = slide.bullets.slice(from, from + CARDS_PER_PAGE);
    const boxes = teamCards(people.length);
    const blocks = boxes.map((box, i) => {
      const member = teamMember(people[i] ?? '');
      const specs: ParagraphSpec[] = [
        { text: member.name, face: faces.bold, size: theme.scale.body + 2, color: 'text' },
        { text: member.role, face: faces.body, size: theme.scale.body, color: 'accent' },
        { text: member.why, face: faces.body, size: theme.scale.body - 4, color: 'muted' },
      ];
      const inner = { x: box.x + 18, y: box.y + 14, w: box.w - 36, h: box.h - 28 };
      return checked(
        ctx,
        layoutBlock(
          'card',
          specs.filter((spec) => spec.text),
          inner,
          FLOOR.card,
        ),
      );
    });
    const rects = boxes.map((box): PageRect => ({ box, fill: 'surface', rounded: true }));
    pages.push(page(ctx, from > 0, blocks, { blocks: [], rects, chart: null }));
  }
  return pages;
}

function titlePages(ctx: Context): PageLayout[] {
  const { theme, faces, slide } = ctx;
  const x = 64.8;
  const w = 828;
  const title = layoutBlock(
    'title',
    [{ text: slide.title, face: faces.heading, size: theme.scale.title, color: 'text' }],
    { x, y: 144, w, h: 115.2 },
    FLOOR.title,
  );
  const blocks = [checked(ctx, title)];
  if (slide.subtitle) {
    const subtitle = {
      text: slide.subtitle,
      face: faces.body,
      size: Math.round(theme.scale.heading * 0.7),
      color: 'accent' as const,
    };
    blocks.push(checked(ctx, layoutBlock('subtitle', [subtitle], { x, y: 266.4, w, h: 86.4 }, FLOOR.body)));
  }
  const captions = slide.bullets.map((text): ParagraphSpec => ({
    text,
    face: faces.body,
    size: theme.scale.body,
    color: 'muted',
  }));
  const caption = layoutBlock('caption', captions, { x, y: 367.2, w, h: 129.6 }, FLOOR.body);
  if (captions.length) blocks.push(caption);
  const first: PageLayout = {
    slideIndex: ctx.slideIndex,
    continued: false,
    title: slide.title,
    blocks,
    rects: [{ box: { x: 0, y: 0, w: 25.2, h: 540 }, fill: 'accent', rounded: false }],
    chart: null,
    notes: slide.notes,
  };
  const rest = caption.rest.map((spec) => ({ ...spec, bullet: true, color: 'text' as const }));
  return rest.length
    ? [
        first,
        ...flowPages(ctx, [{ role: 'bullets', box: BODY_BOX, head: null, items: rest }], NO_FIGURE, true),
      ]
    : [first];
}

function slidePages(ctx: Context): PageLayout[] {
  if (ctx.slide.layout === 'title') return titlePages(ctx);
  if (ctx.slide.layout === 'teamGrid') return teamPages(ctx);
  if (ctx.slide.layout === 'twoColumns') return flowPages(ctx, columnFlows(ctx), NO_FIGURE);
  const figure = figureOf(ctx);
  const items = bulletSpecs(ctx, ctx.slide.bullets);
  const flow: Flow = { role: 'bullets', box: figure ? BODY_LEFT : BODY_BOX, head: null, items };
  return flowPages(ctx, items.length ? [flow] : [], figure ?? NO_FIGURE);
}

/** Every character of a slide the embedded fonts cannot draw, reported by slide. */
export function characterProblems(slides: PitchSlide[]): LayoutProblem[] {
  return slides.flatMap((slide, slideIndex) => {
    const text = [
      slide.title,
      slide.subtitle ?? '',
      ...slide.bullets,
      ...(slide.columnTitles ?? []),
      slide.bigNumber?.value ?? '',
      slide.bigNumber?.label ?? '',
      slide.chart?.title ?? '',
      ...(slide.chart?.points.map((point) => point.label) ?? []),
    ].join(' ');
    const missing = missingCharacters(text);
    if (missing.length === 0) return [];
    const list = missing.map((char) => `"${char}"`).join(' ');
    const message = `Slide ${slideIndex + 1} ("${slide.title.slice(0, 40)}") uses ${list}, which the exported fonts cannot show.`;
    return [{ slideIndex, block: 'text' as const, message }];
  });
}

/** The deck's pages, laid out once for every export and the browser, with what did not fit. */
export function layoutDeck(slides: PitchSlide[], theme: DeckTheme): DeckLayout {
  const problems: LayoutProblem[] = characterProblems(slides);
  const faces = facesOf(theme);
  const pages = slides.flatMap((slide, slideIndex) =>
    slidePages({ theme, faces, slide, slideIndex, problems }),
  );
  return { pages, problems };
}
