import { useEffect } from 'react';

/**
 * Undo and redo from the keyboard, everywhere in the editor (inline text included: the deck's
 * history replaces the browser's own for its fields). Off while presenting, where keys turn slides.
 */
export function useUndoKeys({
  enabled,
  undo,
  redo,
}: {
  enabled: boolean;
  undo: () => void;
  redo: () => void;
}) {
  useEffect(() => {
    if (!enabled) return;
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
      const key = event.key.toLowerCase();
      const target = event.target;
      // A plain form field (the title, notes) keeps its own undo while it has focus.
      if (target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement) return;
      if (key === 'z' && !event.shiftKey) undo();
      else if ((key === 'z' && event.shiftKey) || key === 'y') redo();
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [enabled, undo, redo]);
}
