import { ArrowDown, ArrowUp, Copy, Trash2 } from 'lucide-react';
import type { DragEvent, ReactNode } from 'react';
import { focusRing } from '#client/components/ui/focus-ring.ts';
import { cn } from '#client/lib/utils.ts';
import type { DeckTheme } from '#shared/pitch/themes.ts';
import type { PitchSlide } from '#shared/schemas/pitch.ts';
import { SlideView } from '#client/features/pitch/components/slides/slide-view.tsx';

const iconButton = cn(
  'grid size-8 place-items-center rounded-full text-stone-600 hover:bg-indigo-50 hover:text-indigo-950 disabled:opacity-40',
  focusRing,
);

/** What a row can do to its slide; the list decides which are allowed. */
export interface SlideRowActions {
  onSelect: () => void;
  onMove: (delta: number) => void;
  onDuplicate: () => void;
  onDelete: () => void;
}

/** Where the row is in a drag: the list keeps which slide is held and drops it on another row. */
export interface SlideRowDrag {
  dragged: boolean;
  onDragStart: () => void;
  onDrop: (event: DragEvent) => void;
  onDragEnd: () => void;
}

/** One slide of the list: a thumbnail that selects it, its findings, and its buttons. */
export function SlideListItem({
  slide,
  number,
  count,
  theme,
  selected,
  issues,
  full,
  actions,
  drag,
}: {
  slide: PitchSlide;
  /** Its place in the deck, from 1. */
  number: number;
  count: number;
  theme: DeckTheme;
  selected: boolean;
  issues: number;
  /** The deck holds as many slides as it may. */
  full: boolean;
  actions: SlideRowActions;
  drag: SlideRowDrag;
}) {
  const name = slide.title.trim() || 'Untitled slide';
  return (
    <li
      draggable
      onDragStart={drag.onDragStart}
      onDragOver={(event) => event.preventDefault()}
      onDrop={drag.onDrop}
      onDragEnd={drag.onDragEnd}
      className={cn(
        'w-44 shrink-0 rounded-2xl border bg-white p-2 lg:w-auto',
        selected ? 'border-teal-600 ring-2 ring-teal-600/30' : 'border-indigo-100',
        drag.dragged && 'opacity-50',
      )}
    >
      <button
        type="button"
        onClick={actions.onSelect}
        aria-current={selected ? 'true' : undefined}
        className={cn('flex w-full items-start gap-2 rounded-xl text-left', focusRing)}
      >
        <span className="w-5 shrink-0 pt-0.5 text-right text-xs font-semibold tabular-nums text-stone-600">
          {number}
        </span>
        <span className="min-w-0 flex-1">
          <span
            aria-hidden="true"
            className="pointer-events-none block overflow-hidden rounded-md border border-stone-200"
          >
            <SlideView slide={slide} theme={theme} />
          </span>
          <span className="mt-1 block truncate text-sm font-medium text-indigo-950">{name}</span>
          {issues > 0 ? (
            <span className="block text-xs text-amber-800">
              {issues === 1 ? '1 suggestion' : `${issues} suggestions`}
            </span>
          ) : null}
        </span>
      </button>
      <RowButtons number={number} count={count} full={full} actions={actions} />
    </li>
  );
}

/** Moving, duplicating and deleting, the keyboard's way to reorder. */
function RowButtons({
  number,
  count,
  full,
  actions,
}: {
  number: number;
  count: number;
  full: boolean;
  actions: SlideRowActions;
}) {
  return (
    <div className="mt-1 flex justify-end gap-0.5">
      <IconButton
        label={`Move slide ${number} up`}
        disabled={number === 1}
        onClick={() => actions.onMove(-1)}
      >
        <ArrowUp aria-hidden="true" className="size-4" />
      </IconButton>
      <IconButton
        label={`Move slide ${number} down`}
        disabled={number === count}
        onClick={() => actions.onMove(1)}
      >
        <ArrowDown aria-hidden="true" className="size-4" />
      </IconButton>
      <IconButton label={`Duplicate slide ${number}`} disabled={full} onClick={actions.onDuplicate}>
        <Copy aria-hidden="true" className="size-4" />
      </IconButton>
      <IconButton label={`Delete slide ${number}`} disabled={count <= 1} onClick={actions.onDelete}>
        <Trash2 aria-hidden="true" className="size-4" />
      </IconButton>
    </div>
  );
}

function IconButton({
  label,
  disabled,
  onClick,
  children,
}: {
  label: string;
  disabled: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button type="button" className={iconButton} aria-label={label} disabled={disabled} onClick={onClick}>
      {children}
    </button>
  );
}
