/**
 * Deck themes as data: the browser renders slides from these values and the PPTX and PDF exports
 * use the same ones, so a deck looks alike on screen, in PowerPoint and on paper. Sizes are points
 * on a 13.333 × 7.5 inch (16:9) slide, PowerPoint's widescreen; the browser scales them to the
 * slide's width (1 pt = 1/960 of the width). Text colours meet WCAG AA (4.5:1) on their backgrounds.
 */

export const THEME_IDS = ['midnight', 'paper', 'sunrise', 'forest', 'mono'] as const;
export type ThemeId = (typeof THEME_IDS)[number];

/** The slide's size in inches (PowerPoint's 16:9) and points, shared by both exports. */
export const SLIDE_WIDTH_IN = 13.333;
export const SLIDE_HEIGHT_IN = 7.5;
export const SLIDE_WIDTH_PT = 960;
export const SLIDE_HEIGHT_PT = 540;

/** The font families the PDF embeds and the slide layout measures with (DejaVu Sans or Serif). */
export type LayoutFontFamily = 'sans' | 'serif';

export interface DeckTheme {
  id: ThemeId;
  name: string;
  description: string;
  /** Hex colours, '#rrggbb'. */
  colors: {
    background: string;
    surface: string;
    text: string;
    muted: string;
    accent: string;
    /** Text on an accent-coloured fill. */
    onAccent: string;
    /** Series colours for charts, strongest first. */
    chart: [string, string, string, string];
  };
  fonts: {
    /** CSS font stacks for the browser. */
    headingStack: string;
    bodyStack: string;
    /** Font names written into the PPTX (installed on most machines). */
    pptxHeading: string;
    pptxBody: string;
    /** The embedded families nearest the theme's, for body text and (always bold) headings. */
    layoutBody: LayoutFontFamily;
    layoutHeading: LayoutFontFamily;
  };
  /** Type scale in points. */
  scale: { title: number; heading: number; body: number; bigNumber: number; caption: number };
}

export const THEMES: readonly DeckTheme[] = [
  {
    id: 'midnight',
    name: 'Midnight',
    description: 'Deep navy with a bright teal accent. Calm and confident on a big screen.',
    colors: {
      background: '#0f1b2d',
      surface: '#18283f',
      text: '#f4f7fb',
      muted: '#b5c2d3',
      accent: '#3dd6c6',
      onAccent: '#0f1b2d',
      chart: ['#3dd6c6', '#7aa7ff', '#f5b961', '#e9859b'],
    },
    fonts: {
      headingStack: "'Segoe UI', 'Helvetica Neue', Arial, sans-serif",
      bodyStack: "'Segoe UI', 'Helvetica Neue', Arial, sans-serif",
      pptxHeading: 'Segoe UI Semibold',
      pptxBody: 'Segoe UI',
      layoutBody: 'sans',
      layoutHeading: 'sans',
    },
    scale: { title: 54, heading: 36, body: 22, bigNumber: 96, caption: 14 },
  },
  {
    id: 'paper',
    name: 'Paper',
    description: 'Warm off-white with serif headings, like a well-set report.',
    colors: {
      background: '#fbf8f2',
      surface: '#f1ebdf',
      text: '#1f1a14',
      muted: '#5c5246',
      accent: '#a23b2a',
      onAccent: '#ffffff',
      chart: ['#a23b2a', '#2f5d7c', '#c58b2b', '#5f7a4a'],
    },
    fonts: {
      headingStack: "Georgia, 'Times New Roman', serif",
      bodyStack: "'Helvetica Neue', Arial, sans-serif",
      pptxHeading: 'Georgia',
      pptxBody: 'Arial',
      layoutBody: 'sans',
      layoutHeading: 'serif',
    },
    scale: { title: 52, heading: 34, body: 22, bigNumber: 90, caption: 14 },
  },
  {
    id: 'sunrise',
    name: 'Sunrise',
    description: 'White with a coral accent and big, friendly type for consumer products.',
    colors: {
      background: '#ffffff',
      surface: '#fff1ea',
      text: '#231f20',
      muted: '#5a5152',
      accent: '#c2410c',
      onAccent: '#ffffff',
      chart: ['#c2410c', '#f59e0b', '#7c3aed', '#0e7490'],
    },
    fonts: {
      headingStack: "'Trebuchet MS', 'Segoe UI', Arial, sans-serif",
      bodyStack: "'Trebuchet MS', 'Segoe UI', Arial, sans-serif",
      pptxHeading: 'Trebuchet MS',
      pptxBody: 'Trebuchet MS',
      layoutBody: 'sans',
      layoutHeading: 'sans',
    },
    scale: { title: 58, heading: 38, body: 24, bigNumber: 100, caption: 15 },
  },
  {
    id: 'forest',
    name: 'Forest',
    description: 'Dark green with a gold accent, for climate, food and hardware companies.',
    colors: {
      background: '#12261e',
      surface: '#1b362b',
      text: '#f3f1e8',
      muted: '#c3cbbf',
      accent: '#e3b341',
      onAccent: '#12261e',
      chart: ['#e3b341', '#7fc8a9', '#d98e73', '#a9b8e8'],
    },
    fonts: {
      headingStack: "Georgia, 'Times New Roman', serif",
      bodyStack: "Verdana, 'Segoe UI', sans-serif",
      pptxHeading: 'Georgia',
      pptxBody: 'Verdana',
      layoutBody: 'sans',
      layoutHeading: 'serif',
    },
    scale: { title: 52, heading: 34, body: 21, bigNumber: 92, caption: 14 },
  },
  {
    id: 'mono',
    name: 'Mono',
    description: 'Black on white with one blue accent. Nothing competes with the words.',
    colors: {
      background: '#ffffff',
      surface: '#f2f2f2',
      text: '#111111',
      muted: '#4d4d4d',
      accent: '#1d4ed8',
      onAccent: '#ffffff',
      chart: ['#1d4ed8', '#111111', '#6b7280', '#93c5fd'],
    },
    fonts: {
      headingStack: "'Helvetica Neue', Helvetica, Arial, sans-serif",
      bodyStack: "'Helvetica Neue', Helvetica, Arial, sans-serif",
      pptxHeading: 'Arial',
      pptxBody: 'Arial',
      layoutBody: 'sans',
      layoutHeading: 'sans',
    },
    scale: { title: 56, heading: 36, body: 22, bigNumber: 96, caption: 14 },
  },
];

export const DEFAULT_THEME_ID: ThemeId = 'midnight';

export function getTheme(id: string): DeckTheme {
  return THEMES.find((theme) => theme.id === id) ?? THEMES[0]!;
}
