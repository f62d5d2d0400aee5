import { cn } from '#client/lib/utils.ts';
import { moodLabel } from '#client/features/journal/components/mood.tsx';

/** What the calendar knows of a day with entries. */
export interface DayWithEntries {
  count: number;
  averageMood: number | null;
}

/**
 * One day of the calendar: a day with entries is a toggle that filters the list to it (pressing the
 * chosen day again shows every day), and says how many entries and which mood; other days are text.
 */
export function CalendarDay({
  day,
  date,
  monthTitle,
  info,
  selected,
  onDay,
}: {
  day: number;
  date: string;
  monthTitle: string;
  info: DayWithEntries | undefined;
  selected: boolean;
  onDay: (day: string) => void;
}) {
  if (!info) {
    return <span className="grid aspect-square w-full place-items-center text-stone-500">{day}</span>;
  }
  return (
    <button
      type="button"
      aria-pressed={selected}
      aria-label={`${day} ${monthTitle}: ${info.count} ${info.count === 1 ? 'entry' : 'entries'}${
        info.averageMood === null ? '' : `, mood ${moodLabel(Math.round(info.averageMood))}`
      }`}
      onClick={() => onDay(selected ? '' : date)}
      className={cn(
        'grid aspect-square w-full place-items-center rounded-xl font-semibold',
        'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-600',
        selected ? 'bg-teal-700 text-white' : 'bg-teal-50 text-teal-900 hover:bg-teal-100',
      )}
    >
      {day}
    </button>
  );
}
