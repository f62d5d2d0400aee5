import { playerStore } from '#client/lib/player-store.ts';
import { cn } from '#client/lib/utils.ts';
import type { SessionType } from '#shared/catalog.ts';

interface PlayerMediaProps {
  type: SessionType;
  setMedia: (element: HTMLMediaElement | null) => void;
  onFailed: (error: MediaError | null) => void;
  /** Video shows its picture in the dock; audio has nothing to show. */
  visible: boolean;
}

/**
 * The app's one media element: <audio> for audio sessions, <video> (with the same controls around
 * it) for video. Its events drive the player's status (loading, playing, paused, ended).
 */
export function PlayerMedia({ type, setMedia, onFailed, visible }: PlayerMediaProps) {
  const events = {
    ref: setMedia,
    preload: 'metadata',
    onPlaying: () => playerStore.setStatus('playing'),
    onPause: (event: { currentTarget: HTMLMediaElement }) => {
      if (!event.currentTarget.ended) playerStore.setStatus('paused');
    },
    onWaiting: () => playerStore.setStatus('loading'),
    onEnded: () => playerStore.setStatus('ended'),
    onError: (event: { currentTarget: HTMLMediaElement }) => {
      playerStore.setStatus('error');
      onFailed(event.currentTarget.error);
    },
  } as const;

  if (type === 'video') {
    return (
      <video
        {...events}
        playsInline
        aria-label="Session video"
        className={cn(
          'mb-2 aspect-video max-h-[40vh] w-full rounded-xl bg-black object-contain',
          !visible && 'hidden',
        )}
      />
    );
  }
  return <audio {...events} />;
}
