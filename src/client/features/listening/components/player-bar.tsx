import { useQuery } from '@tanstack/react-query';
import { Headphones, LoaderCircle, Pause, Play, RotateCcw, Video, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { playbackQuery } from '#client/features/listening/api/playback.ts';
import { describePlaybackError } from '#client/features/listening/components/playback-error.ts';
import { SeekBar } from '#client/features/listening/components/seek-bar.tsx';
import { SpeedSelect } from '#client/features/listening/components/speed-select.tsx';
import { VolumeControl } from '#client/features/listening/components/volume-control.tsx';
import {
  applySpeed,
  load,
  play,
  seekBy,
  seekTo,
  setVolume,
  toggleMute,
} from '#client/features/listening/components/media-actions.ts';
import { useMediaState } from '#client/features/listening/hooks/use-media-state.ts';
import { usePlaybackSpeed } from '#client/features/listening/hooks/use-playback-speed.ts';
import { usePlayerShortcuts } from '#client/features/listening/hooks/use-player-shortcuts.ts';
import { playerStore, usePlayer, type PlayerStatus } from '#client/lib/player-store.ts';
import { cn } from '#client/lib/utils.ts';
import { REWIND_SECONDS } from '#shared/constants.ts';

/**
 * The fixed player above the tab bar. It asks the API for a media URL when a session is opened and
 * mirrors the media element's events into the player store. Controls: play/pause, rewind, seek,
 * volume, speed (remembered), close; keyboard space, ←/→ and m while no field has focus.
 */
export function PlayerBar() {
  const track = usePlayer((state) => state.track);
  const status = usePlayer((state) => state.status);
  const openCount = usePlayer((state) => state.openCount);
  const [speed, setSpeed] = usePlaybackSpeed();
  // The element itself (not a ref) so the time and volume subscriptions follow it as it mounts.
  const [audio, setAudio] = useState<HTMLAudioElement | null>(null);
  const media = useMediaState(audio);

  const playback = useQuery({ ...playbackQuery(track?.sessionId ?? '', openCount), enabled: track !== null });
  const grant = playback.data;

  useEffect(() => {
    if (audio) applySpeed(audio, speed);
  }, [audio, speed]);

  useEffect(() => {
    if (!audio || !grant) return;
    load(audio, grant.url, grant.resumeAt);
    play(audio, showPlayButton);
  }, [audio, grant]);

  useEffect(() => {
    if (playback.isError) playerStore.setStatus('error');
  }, [playback.isError]);

  const isPlaying = status === 'playing';
  const playable = grant !== undefined && status !== 'error';
  const toggle = () => {
    if (!audio || !playable) return;
    if (isPlaying) audio.pause();
    else play(audio, showPlayButton);
  };
  const withAudio =
    <A extends unknown[]>(action: (element: HTMLAudioElement, ...args: A) => void) =>
    (...args: A) => {
      if (audio) action(audio, ...args);
    };
  usePlayerShortcuts(track !== null && playable, REWIND_SECONDS, {
    togglePlay: toggle,
    seekBy: withAudio(seekBy),
    toggleMute: withAudio(toggleMute),
  });

  if (!track) return null;

  const problem = playback.error ? describePlaybackError(playback.error) : null;
  const TypeIcon = track.type === 'video' ? Video : Headphones;

  return (
    <section
      aria-label="Audio player"
      className="fixed inset-x-0 bottom-[calc(4rem+env(safe-area-inset-bottom))] z-40 px-3 pb-2 md:bottom-4 md:px-4 md:pb-0"
    >
      <div className="mx-auto max-w-3xl rounded-2xl bg-indigo-950 p-2.5 pr-3 text-white shadow-2xl shadow-indigo-950/30 ring-1 ring-white/10">
        <div className="flex items-center gap-2 sm:gap-3">
          <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-gradient-to-br from-teal-500 to-indigo-600">
            <TypeIcon aria-hidden="true" className="size-5" />
          </span>
          <div className="min-w-0 flex-1" aria-live="polite">
            <p className="truncate text-sm font-semibold">{track.title}</p>
            <p className={cn('text-xs text-indigo-200', problem ? 'line-clamp-2' : 'truncate')}>
              {problem ? `${problem.title}: ${problem.description}` : statusLine(status, track.coachName)}
            </p>
          </div>
          <Button
            variant="ghostDark"
            size="icon"
            onClick={() => audio && seekBy(audio, -REWIND_SECONDS)}
            disabled={!playable}
            aria-label={`Rewind ${REWIND_SECONDS} seconds`}
          >
            <RotateCcw aria-hidden="true" />
          </Button>
          <Button
            variant="warm"
            size="icon"
            onClick={toggle}
            disabled={!playable}
            aria-label={isPlaying ? 'Pause' : 'Play'}
          >
            {status === 'loading' && !problem ? (
              <LoaderCircle aria-hidden="true" className="animate-spin" />
            ) : isPlaying ? (
              <Pause aria-hidden="true" className="fill-current" />
            ) : (
              <Play aria-hidden="true" className="fill-current" />
            )}
          </Button>
          <Button
            variant="ghostDark"
            size="icon"
            onClick={() => {
              audio?.pause();
              playerStore.close();
            }}
            aria-label="Close player"
          >
            <X aria-hidden="true" />
          </Button>
        </div>
        <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-0.5 md:flex-nowrap">
          <div className="flex min-w-0 basis-full md:basis-auto md:flex-1">
            <SeekBar media={media} disabled={!playable} onSeek={withAudio(seekTo)} />
          </div>
          <div className="flex w-full items-center justify-between gap-2 md:w-auto">
            <VolumeControl
              volume={media.volume}
              muted={media.muted}
              onVolume={withAudio(setVolume)}
              onToggleMute={withAudio(toggleMute)}
            />
            <SpeedSelect speed={speed} onSpeed={setSpeed} />
          </div>
        </div>
        <audio
          ref={setAudio}
          preload="metadata"
          onPlaying={() => playerStore.setStatus('playing')}
          onPause={(event) => {
            if (!event.currentTarget.ended) playerStore.setStatus('paused');
          }}
          onWaiting={() => playerStore.setStatus('loading')}
          onEnded={() => playerStore.setStatus('ended')}
          onError={() => playerStore.setStatus('error')}
        />
      </div>
    </section>
  );
}

/** A refused `play()` (autoplay rules, no user gesture) leaves the bar paused, showing Play. */
function showPlayButton() {
  playerStore.setStatus('paused');
}

function statusLine(status: PlayerStatus, coachName: string | null | undefined): string {
  if (status === 'loading') return 'Loading…';
  if (status === 'ended') return 'Finished';
  if (status === 'error') return 'Audio not available';
  return coachName ?? 'Founder Flow';
}
