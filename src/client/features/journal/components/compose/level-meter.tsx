import { cn } from '#client/lib/utils.ts';

const BARS = 12;

const describe = (level: number) =>
  level < 0.05 ? 'Silent' : level < 0.25 ? 'Quiet' : level < 0.7 ? 'Good' : 'Loud';

/**
 * The microphone's live level as bars, with its value in words for screen readers (`role="meter"`):
 * enough to see that the microphone hears you.
 */
export function LevelMeter({ level, active }: { level: number; active: boolean }) {
  const lit = Math.round(level * BARS);
  const percent = Math.round(level * 100);
  return (
    <div
      role="meter"
      aria-label="Microphone level"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={active ? describe(level) : 'Not listening'}
      className="flex h-8 items-end gap-1"
    >
      {Array.from({ length: BARS }, (_, i) => (
        <span
          key={i}
          aria-hidden="true"
          className={cn(
            'w-1.5 rounded-full transition-colors',
            i < lit ? (i >= BARS - 2 ? 'bg-amber-500' : 'bg-teal-600') : 'bg-stone-200',
          )}
          style={{ height: `${30 + (i / BARS) * 70}%` }}
        />
      ))}
      <span className="ml-2 self-center text-xs font-medium text-stone-600">
        {active ? describe(level) : 'Not listening'}
      </span>
    </div>
  );
}
