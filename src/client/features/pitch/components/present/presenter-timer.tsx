import { Pause, Play, RotateCcw } from 'lucide-react';
import { useEffect, useState } from 'react';
import { focusRingOnDark } from '#client/components/ui/focus-ring.ts';
import { cn } from '#client/lib/utils.ts';

const clock = (seconds: number) => {
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return `${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
};

/** Time since the presentation started, with pause and reset; counts from a start time, not ticks. */
export function PresenterTimer() {
  const [startedAt, setStartedAt] = useState(() => Date.now());
  const [pausedAt, setPausedAt] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (pausedAt !== null) return;
    const tick = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(tick);
  }, [pausedAt]);

  const elapsed = Math.max(0, Math.floor(((pausedAt ?? now) - startedAt) / 1000));
  const button = cn(
    'grid size-9 place-items-center rounded-full text-white hover:bg-white/10',
    focusRingOnDark,
  );
  return (
    <div className="flex items-center gap-2">
      <p className="font-mono text-2xl tabular-nums" aria-label={`Elapsed ${clock(elapsed)}`}>
        <span aria-hidden="true">{clock(elapsed)}</span>
      </p>
      <button
        type="button"
        className={button}
        aria-label={pausedAt === null ? 'Pause the timer' : 'Resume the timer'}
        onClick={() => {
          if (pausedAt === null) setPausedAt(Date.now());
          else {
            setStartedAt((start) => start + (Date.now() - pausedAt));
            setPausedAt(null);
            setNow(Date.now());
          }
        }}
      >
        {pausedAt === null ? (
          <Pause aria-hidden="true" className="size-4" />
        ) : (
          <Play aria-hidden="true" className="size-4" />
        )}
      </button>
      <button
        type="button"
        className={button}
        aria-label="Reset the timer"
        onClick={() => {
          const t = Date.now();
          setStartedAt(t);
          setNow(t);
          setPausedAt((p) => (p === null ? null : t));
        }}
      >
        <RotateCcw aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}
