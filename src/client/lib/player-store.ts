import { useSyncExternalStore } from 'react';
import type { SessionType } from '#shared/catalog.ts';

/** What the player bar is showing; set by whoever presses play (a card, a session page, a path). */
export interface PlayerTrack {
  sessionId: string;
  title: string;
  type: SessionType;
  coachName?: string | null;
}

/** Mirrors the media element: `loading` until it can play, `ended` once it finishes. */
export type PlayerStatus = 'idle' | 'loading' | 'playing' | 'paused' | 'ended' | 'error';

export interface PlayerState {
  track: PlayerTrack | null;
  status: PlayerStatus;
  /** Bumped on every `open`, so pressing play again on the same session starts a fresh request. */
  openCount: number;
  /**
   * A premium session the listener cannot play (yet): the premium sheet offers the plan instead of
   * the player opening. Whatever was playing keeps playing.
   */
  premiumOffer: PlayerTrack | null;
}

type Listener = () => void;

const initialState: PlayerState = { track: null, status: 'idle', openCount: 0, premiumOffer: null };
let state = initialState;
const listeners = new Set<Listener>();

function setState(next: Partial<PlayerState>) {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

/**
 * A tiny external store rather than a context, so any feature can start playback without a provider
 * and without importing the player component (features never import each other).
 */
export const playerStore = {
  getState: () => state,
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  open(track: PlayerTrack) {
    setState({ track, status: 'loading', openCount: state.openCount + 1 });
  },
  setStatus(status: PlayerStatus) {
    if (state.track) setState({ status });
  },
  close() {
    setState({ track: null, status: 'idle' });
  },
  offerPremium(track: PlayerTrack) {
    setState({ premiumOffer: track });
  },
  closeOffer() {
    if (state.premiumOffer) setState({ premiumOffer: null });
  },
};

export function usePlayer<T>(selector: (state: PlayerState) => T): T {
  return useSyncExternalStore(
    playerStore.subscribe,
    () => selector(playerStore.getState()),
    () => selector(initialState),
  );
}
