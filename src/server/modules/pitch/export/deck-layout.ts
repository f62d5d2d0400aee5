/**
 * The deck as the exports draw it: laid out once by the shared layout step. A deck the layout cannot
 * draw faithfully (a character the embedded fonts lack, a block too long even at the smallest size)
 * is refused with every reason named by slide, never drawn with stand-ins or cut text.
 */
import { layoutDeck } from '#shared/pitch/layout.ts';
import type { DeckLayout } from '#shared/pitch/layout-geometry.ts';
import { getTheme } from '#shared/pitch/themes.ts';
import type { PitchSlide } from '#shared/schemas/pitch.ts';
import { AppError } from '#server/errors.ts';

export interface ExportableDeck {
  title: string;
  theme: string;
  slides: PitchSlide[];
}

export function exportLayout(deck: ExportableDeck): DeckLayout {
  const layout = layoutDeck(deck.slides, getTheme(deck.theme));
  if (layout.problems.length > 0) {
    const message = layout.problems
      .slice(0, 5)
      .map((problem) => problem.message)
      .join(' ');
    throw new AppError('deck_not_exportable', {
      message,
      issues: layout.problems.map((problem) => ({
        field: `slides.${problem.slideIndex}`,
        message: problem.message,
      })),
    });
  }
  return layout;
}
