import { createRequire } from 'node:module';
import fs from 'node:fs';
import sharp from 'sharp';

/**
 * The images a link to the app shows when it is pasted into a chat, a post or a mail (Open Graph
 * and Twitter cards; decision 038). Unfurlers render neither SVG nor the app's script, so each is
 * a PNG drawn here: a wide title card (satori lays the text out, resvg paints it) for the site, a
 * shared deck and a library resource, and an advisor's portrait rasterised from its avatar.
 */

/** The size every network shows wide: 1.91:1, Facebook's and LinkedIn's recommendation. */
export const TITLE_CARD = { width: 1200, height: 630 } as const;
/** An advisor's portrait: a square well above every network's minimum (200 px), small to fetch. */
export const PORTRAIT_SIZE = 512;

export type TitleCard = {
  /** A short line above the title: "Pitch deck", "Guide". */
  label: string;
  title: string;
  subtitle: string;
  colors: { background: string; text: string; muted: string; accent: string };
};

/** The site's own colours (index.html's theme colour and the logo's). */
export const BRAND_COLORS: TitleCard['colors'] = {
  background: '#1e1b4b',
  text: '#ffffff',
  muted: '#c7d2fe',
  accent: '#fbbf24',
};

const require = createRequire(import.meta.url);
/**
 * The renderer and the brand typeface as the app ships it (satori reads WOFF2; a variable font is
 * drawn at its default instance): Latin first, Latin Extended for the rest of Europe's letters; a
 * character neither has is drawn as an empty box. Loaded at the first card, not at start (satori
 * alone takes a few hundred milliseconds to load).
 */
async function importRenderer() {
  const [satori, resvg] = await Promise.all([import('satori'), import('@resvg/resvg-js')]);
  const fonts = ['latin', 'latin-ext'].map((subset) => ({
    name: 'Plus Jakarta Sans',
    data: fs.readFileSync(
      require.resolve(
        `@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-${subset}-wght-normal.woff2`,
      ),
    ),
    weight: 400 as const,
    style: 'normal' as const,
  }));
  return { satori: satori.default, Resvg: resvg.Resvg, fonts };
}
let renderer: ReturnType<typeof importRenderer> | undefined;
const loadRenderer = () => (renderer ??= importRenderer());

type Node = { type: string; props: { style: Record<string, unknown>; children?: unknown } };
const box = (style: Record<string, unknown>, children?: unknown): Node => ({
  type: 'div',
  props: { style, children },
});

const ACCENT_BAR = 24;
const PADDING = { x: 88, y: 64 };
const TEXT_WIDTH = TITLE_CARD.width - ACCENT_BAR - 2 * PADDING.x;

/** Text cut to whole lines, the last one ending in an ellipsis. */
const clamped = (lines: number) => ({
  display: 'block',
  width: TEXT_WIDTH,
  lineClamp: lines,
  textOverflow: 'ellipsis',
  overflowWrap: 'break-word',
});

/** A wide card: a label, the title (up to three lines), a subtitle (two), and the site's name. */
export async function renderTitleCard(card: TitleCard): Promise<Buffer> {
  const { colors } = card;
  const { width, height } = TITLE_CARD;
  const tree = box({ width, height, display: 'flex', background: colors.background }, [
    box({ width: ACCENT_BAR, height, background: colors.accent }),
    box(
      {
        flexGrow: 1,
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: `${PADDING.y}px ${PADDING.x}px`,
        color: colors.text,
        fontFamily: 'Plus Jakarta Sans',
      },
      [
        box({ ...clamped(1), fontSize: 30, color: colors.accent }, card.label),
        box({ display: 'flex', flexDirection: 'column', width: TEXT_WIDTH, gap: 24 }, [
          box({ ...clamped(3), fontSize: 68, lineHeight: 1.12 }, card.title),
          ...(card.subtitle
            ? [box({ ...clamped(2), fontSize: 36, lineHeight: 1.3, color: colors.muted }, card.subtitle)]
            : []),
        ]),
        box({ fontSize: 28 }, 'Founder Flow'),
      ],
    ),
  ]);
  const { satori, Resvg, fonts } = await loadRenderer();
  const svg = await satori(tree as never, { ...TITLE_CARD, fonts });
  return new Resvg(svg, { fitTo: { mode: 'width', value: width } }).render().asPng();
}

/** An avatar (SVG, WebP or any image sharp reads) as a square PNG portrait. */
export async function renderPortrait(avatar: Buffer): Promise<Buffer> {
  return sharp(avatar, { density: 300 })
    .resize(PORTRAIT_SIZE, PORTRAIT_SIZE, { fit: 'cover' })
    .flatten({ background: '#ffffff' })
    .png()
    .toBuffer();
}
