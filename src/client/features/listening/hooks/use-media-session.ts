import { useEffect } from 'react';
import { seekBy, seekTo, skipForward } from '#client/features/listening/components/media-actions.ts';
import { REWIND_SECONDS } from '#shared/constants.ts';
import type { Artwork } from '#shared/schemas/catalog.ts';

interface NowPlaying {
  title: string;
  coachName?: string | null;
  /** The session's cover; the app icon when it has none. */
  artwork?: Artwork | null;
}

const APP_ICONS: MediaImage[] = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
];

/**
 * The lock screen, notification shade and headphone buttons (Media Session API): title, advisor
 * and artwork, play/pause, back 10 s, ahead 30 s and seeking. Browsers without the API simply skip it.
 */
export function useMediaSession(media: HTMLMediaElement | null, nowPlaying: NowPlaying | null): void {
  const title = nowPlaying?.title;
  const coachName = nowPlaying?.coachName;
  const cover = nowPlaying?.artwork?.images;

  useEffect(() => {
    if (!media || !title || !('mediaSession' in navigator)) return;
    const session = navigator.mediaSession;
    session.metadata = new MediaMetadata({
      title,
      artist: coachName ?? 'Founder Flow',
      album: 'Founder Flow',
      artwork: cover?.length
        ? cover.map((image) => ({
            src: image.url,
            sizes: `${image.width}x${image.height}`,
            type: image.type,
          }))
        : APP_ICONS,
    });
    const handlers: [MediaSessionAction, MediaSessionActionHandler][] = [
      ['play', () => void media.play().catch(() => undefined)],
      ['pause', () => media.pause()],
      ['seekbackward', (details) => seekBy(media, -(details.seekOffset ?? REWIND_SECONDS))],
      [
        'seekforward',
        (details) => (details.seekOffset ? seekBy(media, details.seekOffset) : skipForward(media)),
      ],
      ['seekto', (details) => details.seekTime !== undefined && seekTo(media, details.seekTime)],
    ];
    for (const [action, handler] of handlers) {
      try {
        session.setActionHandler(action, handler);
      } catch {
        // An action this browser does not support.
      }
    }
    const syncPosition = () => {
      if (!Number.isFinite(media.duration) || media.duration <= 0) return;
      session.setPositionState({
        duration: media.duration,
        playbackRate: media.playbackRate,
        position: Math.min(media.currentTime, media.duration),
      });
    };
    const syncState = () => {
      session.playbackState = media.paused ? 'paused' : 'playing';
    };
    media.addEventListener('durationchange', syncPosition);
    media.addEventListener('seeked', syncPosition);
    media.addEventListener('ratechange', syncPosition);
    media.addEventListener('play', syncState);
    media.addEventListener('pause', syncState);
    return () => {
      media.removeEventListener('durationchange', syncPosition);
      media.removeEventListener('seeked', syncPosition);
      media.removeEventListener('ratechange', syncPosition);
      media.removeEventListener('play', syncState);
      media.removeEventListener('pause', syncState);
      for (const [action] of handlers) {
        try {
          session.setActionHandler(action, null);
        } catch {
          // Not supported, nothing to clear.
        }
      }
      session.metadata = null;
      session.playbackState = 'none';
    };
  }, [media, title, coachName, cover]);
}
