import { KeepPlayingToggle } from '#client/features/listening/components/keep-playing-toggle.tsx';
import { PlayerSleepTimer } from '#client/features/listening/components/player-sleep-timer.tsx';
import { SeekBar } from '#client/features/listening/components/seek-bar.tsx';
import { SpeedSelect } from '#client/features/listening/components/speed-select.tsx';
import { VolumeControl } from '#client/features/listening/components/volume-control.tsx';
import type { MediaState } from '#client/features/listening/hooks/use-media-state.ts';
import type { usePlaybackSpeed } from '#client/features/listening/hooks/use-playback-speed.ts';
import { cn } from '#client/lib/utils.ts';

interface PlayerControlsRowProps {
  expanded: boolean;
  /** Classes that hide the row on the slim bar of a phone (undefined when shown). */
  dockOnly: string | undefined;
  mediaState: MediaState;
  /** The media element once the grant is there (the sleep timer acts on it), else null. */
  grantedMedia: HTMLMediaElement | null;
  sessionId: string;
  playable: boolean;
  chapters: ReadonlyArray<{ startSeconds: number; title: string }> | undefined;
  speed: ReturnType<typeof usePlaybackSpeed>;
  onSeek: (seconds: number) => void;
  onVolume: (volume: number) => void;
  onToggleMute: () => void;
}

/**
 * The seek bar, then volume, keep playing, the sleep timer and speed. In the dock they share one
 * row; in the now-playing view the wrapper dissolves (`contents`) and each part takes its own place
 * in the view's order.
 */
export function PlayerControlsRow(props: PlayerControlsRowProps) {
  const { expanded, dockOnly, mediaState, playable, speed } = props;
  return (
    <div
      className={
        expanded
          ? 'contents'
          : cn('mt-1 flex flex-wrap items-center gap-x-3 gap-y-0.5 md:flex-nowrap', dockOnly)
      }
    >
      <div className={cn('flex min-w-0', expanded ? 'order-3 mt-4' : 'basis-full md:basis-auto md:flex-1')}>
        <SeekBar media={mediaState} disabled={!playable} onSeek={props.onSeek} chapters={props.chapters} />
      </div>
      <div
        className={cn(
          'flex items-center gap-2',
          expanded ? 'order-5 mt-2 flex-wrap justify-center' : 'w-full justify-between md:w-auto',
        )}
      >
        <VolumeControl
          volume={mediaState.volume}
          muted={mediaState.muted}
          onVolume={props.onVolume}
          onToggleMute={props.onToggleMute}
        />
        <KeepPlayingToggle />
        <PlayerSleepTimer media={props.grantedMedia} sessionId={props.sessionId} />
        <SpeedSelect
          speed={speed.speed}
          onSpeed={speed.setSpeed}
          defaultSpeed={speed.defaultSpeed}
          onDefault={speed.setDefault}
        />
      </div>
    </div>
  );
}
