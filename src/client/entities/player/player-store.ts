import { useSyncExternalStore } from 'react';
import type { SessionType } from '#shared/catalog.ts';

/** What the player bar is showing; set by whoever presses play (a card, a session page, a path). */
export interface PlayerTrack {
  sessionId: string;
  title: string;
  type: SessionType;
  coachName?: string | null;
  /** The coaching path it was played from: when it ends, the path's next session is offered. */
  pathId?: string;
  /** Where to start, in seconds, instead of where the listener left off (a shared or saved moment). */
  startAt?: number;
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
  /** When the current session ended (epoch ms), for the up-next countdown; null while it has not. */
  endedAt: number | null;
  /** Sessions the listener picked with 'Play next', played in order before a path's next session. */
  queue: PlayerTrack[];
  /** A moment a page points at (`?t=`): the next opening of that session starts there. */
  cuedMoment: { sessionId: string; seconds: number } | null;
}

type Listener = () => void;

const initialState: PlayerState = {
  track: null,
  status: 'idle',
  openCount: 0,
  premiumOffer: null,
  endedAt: null,
  queue: [],
  cuedMoment: null,
};
let state = initialState;
const listeners = new Set<Listener>();

/** What the player does to its media element when a control outside it (a session page) asks. */
export interface PlayerTransport {
  pause: () => void;
  resume: () => void;
}
let transport: PlayerTransport | null = null;

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
    const cued = state.cuedMoment;
    const at = cued?.sessionId === track.sessionId && track.startAt === undefined ? cued.seconds : undefined;
    setState({
      track: at === undefined ? track : { ...track, startAt: at },
      status: 'loading',
      openCount: state.openCount + 1,
      endedAt: null,
      cuedMoment: at === undefined ? cued : null,
    });
  },
  /**
   * Makes the next opening of a session start at a moment (a shared or saved line) rather than
   * where the listener left off; null forgets it. Used once, so Listen again resumes as usual.
   */
  cueMoment(moment: { sessionId: string; seconds: number } | null) {
    setState({ cuedMoment: moment });
  },
  setStatus(status: PlayerStatus) {
    if (state.track) setState({ status, endedAt: status === 'ended' ? Date.now() : null });
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
  /** Queues a session to play after the current one (after the ones queued before it). */
  playNext(track: PlayerTrack) {
    setState({ queue: [...state.queue.filter((queued) => queued.sessionId !== track.sessionId), track] });
  },
  removeFromQueue(sessionId: string) {
    setState({ queue: state.queue.filter((queued) => queued.sessionId !== sessionId) });
  },
  /**
   * The player lends its pause and resume while its media element exists, so a page's own button
   * can control what plays; the returned function takes them back.
   */
  attachTransport(lent: PlayerTransport) {
    transport = lent;
    return () => {
      if (transport === lent) transport = null;
    };
  },
  pause() {
    transport?.pause();
  },
  resume() {
    transport?.resume();
  },
  /** Opens the first queued session, taking it off the queue. */
  openQueued(track: PlayerTrack) {
    setState({ queue: state.queue.filter((queued) => queued.sessionId !== track.sessionId) });
    playerStore.open(track);
  },
};

export function usePlayer<T>(selector: (state: PlayerState) => T): T {
  return useSyncExternalStore(
    playerStore.subscribe,
    () => selector(playerStore.getState()),
    () => selector(initialState),
  );
}
