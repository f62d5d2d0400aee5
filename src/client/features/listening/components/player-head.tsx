import { ChevronUp, Headphones, LoaderCircle, Pause, Play, RotateCcw, Video, X } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import type { PlaybackProblem } from '#client/features/listening/components/playback-error.ts';
import type { PlayerStatus, PlayerTrack } from '#client/entities/player/player-store.ts';
import { cn } from '#client/lib/utils.ts';
import { REWIND_SECONDS } from '#shared/constants.ts';

interface PlayerHeadProps {
  track: PlayerTrack;
  status: PlayerStatus;
  problem: PlaybackProblem | null;
  playable: boolean;
  onRewind: () => void;
  onToggle: () => void;
  onClose: () => void;
  /** Opens the now-playing view; absent while it is open. */
  onExpand?: () => void;
  /** In the now-playing view: the controls alone, larger and centred (the view names the session). */
  full?: boolean;
  /** The listener got past audio they have not heard: the end reached is not 'Finished'. */
  unfinished?: boolean;
}

/** The player's first row: what is playing (or what went wrong), rewind, play/pause and close. */
export function PlayerHead({
  track,
  status,
  problem,
  playable,
  onRewind,
  onToggle,
  onClose,
  onExpand,
  full = false,
  unfinished = false,
}: PlayerHeadProps) {
  const TypeIcon = track.type === 'video' ? Video : Headphones;
  const isPlaying = status === 'playing';

  return (
    <div
      className={
        full ? 'my-4 flex scale-150 items-center justify-center gap-5' : 'flex items-center gap-2 sm:gap-3'
      }
    >
      {!full && (
        <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-gradient-to-br from-teal-500 to-indigo-600">
          <TypeIcon aria-hidden="true" className="size-5" />
        </span>
      )}
      {/* A tap on the title opens the now-playing view too (the expand button is the accessible way). */}
      <div className={full ? 'sr-only' : 'min-w-0 flex-1'} aria-live="polite" onClick={onExpand}>
        <p className="truncate text-sm font-semibold">{track.title}</p>
        <p className={cn('text-xs text-indigo-200', problem ? 'line-clamp-2' : 'truncate')}>
          {problem
            ? `${problem.title}: ${problem.description}`
            : statusLine(status, track.coachName, unfinished)}
        </p>
      </div>
      <Button
        variant="ghostDark"
        size="icon"
        onClick={onRewind}
        disabled={!playable}
        aria-label={`Rewind ${REWIND_SECONDS} seconds`}
        // The slim bar on a phone keeps play and pause; rewinding is in the now-playing view.
        className={full ? undefined : 'max-md:hidden'}
      >
        {/* The seconds inside the arrow, as players everywhere show them. */}
        <span aria-hidden="true" className="relative grid place-items-center">
          <RotateCcw className="!size-7" strokeWidth={1.75} />
          <span className="absolute pt-px text-[0.6rem] font-bold leading-none tabular-nums">
            {REWIND_SECONDS}
          </span>
        </span>
      </Button>
      <Button
        variant="warm"
        size="icon"
        onClick={onToggle}
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
      {onExpand && (
        <Button variant="ghostDark" size="icon" onClick={onExpand} aria-label="Expand player">
          <ChevronUp aria-hidden="true" />
        </Button>
      )}
      <Button variant="ghostDark" size="icon" onClick={onClose} aria-label="Close player">
        <X aria-hidden="true" />
      </Button>
    </div>
  );
}

function statusLine(status: PlayerStatus, coachName: string | null | undefined, unfinished: boolean): string {
  if (status === 'loading') return 'Loading…';
  if (status === 'ended') return unfinished ? 'Reached the end' : 'Finished';
  return coachName ?? 'Founder Flow';
}
