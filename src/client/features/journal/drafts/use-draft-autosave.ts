import { useCallback, useEffect, useRef, type RefObject } from 'react';
import { draftStore, hasContent, type Draft } from './draft-store.ts';

/** Typing is saved to the device after this pause; a recording or a save is written at once. */
const AUTOSAVE_MS = 400;

/**
 * Keeps the draft being written on the device: a change is written after the typing pause or at
 * once, and one still waiting is written when the page goes away, so a reload or a crash loses
 * nothing. `latest` is the draft as it stands now.
 */
export function useDraftAutosave(userId: string, latest: RefObject<Draft>) {
  const timer = useRef<number | undefined>(undefined);
  /** Changed since last written to the device (so leaving the page writes only what is new). */
  const dirty = useRef(false);

  const persist = useCallback(
    (next: Draft) => {
      dirty.current = false;
      if (!hasContent(next))
        return draftStore()
          .remove(userId, next.id)
          .catch(() => undefined);
      return draftStore()
        .put(next)
        .catch(() => undefined);
    },
    [userId],
  );

  /** Writes a change after the typing pause, or at once with `now`. */
  const write = useCallback(
    (next: Draft, now: boolean) => {
      window.clearTimeout(timer.current);
      dirty.current = true;
      if (now) void persist(next);
      else timer.current = window.setTimeout(() => void persist(next), AUTOSAVE_MS);
    },
    [persist],
  );

  /** Writes the change still waiting, if there is one, at once. */
  const flush = useCallback(() => {
    window.clearTimeout(timer.current);
    if (dirty.current) void persist(latest.current);
  }, [persist, latest]);

  /** Stops the waiting write without writing it (the change stays unwritten until something writes it). */
  const clearTimer = useCallback(() => window.clearTimeout(timer.current), []);

  /** Drops the change still waiting: the draft it belongs to is being replaced by a fresh one. */
  const forget = useCallback(() => {
    window.clearTimeout(timer.current);
    dirty.current = false;
  }, []);

  // A pending autosave is written when the page goes away (only then: a draft already written, or
  // removed by signing out, is not written again).
  useEffect(() => {
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [flush]);

  return { write, flush, clearTimer, forget };
}
