import { Maximize } from 'lucide-react';
import { type ComponentProps, useRef } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { enterFullscreen } from '#client/features/listening/components/media-actions.ts';
import { playerStore } from '#client/entities/player/player-store.ts';
import { cn } from '#client/lib/utils.ts';
import type { SessionType } from '#shared/catalog.ts';

interface PlayerMediaProps {
  type: SessionType;
  setMedia: (element: HTMLMediaElement | null) => void;
  onFailed: (error: MediaError | null) => void;
  /** Video shows its picture in the dock; audio has nothing to show. */
  visible: boolean;
  /**
   * 'dock': the picture in the dock, hidden in the phone's slim bar (the sound goes on); 'full': the
   * now-playing view shows it large. The element itself is never remounted between them.
   */
  layout?: 'dock' | 'full';
}

/**
 * The app's one media element: <audio> for audio sessions, <video> (with the same controls around
 * it) for video. Its events drive the player's status (loading, playing, paused, ended).
 */
export function PlayerMedia({ type, setMedia, onFailed, visible, layout = 'dock' }: PlayerMediaProps) {
  const events = {
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

  if (type === 'video')
    return <PlayerVideo events={events} setMedia={setMedia} visible={visible} layout={layout} />;
  return <audio ref={setMedia} {...events} />;
}

/** The video's picture in the dock, with a full-screen control over its corner. */
function PlayerVideo({
  events,
  setMedia,
  visible,
  layout,
}: {
  events: ComponentProps<'video'>;
  setMedia: (element: HTMLMediaElement | null) => void;
  visible: boolean;
  layout: 'dock' | 'full';
}) {
  const video = useRef<HTMLVideoElement | null>(null);
  return (
    <div
      className={cn(
        'relative',
        !visible ? 'hidden' : layout === 'full' ? 'order-2 my-4 block' : 'mb-2 block max-md:hidden',
      )}
    >
      <video
        {...events}
        ref={(element) => {
          video.current = element;
          setMedia(element);
        }}
        playsInline
        aria-label="Session video"
        className={cn(
          'aspect-video w-full rounded-xl bg-black object-contain',
          layout === 'full' ? 'max-h-[50vh]' : 'max-h-[40vh]',
        )}
      />
      <Button
        variant="ghostDark"
        size="icon"
        aria-label="Full screen"
        onClick={() => {
          if (video.current) enterFullscreen(video.current);
        }}
        className="absolute bottom-2 right-2 bg-indigo-950/60"
      >
        <Maximize aria-hidden="true" />
      </Button>
    </div>
  );
}
