import { useEffect } from 'react';
import {
  applySpeed,
  load,
  play,
  seekBy,
  skipForward,
  toggleMute,
} from '#client/features/listening/components/media-actions.ts';
import { usePlayerShortcuts } from '#client/features/listening/hooks/use-player-shortcuts.ts';
import { playerStore } from '#client/entities/player/player-store.ts';
import { REWIND_SECONDS } from '#shared/constants.ts';

/** Wraps an action on the media element into a handler that does nothing until the element exists. */
export type WithMedia = <A extends unknown[]>(
  action: (element: HTMLMediaElement, ...args: A) => void,
) => (...args: A) => void;

interface MediaControlsOptions {
  /** The grant to load: each new one is loaded at its resume point and played. */
  grant: { url: string; resumeAt: number } | undefined;
  speed: number;
  /** Whether the player has something it can play (a grant, no error). */
  playable: boolean;
  playing: boolean;
  /** Whether the keyboard shortcuts listen (a session is open). */
  shortcuts: boolean;
}

/**
 * The media element driven by the player: the chosen speed applied, each grant loaded and played,
 * play/pause, and the page's keyboard shortcuts (space, ←/→, Shift+→, m).
 */
export function useMediaControls(media: HTMLMediaElement | null, options: MediaControlsOptions) {
  const { grant, speed, playable, playing } = options;

  useEffect(() => {
    if (media) applySpeed(media, speed);
  }, [media, speed]);

  useEffect(() => {
    if (!media || !grant) return;
    load(media, grant.url, grant.resumeAt);
    play(media, showPlayButton);
  }, [media, grant]);

  // A page's own Pause / Resume for the session in the player acts on this element.
  useEffect(() => {
    if (!media) return;
    return playerStore.attachTransport({
      pause: () => media.pause(),
      resume: () => play(media, showPlayButton),
    });
  }, [media]);

  const toggle = () => {
    if (!media || !playable) return;
    if (playing) media.pause();
    else play(media, showPlayButton);
  };
  const withMedia: WithMedia =
    (action) =>
    (...args) => {
      if (media) action(media, ...args);
    };
  usePlayerShortcuts(options.shortcuts && playable, REWIND_SECONDS, {
    togglePlay: toggle,
    seekBy: withMedia(seekBy),
    skipForward: withMedia(skipForward),
    toggleMute: withMedia(toggleMute),
  });
  return { toggle, withMedia };
}

/** A refused `play()` (autoplay rules, no user gesture) leaves the bar paused, showing Play. */
function showPlayButton() {
  playerStore.setStatus('paused');
}
