import {
  ChevronUp,
  Headphones,
  LoaderCircle,
  Pause,
  Play,
  RotateCcw,
  RotateCw,
  Video,
  X,
} from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import type { PlaybackProblem } from '#client/features/listening/components/playback-error.ts';
import type { PlayerStatus, PlayerTrack } from '#client/entities/player/player-store.ts';
import { cn } from '#client/lib/utils.ts';
import { REWIND_SECONDS, SKIP_FORWARD_SECONDS } from '#shared/constants.ts';

interface PlayerHeadProps {
  track: PlayerTrack;
  status: PlayerStatus;
  problem: PlaybackProblem | null;
  playable: boolean;
  /** Back 10 s (negative) or ahead 30 s: seeks, never counted as heard. */
  onSeekBy: (seconds: number) => void;
  onToggle: () => void;
  onClose: () => void;
  /** Opens the now-playing view; absent while it is open. */
  onExpand?: () => void;
  /** In the now-playing view: the controls alone, larger and centred (the view names the session). */
  full?: boolean;
  /** The listener got past audio they have not heard: the end reached is not 'Finished'. */
  unfinished?: boolean;
}

/**
 * The player's first row: what is playing (or what went wrong), back 10 s, play/pause, ahead 30 s
 * and close.
 */
export function PlayerHead({
  track,
  status,
  problem,
  playable,
  onSeekBy,
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
      <JumpButton
        onClick={() => onSeekBy(-REWIND_SECONDS)}
        disabled={!playable}
        label={`Rewind ${REWIND_SECONDS} seconds`}
        seconds={REWIND_SECONDS}
        Icon={RotateCcw}
        full={full}
      />
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
      <JumpButton
        onClick={() => onSeekBy(SKIP_FORWARD_SECONDS)}
        disabled={!playable}
        label={`Skip forward ${SKIP_FORWARD_SECONDS} seconds`}
        seconds={SKIP_FORWARD_SECONDS}
        Icon={RotateCw}
        full={full}
        keyShortcut="Shift+ArrowRight"
      />
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

/** Back or ahead by some seconds, the seconds drawn inside the arrow as players everywhere show them. */
function JumpButton({
  onClick,
  disabled,
  label,
  seconds,
  Icon,
  full,
  keyShortcut,
}: {
  onClick: () => void;
  disabled: boolean;
  label: string;
  seconds: number;
  Icon: typeof RotateCcw;
  full: boolean;
  keyShortcut?: string;
}) {
  return (
    <Button
      variant="ghostDark"
      size="icon"
      onClick={onClick}
      disabled={disabled}
      aria-label={label}
      aria-keyshortcuts={keyShortcut}
      // The slim bar on a phone keeps play and pause; jumping is in the now-playing view.
      className={full ? undefined : 'max-md:hidden'}
    >
      <span aria-hidden="true" className="relative grid place-items-center">
        <Icon className="!size-7" strokeWidth={1.75} />
        <span className="absolute pt-px text-[0.6rem] font-bold leading-none tabular-nums">{seconds}</span>
      </span>
    </Button>
  );
}

function statusLine(status: PlayerStatus, coachName: string | null | undefined, unfinished: boolean): string {
  if (status === 'loading') return 'Loading…';
  if (status === 'ended') return unfinished ? 'Reached the end' : 'Finished';
  return coachName ?? 'Founder Flow';
}
