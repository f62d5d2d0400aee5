import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
  type Modifier,
  type ScreenReaderInstructions,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ArrowDown, ArrowUp, GripVertical, X } from 'lucide-react';
import { useState } from 'react';
import { focusRing } from '#client/components/ui/focus-ring.ts';
import { useDragAnnouncements } from '#client/features/admin/hooks/use-drag-announcements.ts';
import { cn } from '#client/lib/utils.ts';

export type OrderItem = { id: string; title: string; note?: string };

const iconButton = cn(
  'grid size-10 shrink-0 place-items-center rounded-full text-indigo-950 hover:bg-indigo-50 disabled:opacity-30',
  focusRing,
);

/** Rows only ever move up or down the list. */
const restrictToVerticalAxis: Modifier = ({ transform }) => ({ ...transform, x: 0 });

const screenReaderInstructions: ScreenReaderInstructions = {
  draggable:
    'To move this item, press Space to pick it up, then the up and down arrow keys to move it. ' +
    'Press Space again to drop it in its new position, or Escape to put it back.',
};

/**
 * An ordered list, reordered three ways: by dragging a row's handle (mouse, pen or touch); by
 * keyboard on the handle (Space picks the row up, the arrows move it, Space drops it, Escape puts it
 * back); or with the Move up / Move down buttons on each row, reachable by Tab and pressed with Enter
 * or Space. Remove takes a row out. What changed is announced for screen readers.
 */
export function OrderList({
  label,
  items,
  onChange,
}: {
  label: string;
  items: OrderItem[];
  onChange: (items: OrderItem[]) => void;
}) {
  const [announcement, setAnnouncement] = useState('');
  const announcements = useDragAnnouncements(items);
  const sensors = useSensors(
    // Pointer events cover mouse, pen and touch; the handle alone has `touch-action: none`, so a
    // finger anywhere else on the page still scrolls it. A few pixels of movement before a drag
    // starts leave a tap on the handle a tap.
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const indexOf = (id: UniqueIdentifier) => items.findIndex((i) => i.id === id);
  const move = (from: number, to: number) => {
    onChange(arrayMove(items, from, to));
    setAnnouncement(`${items[from]!.title} moved to position ${to + 1} of ${items.length}.`);
  };
  const drop = ({ active, over }: DragEndEvent) => {
    // dnd-kit has announced the drop itself; clearing ours lets the same words be said again later.
    setAnnouncement('');
    if (!over || active.id === over.id) return;
    onChange(arrayMove(items, indexOf(active.id), indexOf(over.id)));
  };
  return (
    <div>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        modifiers={[restrictToVerticalAxis]}
        accessibility={{ announcements, screenReaderInstructions }}
        onDragEnd={drop}
      >
        <SortableContext items={items.map((i) => i.id)} strategy={verticalListSortingStrategy}>
          <ol
            aria-label={label}
            className="divide-y divide-stone-100 rounded-2xl border border-stone-200 bg-white"
          >
            {items.map((item, index) => (
              <SortableRow
                key={item.id}
                item={item}
                index={index}
                count={items.length}
                move={move}
                remove={() => {
                  onChange(items.filter((i) => i.id !== item.id));
                  setAnnouncement(`${item.title} removed.`);
                }}
              />
            ))}
            {items.length === 0 ? (
              <li className="px-4 py-6 text-center text-sm text-stone-600">None chosen.</li>
            ) : null}
          </ol>
        </SortableContext>
      </DndContext>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}

/** One row: its drag handle, position, title and buttons. Dragging moves it with a transform only. */
function SortableRow({
  item,
  index,
  count,
  move,
  remove,
}: {
  item: OrderItem;
  index: number;
  count: number;
  move: (from: number, to: number) => void;
  remove: () => void;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: item.id });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={cn(
        // On a phone the title has the row's width and the buttons go under it; from `sm` up, one line.
        'relative grid grid-cols-[auto_auto_minmax(0,1fr)] items-center gap-x-2 bg-white py-2 pl-1 pr-3',
        'first:rounded-t-2xl last:rounded-b-2xl sm:flex',
        isDragging && 'z-10 rounded-2xl shadow-lg ring-1 ring-stone-200',
      )}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-label={`Drag ${item.title} to reorder`}
        className={cn(iconButton, 'row-span-2 cursor-grab touch-none active:cursor-grabbing')}
      >
        <GripVertical aria-hidden="true" className="size-4" />
      </button>
      <span className="row-span-2 w-6 shrink-0 text-right text-sm font-semibold text-stone-500">
        {index + 1}
      </span>
      <span className="min-w-0 flex-1 pt-1 sm:pt-0">
        <span className="block break-words text-sm font-medium text-indigo-950 sm:truncate">
          {item.title}
        </span>
        {item.note ? <span className="block text-xs text-stone-500">{item.note}</span> : null}
      </span>
      <span className="-mr-2 flex justify-end gap-2 sm:mr-0">
        <button
          type="button"
          className={iconButton}
          aria-label={`Move ${item.title} up`}
          disabled={index === 0}
          onClick={() => move(index, index - 1)}
        >
          <ArrowUp aria-hidden="true" className="size-4" />
        </button>
        <button
          type="button"
          className={iconButton}
          aria-label={`Move ${item.title} down`}
          disabled={index === count - 1}
          onClick={() => move(index, index + 1)}
        >
          <ArrowDown aria-hidden="true" className="size-4" />
        </button>
        <button type="button" className={iconButton} aria-label={`Remove ${item.title}`} onClick={remove}>
          <X aria-hidden="true" className="size-4" />
        </button>
      </span>
    </li>
  );
}
