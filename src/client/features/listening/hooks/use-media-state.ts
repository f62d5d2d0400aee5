import { useCallback, useSyncExternalStore } from 'react';

export interface MediaState {
  currentTime: number;
  duration: number;
  /** End of the buffered range that contains the playhead (or the furthest one), in seconds. */
  bufferedEnd: number;
  volume: number;
  muted: boolean;
  playbackRate: number;
}

const EVENTS = [
  'timeupdate',
  'durationchange',
  'loadedmetadata',
  'progress',
  'volumechange',
  'ratechange',
  'seeked',
  'emptied',
] as const;

const empty: MediaState = {
  currentTime: 0,
  duration: 0,
  bufferedEnd: 0,
  volume: 1,
  muted: false,
  playbackRate: 1,
};

function bufferedEnd(media: HTMLMediaElement): number {
  const ranges = media.buffered;
  let end = 0;
  for (let index = 0; index < ranges.length; index += 1) {
    const rangeEnd = ranges.end(index);
    if (ranges.start(index) <= media.currentTime && media.currentTime <= rangeEnd) return rangeEnd;
    end = Math.max(end, rangeEnd);
  }
  return end;
}

function read(media: HTMLMediaElement): MediaState {
  return {
    currentTime: media.currentTime,
    duration: Number.isFinite(media.duration) ? media.duration : 0,
    bufferedEnd: bufferedEnd(media),
    volume: media.volume,
    muted: media.muted,
    playbackRate: media.playbackRate,
  };
}

/** Fired by the bar after it changes a property itself, since not every change emits an event. */
const SYNC_EVENT = 'founder-flow:sync';

export function syncMedia(media: HTMLMediaElement): void {
  media.dispatchEvent(new Event(SYNC_EVENT));
}

// One snapshot per element, replaced only when something changed (useSyncExternalStore needs that).
const snapshots = new WeakMap<HTMLMediaElement, MediaState>();

function snapshot(media: HTMLMediaElement): MediaState {
  const next = read(media);
  const previous = snapshots.get(media);
  if (previous && (Object.keys(next) as (keyof MediaState)[]).every((key) => previous[key] === next[key])) {
    return previous;
  }
  snapshots.set(media, next);
  return next;
}

/** Mirrors the media element's time, buffer, volume and speed for the controls. */
export function useMediaState(media: HTMLMediaElement | null): MediaState {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!media) return () => undefined;
      for (const type of [...EVENTS, SYNC_EVENT]) media.addEventListener(type, onChange);
      return () => {
        for (const type of [...EVENTS, SYNC_EVENT]) media.removeEventListener(type, onChange);
      };
    },
    [media],
  );
  return useSyncExternalStore(
    subscribe,
    () => (media ? snapshot(media) : empty),
    () => empty,
  );
}
