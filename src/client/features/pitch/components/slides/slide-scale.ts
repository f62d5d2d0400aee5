import type { CSSProperties } from 'react';
import { SLIDE_WIDTH_PT, type DeckTheme } from '#shared/pitch/themes.ts';

/**
 * A length in the theme's points as a share of the slide's width, so a slide is the same picture at
 * any size: the frame is a size container and `cqw` is a hundredth of its width.
 */
export const pt = (points: number) => `calc(${points} * 100cqw / ${SLIDE_WIDTH_PT})`;

/** The theme as CSS custom properties on the slide, read by its parts and its charts. */
export function themeStyle(theme: DeckTheme): CSSProperties {
  return {
    '--deck-bg': theme.colors.background,
    '--deck-surface': theme.colors.surface,
    '--deck-text': theme.colors.text,
    '--deck-muted': theme.colors.muted,
    '--deck-accent': theme.colors.accent,
    '--deck-on-accent': theme.colors.onAccent,
    '--deck-heading-font': theme.fonts.headingStack,
    '--deck-body-font': theme.fonts.bodyStack,
    backgroundColor: theme.colors.background,
    color: theme.colors.text,
    fontFamily: theme.fonts.bodyStack,
  } as CSSProperties;
}

/** Strips what a slide's text may not hold (line breaks and other control characters) and caps its length. */
export function singleLine(text: string, max: number): string {
  return text.replace(/\p{Cc}+/gu, ' ').slice(0, max);
}
