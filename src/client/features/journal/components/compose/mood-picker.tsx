import { useId } from 'react';
import { cn } from '#client/lib/utils.ts';
import { MOODS } from '#shared/journal.ts';
import { MOOD_ICONS } from '#client/features/journal/components/mood.tsx';

/**
 * Mood from 1 to 5 as a native radio group (arrow keys move and choose, as screen readers expect),
 * each with its word and icon. Choosing the chosen mood again clears it: mood is optional.
 */
export function MoodPicker({
  value,
  onChange,
  legend = 'How do you feel?',
}: {
  value: number | null;
  onChange: (mood: number | null) => void;
  legend?: string;
}) {
  const name = useId();
  return (
    <fieldset>
      <legend className="text-sm font-medium text-indigo-950">{legend}</legend>
      <div className="mt-2 grid grid-cols-5 gap-2">
        {MOODS.map((mood) => {
          const Icon = MOOD_ICONS[mood.value];
          const checked = value === mood.value;
          return (
            <label
              key={mood.value}
              className={cn(
                'flex cursor-pointer flex-col items-center gap-1 rounded-2xl border px-1 py-2 text-xs font-semibold transition-colors',
                'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-teal-600',
                checked
                  ? 'border-teal-700 bg-teal-50 text-teal-900'
                  : 'border-stone-200 bg-white text-stone-700 hover:border-teal-300',
              )}
            >
              <input
                type="radio"
                name={name}
                value={mood.value}
                checked={checked}
                onChange={() => onChange(mood.value)}
                onClick={() => {
                  if (checked) onChange(null);
                }}
                className="sr-only"
              />
              {Icon ? <Icon aria-hidden="true" className="size-6" /> : null}
              {mood.label}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
