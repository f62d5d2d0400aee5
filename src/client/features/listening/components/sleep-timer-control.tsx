import { Moon } from 'lucide-react';
import { focusRingOnDark } from '#client/components/ui/focus-ring.ts';
import { Select } from '#client/components/ui/select.tsx';
import {
  EXTEND_MINUTES,
  formatCountdown,
  isSleepChoice,
  SLEEP_CHOICES,
  type SleepChoice,
} from '#client/features/listening/sleep-timer.ts';
import { cn } from '#client/lib/utils.ts';

interface SleepTimerControlProps {
  choice: SleepChoice | null;
  remaining: number | null;
  onChoose: (choice: SleepChoice | null) => void;
  onExtend: () => void;
}

const label = (choice: SleepChoice) => (choice === 'end' ? 'End of session' : `${choice} min`);

/**
 * The sleep timer in the player: its name in words, a native select of short choices, the time
 * left and +5 min. Short choices beside a visible name, so nothing is cut off even on a 320 px
 * phone, where a long choice inside a select was clipped mid-word.
 */
export function SleepTimerControl({ choice, remaining, onChoose, onExtend }: SleepTimerControlProps) {
  return (
    <span className="inline-flex shrink-0 items-center gap-1 whitespace-nowrap">
      <Moon aria-hidden="true" className={cn('size-3.5', choice ? 'text-amber-300' : 'text-indigo-200')} />
      {/* The select says 'Sleep timer' to assistive technology itself. */}
      <span aria-hidden="true" className="text-xs text-indigo-100">
        Sleep
      </span>
      <Select
        look="player"
        aria-label="Sleep timer"
        value={choice ?? 'off'}
        onChange={(event) => {
          const value = event.currentTarget.value;
          const next: unknown = value === 'end' ? 'end' : Number(value);
          onChoose(isSleepChoice(next) ? next : null);
        }}
      >
        <option value="off">Off</option>
        {SLEEP_CHOICES.map((option) => (
          <option key={option} value={option}>
            {label(option)}
          </option>
        ))}
      </Select>
      {choice !== null && remaining !== null && (
        <>
          <span className="text-xs tabular-nums text-indigo-100" aria-label="Sleep timer remaining">
            {formatCountdown(remaining)}
          </span>
          <button
            type="button"
            onClick={onExtend}
            aria-label={`Add ${EXTEND_MINUTES} minutes to the sleep timer`}
            className={cn(
              'rounded-full px-2 py-1 text-xs font-semibold text-indigo-100 hover:bg-white/10',
              focusRingOnDark,
            )}
          >
            +{EXTEND_MINUTES} min
          </button>
        </>
      )}
    </span>
  );
}
