import { formatTime, remainingSeconds } from '#client/features/listening/components/format-time.ts';
import { rangeInputClass } from '#client/features/listening/components/range-styles.ts';
import type { MediaState } from '#client/features/listening/hooks/use-media-state.ts';

interface SeekBarProps {
  media: MediaState;
  disabled: boolean;
  onSeek: (seconds: number) => void;
  /** A podcast's chapters, marked on the bar where each begins (the first, at 0, is left out). */
  chapters?: ReadonlyArray<{ startSeconds: number; title: string }>;
}

function percent(part: number, whole: number): string {
  return whole > 0 ? `${Math.min(100, (part / whole) * 100)}%` : '0%';
}

/**
 * Elapsed, a seek slider over the buffered and played parts with a podcast's chapter starts marked,
 * and the time left at this speed. The marks are decoration (hover shows the title); the chapter
 * list in the transcript panel is how keyboard and screen-reader users jump to one.
 */
export function SeekBar({ media, disabled, onSeek, chapters = [] }: SeekBarProps) {
  const { currentTime, duration, bufferedEnd, playbackRate } = media;
  const remaining = remainingSeconds(duration, currentTime, playbackRate);
  const marks = duration > 0 ? chapters.filter((c) => c.startSeconds > 0 && c.startSeconds < duration) : [];
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
        {marks.map((chapter) => (
          <span
            key={chapter.startSeconds}
            aria-hidden="true"
            data-testid="chapter-mark"
            title={chapter.title}
            className="pointer-events-none absolute top-1/2 z-10 h-2.5 w-0.5 -translate-x-1/2 -translate-y-1/2 rounded-full bg-indigo-100/90"
            style={{ left: percent(chapter.startSeconds, duration) }}
          />
        ))}
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
