import { composeSlide } from '#shared/pitch/composer.ts';
import {
  DECK_SLIDES_MAX,
  getFramework,
  type FrameworkId,
  type PitchAnswers,
  type SlideLayout,
} from '#shared/pitch/frameworks.ts';
import type { PitchSlide } from '#shared/schemas/pitch.ts';

/** Slide operations of the editor: pure, each returns a new list (the history keeps the old one). */

export const LAYOUT_LABELS: Record<SlideLayout, string> = {
  title: 'Title',
  bullets: 'Bullets',
  bigNumber: 'Big number',
  twoColumns: 'Two columns',
  teamGrid: 'Team grid',
  chart: 'Chart',
};

const newId = () => crypto.randomUUID();

export function moveSlide(slides: PitchSlide[], index: number, delta: number): PitchSlide[] {
  const to = index + delta;
  if (index < 0 || index >= slides.length || to < 0 || to >= slides.length) return slides;
  const next = [...slides];
  const [moved] = next.splice(index, 1);
  next.splice(to, 0, moved!);
  return next;
}

export function duplicateSlide(slides: PitchSlide[], index: number): PitchSlide[] {
  const original = slides[index];
  if (!original || slides.length >= DECK_SLIDES_MAX) return slides;
  const copy: PitchSlide = structuredClone({ ...original, id: newId() });
  return [...slides.slice(0, index + 1), copy, ...slides.slice(index + 1)];
}

/** A blank slide of one's own after `index` (-1: at the start). */
export function addSlide(slides: PitchSlide[], index: number, layout: SlideLayout = 'bullets'): PitchSlide[] {
  if (slides.length >= DECK_SLIDES_MAX) return slides;
  const slide: PitchSlide = withLayout(
    { id: newId(), key: 'custom', layout, title: 'New slide', bullets: [''], notes: '' },
    layout,
  );
  return [...slides.slice(0, index + 1), slide, ...slides.slice(index + 1)];
}

export function deleteSlide(slides: PitchSlide[], index: number): PitchSlide[] {
  return slides.filter((_, i) => i !== index);
}

export function updateSlide(slides: PitchSlide[], id: string, patch: Partial<PitchSlide>): PitchSlide[] {
  return slides.map((slide) => (slide.id === id ? { ...slide, ...patch } : slide));
}

/** The slide in another layout, with the parts that layout shows (its text is kept as it was). */
export function withLayout(slide: PitchSlide, layout: SlideLayout): PitchSlide {
  const next: PitchSlide = { ...slide, layout };
  if (layout === 'bigNumber' && !next.bigNumber) next.bigNumber = { value: '', label: '' };
  if (layout === 'twoColumns' && !next.columnTitles) next.columnTitles = ['', ''];
  return next;
}

/**
 * A framework slide the deck lacks (the checker's "missing slide"), written from the answers by the
 * composer and put where the framework has it: after the last slide that comes before it there.
 * Returns the new list and the new slide's index; unchanged (index -1) when the slide is already
 * there, unknown to the framework, or the deck is full.
 */
export function insertFrameworkSlide(
  slides: PitchSlide[],
  framework: FrameworkId,
  key: string,
  answers: PitchAnswers,
): { slides: PitchSlide[]; index: number } {
  const order = getFramework(framework).slides;
  const at = order.findIndex((spec) => spec.key === key);
  if (at < 0 || slides.length >= DECK_SLIDES_MAX || slides.some((slide) => slide.key === key)) {
    return { slides, index: -1 };
  }
  const before = new Set(order.slice(0, at).map((spec) => spec.key));
  let index = 0;
  slides.forEach((slide, i) => {
    if (before.has(slide.key)) index = i + 1;
  });
  const slide = composeSlide(order[at]!, answers, { newId });
  return { slides: [...slides.slice(0, index), slide, ...slides.slice(index)], index };
}
