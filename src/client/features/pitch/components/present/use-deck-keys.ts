import { useEffect, useRef, type PointerEvent } from 'react';

/** How far a finger must travel sideways before a swipe turns the slide. */
const SWIPE_PX = 50;

const NEXT = new Set(['ArrowRight', 'ArrowDown', 'PageDown', ' ', 'Enter']);
const PREVIOUS = new Set(['ArrowLeft', 'ArrowUp', 'PageUp', 'Backspace']);

/** Keys typed into a field belong to the field, not to the deck. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/**
 * Turning slides as presenters expect: arrows, space, Page Up/Down (what clickers send), Home and End,
 * and a sideways swipe. Returns the pointer handlers to spread on the swipe surface.
 */
export function useDeckKeys({
  count,
  go,
  onEscape,
}: {
  count: number;
  /** Moves by `delta` slides, or to `to` when given. */
  go: (move: { delta: number } | { to: number }) => void;
  onEscape?: () => void;
}) {
  const latest = useRef({ count, go, onEscape });
  useEffect(() => {
    latest.current = { count, go, onEscape };
  });

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      if (isTyping(event.target)) return;
      // A focused button answers Space and Enter itself (pressing it); leave those to the button.
      if ((event.key === ' ' || event.key === 'Enter') && event.target instanceof HTMLButtonElement) return;
      const { count: total, go: move, onEscape: escape } = latest.current;
      if (NEXT.has(event.key)) move({ delta: 1 });
      else if (PREVIOUS.has(event.key)) move({ delta: -1 });
      else if (event.key === 'Home') move({ to: 0 });
      else if (event.key === 'End') move({ to: total - 1 });
      else if (event.key === 'Escape' && escape) escape();
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const start = useRef<{ x: number; y: number } | null>(null);
  return {
    onPointerDown: (event: PointerEvent) => {
      start.current = { x: event.clientX, y: event.clientY };
    },
    onPointerUp: (event: PointerEvent) => {
      const from = start.current;
      start.current = null;
      if (!from) return;
      const dx = event.clientX - from.x;
      // A mostly vertical gesture is a scroll, not a swipe.
      if (Math.abs(dx) < SWIPE_PX || Math.abs(dx) < Math.abs(event.clientY - from.y)) return;
      latest.current.go({ delta: dx < 0 ? 1 : -1 });
    },
    onPointerCancel: () => {
      start.current = null;
    },
  };
}
