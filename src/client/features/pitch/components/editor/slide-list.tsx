import { ArrowDown, ArrowUp, Copy, Plus, Trash2 } from 'lucide-react';
import { useState, type DragEvent } from 'react';
import { focusRing } from '#client/components/ui/focus-ring.ts';
import { cn } from '#client/lib/utils.ts';
import { DECK_SLIDES_MAX } from '#shared/pitch/frameworks.ts';
import type { DeckTheme } from '#shared/pitch/themes.ts';
import type { PitchSlide } from '#shared/schemas/pitch.ts';
import { SlideView } from '#client/features/pitch/components/slides/slide-view.tsx';

const iconButton = cn(
  'grid size-8 place-items-center rounded-full text-stone-600 hover:bg-indigo-50 hover:text-indigo-950 disabled:opacity-40',
  focusRing,
);

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
        {slides.map((slide, index) => {
          const count = issues.get(slide.id) ?? 0;
          const name = slide.title.trim() || 'Untitled slide';
          return (
            <li
              key={slide.id}
              draggable
              onDragStart={() => setDragged(index)}
              onDragOver={(event) => event.preventDefault()}
              onDrop={(event) => drop(event, index)}
              onDragEnd={() => setDragged(null)}
              className={cn(
                'w-44 shrink-0 rounded-2xl border bg-white p-2 lg:w-auto',
                index === selected ? 'border-teal-600 ring-2 ring-teal-600/30' : 'border-indigo-100',
                dragged === index && 'opacity-50',
              )}
            >
              <button
                type="button"
                onClick={() => onSelect(index)}
                aria-current={index === selected ? 'true' : undefined}
                className={cn('flex w-full items-start gap-2 rounded-xl text-left', focusRing)}
              >
                <span className="w-5 shrink-0 pt-0.5 text-right text-xs font-semibold tabular-nums text-stone-600">
                  {index + 1}
                </span>
                <span className="min-w-0 flex-1">
                  <span
                    aria-hidden="true"
                    className="pointer-events-none block overflow-hidden rounded-md border border-stone-200"
                  >
                    <SlideView slide={slide} theme={theme} />
                  </span>
                  <span className="mt-1 block truncate text-sm font-medium text-indigo-950">{name}</span>
                  {count > 0 ? (
                    <span className="block text-xs text-amber-800">
                      {count === 1 ? '1 suggestion' : `${count} suggestions`}
                    </span>
                  ) : null}
                </span>
              </button>
              <div className="mt-1 flex justify-end gap-0.5">
                <button
                  type="button"
                  className={iconButton}
                  aria-label={`Move slide ${index + 1} up`}
                  disabled={index === 0}
                  onClick={() => onMove(index, -1)}
                >
                  <ArrowUp aria-hidden="true" className="size-4" />
                </button>
                <button
                  type="button"
                  className={iconButton}
                  aria-label={`Move slide ${index + 1} down`}
                  disabled={index === slides.length - 1}
                  onClick={() => onMove(index, 1)}
                >
                  <ArrowDown aria-hidden="true" className="size-4" />
                </button>
                <button
                  type="button"
                  className={iconButton}
                  aria-label={`Duplicate slide ${index + 1}`}
                  disabled={full}
                  onClick={() => onDuplicate(index)}
                >
                  <Copy aria-hidden="true" className="size-4" />
                </button>
                <button
                  type="button"
                  className={iconButton}
                  aria-label={`Delete slide ${index + 1}`}
                  disabled={slides.length <= 1}
                  onClick={() => onDelete(index)}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                </button>
              </div>
            </li>
          );
        })}
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
