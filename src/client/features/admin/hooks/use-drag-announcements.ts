import type { Announcements, UniqueIdentifier } from '@dnd-kit/core';
import { useRef } from 'react';

/**
 * What dnd-kit's own live region says while a row of an ordered list is dragged, in the words the
 * Move up / Move down buttons use. A lifted row starts over its own place: that is said once, by
 * "Picked up", not again as a move.
 */
export function useDragAnnouncements(items: ReadonlyArray<{ id: UniqueIdentifier; title: string }>) {
  const lastOver = useRef<UniqueIdentifier | null>(null);
  const indexOf = (id: UniqueIdentifier) => items.findIndex((i) => i.id === id);
  const titleOf = (id: UniqueIdentifier) => items[indexOf(id)]?.title ?? 'The item';
  const position = (id: UniqueIdentifier) => `position ${indexOf(id) + 1} of ${items.length}`;
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      lastOver.current = active.id;
      return `Picked up ${titleOf(active.id)}, at ${position(active.id)}.`;
    },
    onDragOver: ({ active, over }) => {
      if ((over?.id ?? null) === lastOver.current) return undefined;
      lastOver.current = over?.id ?? null;
      return over
        ? `${titleOf(active.id)} is over ${position(over.id)}.`
        : `${titleOf(active.id)} is no longer over the list.`;
    },
    onDragEnd: ({ active, over }) =>
      !over
        ? `${titleOf(active.id)} dropped outside the list; it stays at ${position(active.id)}.`
        : over.id === active.id
          ? `${titleOf(active.id)} dropped; it stays at ${position(active.id)}.`
          : `${titleOf(active.id)} moved to ${position(over.id)}.`,
    onDragCancel: ({ active }) => `Move cancelled. ${titleOf(active.id)} stays at ${position(active.id)}.`,
  };
  return announcements;
}
