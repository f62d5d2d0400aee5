import { Plus } from 'lucide-react';
import { useState, type DragEvent } from 'react';
import { focusRing } from '#client/components/ui/focus-ring.ts';
import { cn } from '#client/lib/utils.ts';
import { DECK_SLIDES_MAX } from '#shared/pitch/frameworks.ts';
import type { DeckTheme } from '#shared/pitch/themes.ts';
import type { PitchSlide } from '#shared/schemas/pitch.ts';
import { SlideListItem } from './slide-list-item.tsx';

/**
 * The deck's slides in order, each with buttons to move it up or down, duplicate or delete it (the
 * keyboard way to reorder); a pointer can also drag a slide onto another's place.
 */
export function SlideList({
  slides,
  theme,
  selected,
  issues,
  onSelect,
  onMove,
  onDuplicate,
  onDelete,
  onAdd,
}: {
  slides: PitchSlide[];
  theme: DeckTheme;
  selected: number;
  /** Findings per slide id, shown as a count on its row. */
  issues: Map<string, number>;
  onSelect: (index: number) => void;
  onMove: (index: number, delta: number) => void;
  onDuplicate: (index: number) => void;
  onDelete: (index: number) => void;
  onAdd: () => void;
}) {
  const [dragged, setDragged] = useState<number | null>(null);
  const drop = (event: DragEvent, index: number) => {
    event.preventDefault();
    if (dragged !== null && dragged !== index) onMove(dragged, index - dragged);
    setDragged(null);
  };
  const full = slides.length >= DECK_SLIDES_MAX;
  return (
    <nav
      aria-label="Slides"
      className="flex min-w-0 flex-col gap-2 lg:sticky lg:top-20 lg:max-h-[calc(100dvh-6rem)] lg:self-start"
    >
      <ol className="flex gap-2 overflow-x-auto pb-2 lg:min-h-0 lg:flex-col lg:overflow-y-auto lg:overflow-x-visible lg:pb-0 lg:pr-1">
        {slides.map((slide, index) => (
          <SlideListItem
            key={slide.id}
            slide={slide}
            number={index + 1}
            count={slides.length}
            theme={theme}
            selected={index === selected}
            issues={issues.get(slide.id) ?? 0}
            full={full}
            actions={{
              onSelect: () => onSelect(index),
              onMove: (delta) => onMove(index, delta),
              onDuplicate: () => onDuplicate(index),
              onDelete: () => onDelete(index),
            }}
            drag={{
              dragged: dragged === index,
              onDragStart: () => setDragged(index),
              onDrop: (event) => drop(event, index),
              onDragEnd: () => setDragged(null),
            }}
          />
        ))}
      </ol>
      <button
        type="button"
        onClick={onAdd}
        disabled={full}
        className={cn(
          'flex h-11 items-center justify-center gap-2 rounded-2xl border border-dashed border-indigo-200 text-sm font-semibold text-indigo-900 hover:bg-indigo-50 disabled:opacity-50',
          focusRing,
        )}
      >
        <Plus aria-hidden="true" className="size-4" />
        {full ? `A deck holds at most ${DECK_SLIDES_MAX} slides` : 'Add a slide'}
      </button>
    </nav>
  );
}
