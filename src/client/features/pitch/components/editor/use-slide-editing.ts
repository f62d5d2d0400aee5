import { useCallback, useState } from 'react';
import type { SlideLayout } from '#shared/pitch/frameworks.ts';
import type { Deck, PitchSlide } from '#shared/schemas/pitch.ts';
import {
  addSlide,
  deleteSlide,
  duplicateSlide,
  insertFrameworkSlide,
  moveSlide,
  updateSlide,
  withLayout,
} from '#client/features/pitch/lib/deck-edit.ts';
import type { useDeckEditor } from './use-deck-editor.ts';

/**
 * The selected slide and every change to the list of slides. The selection follows the slide a
 * change is about (a moved, duplicated or added slide stays the one shown; a deleted one hands over
 * to the slide before it), and stays within the deck when it shrinks.
 */
export function useSlideEditing(editor: ReturnType<typeof useDeckEditor>, deck: Deck) {
  const { present, change } = editor;
  const [selected, setSelected] = useState(0);
  const index = Math.min(selected, present.slides.length - 1);
  const slide = present.slides[index];

  const editSlides = useCallback(
    (edit: (slides: PitchSlide[]) => PitchSlide[], mergeKey: string | null = null) =>
      change((d) => ({ ...d, slides: edit(d.slides) }), mergeKey),
    [change],
  );
  /** Typing in one field of one slide merges into one undo step. */
  const onSlideChange = useCallback(
    (patch: Partial<PitchSlide>, field: string) => {
      if (!slide) return;
      editSlides((slides) => updateSlide(slides, slide.id, patch), `${slide.id}.${field}`);
    },
    [editSlides, slide],
  );
  /** Selects a slide and takes focus to it, for a finding that points there. */
  const openSlide = (i: number) => {
    setSelected(i);
    requestAnimationFrame(() => document.getElementById('slide-editor')?.focus());
  };

  return {
    index,
    slide,
    select: setSelected,
    openSlide,
    onSlideChange,
    move: (i: number, delta: number) => {
      editSlides((s) => moveSlide(s, i, delta));
      if (i === index) setSelected(i + delta);
    },
    duplicate: (i: number) => {
      editSlides((s) => duplicateSlide(s, i));
      setSelected(i + 1);
    },
    remove: (i: number) => {
      editSlides((s) => deleteSlide(s, i));
      setSelected(Math.max(0, i - 1));
    },
    add: () => {
      editSlides((s) => addSlide(s, index));
      setSelected(index + 1);
    },
    /** The selected slide's layout. */
    setLayout: (layout: SlideLayout) => {
      if (!slide) return;
      editSlides((s) => s.map((x) => (x.id === slide.id ? withLayout(x, layout) : x)));
    },
    /** A slide the framework expects and the deck lacks, written from the answers. */
    addFrameworkSlide: (key: string) => {
      const added = insertFrameworkSlide(present.slides, deck.framework, key, deck.answers);
      if (added.index < 0) return;
      change((d) => ({ ...d, slides: added.slides }));
      openSlide(added.index);
    },
  };
}
