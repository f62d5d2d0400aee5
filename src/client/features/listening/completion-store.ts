import { useSyncExternalStore } from 'react';

/** The session whose completion the Session Complete dialog is celebrating. */
export interface CompletedSession {
  sessionId: string;
  title: string;
  journalPrompt: string;
}

let completed: CompletedSession | null = null;
const listeners = new Set<() => void>();

function set(next: CompletedSession | null) {
  completed = next;
  for (const listener of listeners) listener();
}

export const completionStore = {
  open: (session: CompletedSession) => set(session),
  close: () => set(null),
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useCompletedSession(): CompletedSession | null {
  return useSyncExternalStore(
    completionStore.subscribe,
    () => completed,
    () => null,
  );
}
