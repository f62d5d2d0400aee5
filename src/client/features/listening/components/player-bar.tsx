import { useQuery } from '@tanstack/react-query';
import { Headphones, LoaderCircle, Pause, Play, Video, X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { playbackQuery } from '#client/features/listening/api/playback.ts';
import { describePlaybackError } from '#client/features/listening/components/playback-error.ts';
import { playerStore, usePlayer, type PlayerStatus } from '#client/lib/player-store.ts';
import { cn } from '#client/lib/utils.ts';

/**
 * The fixed player above the tab bar. It asks the API for a media URL when a session is opened and
 * mirrors the media element's events into the player store; rewind, volume and speed come later.
 */
export function PlayerBar() {
  const track = usePlayer((state) => state.track);
  const status = usePlayer((state) => state.status);
  const openCount = usePlayer((state) => state.openCount);
  const audioRef = useRef<HTMLAudioElement>(null);

  const playback = useQuery({ ...playbackQuery(track?.sessionId ?? '', openCount), enabled: track !== null });
  const grant = playback.data;

  useEffect(() => {
    const audio = audioRef.current;
    if (!audio || !grant) return;
    audio.src = grant.url;
    audio.currentTime = grant.resumeAt;
    // Autoplay can still be refused (e.g. no user gesture); the bar then simply shows Play.
    audio.play().catch(() => playerStore.setStatus('paused'));
  }, [grant]);

  useEffect(() => {
    if (playback.isError) playerStore.setStatus('error');
  }, [playback.isError]);

  if (!track) return null;

  const problem = playback.error ? describePlaybackError(playback.error) : null;
  const isPlaying = status === 'playing';
  const TypeIcon = track.type === 'video' ? Video : Headphones;

  const toggle = () => {
    const audio = audioRef.current;
    if (!audio) return;
    if (isPlaying) audio.pause();
    else void audio.play().catch(() => playerStore.setStatus('paused'));
  };

  return (
    <section
      aria-label="Audio player"
      className="fixed inset-x-0 bottom-[calc(4rem+env(safe-area-inset-bottom))] z-40 px-3 pb-2 md:bottom-4 md:px-4 md:pb-0"
    >
      <div className="mx-auto flex max-w-3xl items-center gap-3 rounded-2xl bg-indigo-950 p-2.5 pr-3 text-white shadow-2xl shadow-indigo-950/30 ring-1 ring-white/10">
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
          variant="warm"
          size="icon"
          onClick={toggle}
          disabled={!grant || status === 'error'}
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
            audioRef.current?.pause();
            playerStore.close();
          }}
          aria-label="Close player"
        >
          <X aria-hidden="true" />
        </Button>
        <audio
          ref={audioRef}
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

function statusLine(status: PlayerStatus, coachName: string | null | undefined): string {
  if (status === 'loading') return 'Loading…';
  if (status === 'ended') return 'Finished';
  if (status === 'error') return 'Audio not available';
  return coachName ?? 'Founder Flow';
}
