import { syncMedia } from '#client/features/listening/hooks/use-media-state.ts';
import { SKIP_FORWARD_SECONDS, VOLUME_STEP } from '#shared/constants.ts';

/**
 * What the player's controls do to its media element. Each change ends with `syncMedia`, because
 * not every property change fires an event the controls listen to.
 */

/** Snaps to the 0.1 grid and to 0–1, without float noise (0.30000000000000004). */
export function clampVolume(volume: number): number {
  const steps = Math.round(volume / VOLUME_STEP);
  return Math.min(1, Math.max(0, Number((steps * VOLUME_STEP).toFixed(1))));
}

/** Never below 0 nor past the end (when the end is known). */
export function seekTo(media: HTMLMediaElement, seconds: number): void {
  const end = Number.isFinite(media.duration) ? media.duration : Infinity;
  media.currentTime = Math.min(end, Math.max(0, seconds));
  syncMedia(media);
}

export function seekBy(media: HTMLMediaElement, seconds: number): void {
  seekTo(media, media.currentTime + seconds);
}

/** The skip ahead of the button, the shortcut and the lock screen: a seek, never counted as heard. */
export function skipForward(media: HTMLMediaElement): void {
  seekBy(media, SKIP_FORWARD_SECONDS);
}

export function setVolume(media: HTMLMediaElement, volume: number): void {
  media.volume = clampVolume(volume);
  if (media.volume > 0) media.muted = false;
  syncMedia(media);
}

export function toggleMute(media: HTMLMediaElement): void {
  media.muted = !media.muted;
  syncMedia(media);
}

/** Also the default, so a newly loaded source (which resets `playbackRate`) keeps the speed. */
export function applySpeed(media: HTMLMediaElement, speed: number): void {
  media.defaultPlaybackRate = speed;
  media.playbackRate = speed;
  syncMedia(media);
}

/** Autoplay can be refused (e.g. no user gesture); `onRefused` lets the bar show Play instead. */
export function play(media: HTMLMediaElement, onRefused: () => void): void {
  media.play().catch(onRefused);
}

export function load(media: HTMLMediaElement, url: string, startAt: number): void {
  media.src = url;
  media.currentTime = startAt;
  syncMedia(media);
}

/**
 * Video in full screen: the standard API, else iOS Safari's own one on the video element (phones
 * have no element full screen there). A refusal (no user gesture, not allowed) changes nothing.
 */
export function enterFullscreen(media: HTMLMediaElement): void {
  const video = media as HTMLMediaElement & { webkitEnterFullscreen?: () => void };
  const fallback = () => video.webkitEnterFullscreen?.();
  if (typeof media.requestFullscreen === 'function') media.requestFullscreen().catch(fallback);
  else fallback();
}
