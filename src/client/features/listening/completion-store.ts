import { useSyncExternalStore } from 'react';

/** The session whose completion the Session Complete dialog is celebrating. */
export interface CompletedSession {
  sessionId: string;
  title: string;
  journalPrompt: string;
}

/**
 * Whether the dialog is open and, once closed, when and how: up next waits for it (the dialog
 * covers the player), and a listener who went to reflect wants no session starting meanwhile.
 */
export interface CompletionState {
  completed: CompletedSession | null;
  closedAt: number | null;
  reflecting: boolean;
}

let state: CompletionState = { completed: null, closedAt: null, reflecting: false };
const listeners = new Set<() => void>();

function set(next: CompletionState) {
  state = next;
  for (const listener of listeners) listener();
}

export const completionStore = {
  open: (session: CompletedSession) => set({ completed: session, closedAt: null, reflecting: false }),
  /** Closed with Skip for now, Escape or the close button. */
  close: () => {
    if (state.completed) set({ completed: null, closedAt: Date.now(), reflecting: false });
  },
  /** Closed by going to the journal to reflect. */
  reflect: () => set({ completed: null, closedAt: Date.now(), reflecting: true }),
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useCompletionState(): CompletionState {
  return useSyncExternalStore(
    completionStore.subscribe,
    () => state,
    () => state,
  );
}

export function useCompletedSession(): CompletedSession | null {
  return useCompletionState().completed;
}
