import { formatTime, remainingSeconds } from '#client/features/listening/components/format-time.ts';
import { rangeInputClass } from '#client/features/listening/components/range-styles.ts';
import type { MediaState } from '#client/features/listening/hooks/use-media-state.ts';

interface SeekBarProps {
  media: MediaState;
  disabled: boolean;
  onSeek: (seconds: number) => void;
}

function percent(part: number, whole: number): string {
  return whole > 0 ? `${Math.min(100, (part / whole) * 100)}%` : '0%';
}

/** Elapsed, a seek slider over the buffered and played parts, and the time left at this speed. */
export function SeekBar({ media, disabled, onSeek }: SeekBarProps) {
  const { currentTime, duration, bufferedEnd, playbackRate } = media;
  const remaining = remainingSeconds(duration, currentTime, playbackRate);
  return (
    <div className="flex min-w-0 flex-1 items-center gap-2 text-[11px] tabular-nums text-indigo-200">
      <span aria-label="Elapsed" className="w-9 text-right">
        {formatTime(currentTime)}
      </span>
      <div className="relative min-w-0 flex-1">
        <div
          aria-hidden="true"
          className="absolute inset-x-0 top-1/2 h-1 -translate-y-1/2 overflow-hidden rounded-full bg-white/15"
        >
          <div
            data-testid="buffered"
            className="absolute inset-y-0 left-0 bg-white/30"
            style={{ width: percent(bufferedEnd, duration) }}
          />
          <div
            className="absolute inset-y-0 left-0 bg-amber-400"
            style={{ width: percent(currentTime, duration) }}
          />
        </div>
        <input
          type="range"
          aria-label="Seek"
          aria-valuetext={`${formatTime(currentTime)} of ${formatTime(duration)}`}
          min={0}
          max={duration || 0}
          step="any"
          value={Math.min(currentTime, duration || 0)}
          disabled={disabled || duration <= 0}
          onChange={(event) => onSeek(Number(event.currentTarget.value))}
          className={`relative ${rangeInputClass}`}
        />
      </div>
      <span aria-label="Remaining" className="w-10">
        -{formatTime(remaining)}
      </span>
    </div>
  );
}
