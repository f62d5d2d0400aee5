/** How many steps back undo can go; older ones are dropped. */
const LIMIT = 100;

/**
 * Undo and redo over immutable states. Typing into one field in a burst is one step: a change with
 * the same `mergeKey` as the step before, within `mergeMs`, replaces that step instead of adding one.
 */
export interface History<T> {
  past: T[];
  present: T;
  future: T[];
  lastKey: string | null;
  lastAt: number;
}

export const startHistory = <T>(present: T): History<T> => ({
  past: [],
  present,
  future: [],
  lastKey: null,
  lastAt: 0,
});

export function record<T>(
  history: History<T>,
  next: T,
  {
    mergeKey = null,
    now = Date.now(),
    mergeMs = 1500,
  }: { mergeKey?: string | null; now?: number; mergeMs?: number } = {},
): History<T> {
  if (Object.is(next, history.present)) return history;
  const merge = mergeKey !== null && mergeKey === history.lastKey && now - history.lastAt <= mergeMs;
  const past = merge ? history.past : [...history.past, history.present].slice(-LIMIT);
  return { past, present: next, future: [], lastKey: mergeKey, lastAt: now };
}

export function undo<T>(history: History<T>): History<T> {
  const previous = history.past.at(-1);
  if (previous === undefined) return history;
  return {
    past: history.past.slice(0, -1),
    present: previous,
    future: [history.present, ...history.future],
    lastKey: null,
    lastAt: 0,
  };
}

export function redo<T>(history: History<T>): History<T> {
  const [next, ...rest] = history.future;
  if (next === undefined) return history;
  return { past: [...history.past, history.present], present: next, future: rest, lastKey: null, lastAt: 0 };
}

/** Replaces the state without a step (a server answer, a restored version): nothing to undo into. */
export const reset = <T>(present: T): History<T> => startHistory(present);
