import { useSyncExternalStore } from 'react';

/** 'Keep playing while I browse': off by default, because the spec stops audio on every route change. */
export const KEEP_PLAYING_KEY = 'founder-flow:keep-playing';

const listeners = new Set<() => void>();

export function keepPlayingWhileBrowsing(): boolean {
  try {
    return localStorage.getItem(KEEP_PLAYING_KEY) === 'true';
  } catch {
    return false;
  }
}

export function setKeepPlaying(keep: boolean): void {
  try {
    if (keep) localStorage.setItem(KEEP_PLAYING_KEY, 'true');
    else localStorage.removeItem(KEEP_PLAYING_KEY);
  } catch {
    // Storage blocked: the choice lasts until the page reloads (listeners still hear it below).
  }
  for (const listener of listeners) listener();
}

export function useKeepPlaying(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    keepPlayingWhileBrowsing,
    () => false,
  );
}
