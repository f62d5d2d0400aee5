import { useQuery } from '@tanstack/react-query';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { ErrorNotice } from '#client/components/ui/error-notice.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { cn } from '#client/lib/utils.ts';
import { calendarQuery } from '#client/features/journal/api/journal-queries.ts';
import { moodLabel } from '#client/features/journal/components/mood.tsx';

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

function shiftMonth(month: string, by: number): string {
  const [y = 2000, m = 1] = month.split('-').map(Number);
  const date = new Date(y, m - 1 + by, 1);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}`;
}

/**
 * A month of days with entries: each such day is a button that filters the list to that day. The
 * grid is a table with the weekdays as column headers, so it reads as a calendar.
 */
export function EntryCalendar({
  userId,
  month,
  selected,
  onMonth,
  onDay,
}: {
  userId: string;
  month: string;
  selected: string;
  onMonth: (month: string) => void;
  onDay: (day: string) => void;
}) {
  const calendar = useQuery(calendarQuery(userId, month));
  const [y = 2000, m = 1] = month.split('-').map(Number);
  const first = new Date(y, m - 1, 1);
  const daysInMonth = new Date(y, m, 0).getDate();
  const offset = (first.getDay() + 6) % 7;
  const cells: (number | null)[] = [
    ...Array.from({ length: offset }, () => null),
    ...Array.from({ length: daysInMonth }, (_, i) => i + 1),
  ];
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks = Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7));
  const byDate = new Map((calendar.data?.days ?? []).map((d) => [d.date, d]));
  const title = first.toLocaleDateString('en-GB', { month: 'long', year: 'numeric' });

  return (
    <div className="rounded-3xl border border-stone-200/80 bg-white p-4 shadow-sm">
      <div className="flex items-center justify-between">
        <Button
          variant="outline"
          size="icon"
          aria-label="Previous month"
          onClick={() => onMonth(shiftMonth(month, -1))}
        >
          <ChevronLeft aria-hidden="true" />
        </Button>
        <p className="font-semibold text-indigo-950" aria-live="polite">
          {title}
        </p>
        <Button
          variant="outline"
          size="icon"
          aria-label="Next month"
          onClick={() => onMonth(shiftMonth(month, 1))}
        >
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
      {calendar.error ? (
        <ErrorNotice
          size="inline"
          className="mt-3"
          message={`The calendar could not be loaded: ${calendar.error.message}`}
          onRetry={() => void calendar.refetch()}
        />
      ) : null}
      <table className="mt-3 w-full table-fixed text-center text-sm">
        <caption className="sr-only">Days of {title} with entries</caption>
        <thead>
          <tr>
            {WEEKDAYS.map((d) => (
              <th key={d} scope="col" className="pb-1 text-xs font-medium text-stone-600">
                {d}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week, w) => (
            <tr key={w}>
              {week.map((day, i) => {
                if (day === null) return <td key={i} />;
                const date = `${month}-${String(day).padStart(2, '0')}`;
                const info = byDate.get(date);
                return (
                  <td key={i} className="p-0.5">
                    {info ? (
                      <button
                        type="button"
                        aria-pressed={selected === date}
                        aria-label={`${day} ${title}: ${info.count} ${info.count === 1 ? 'entry' : 'entries'}${
                          info.averageMood === null ? '' : `, mood ${moodLabel(Math.round(info.averageMood))}`
                        }`}
                        onClick={() => onDay(selected === date ? '' : date)}
                        className={cn(
                          'grid aspect-square w-full place-items-center rounded-xl font-semibold',
                          'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-600',
                          selected === date
                            ? 'bg-teal-700 text-white'
                            : 'bg-teal-50 text-teal-900 hover:bg-teal-100',
                        )}
                      >
                        {day}
                      </button>
                    ) : (
                      <span className="grid aspect-square w-full place-items-center text-stone-500">
                        {day}
                      </span>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      {calendar.isPending ? (
        <p className="mt-2 flex items-center gap-2 text-xs text-stone-600">
          <Spinner size="sm" label="Loading" />
          Loading the month…
        </p>
      ) : null}
    </div>
  );
}
