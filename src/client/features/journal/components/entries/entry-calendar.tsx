import { useQuery } from '@tanstack/react-query';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { ErrorNotice } from '#client/components/ui/error-notice.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { calendarQuery } from '#client/features/journal/api/journal-queries.ts';
import { monthWeeks, shiftMonth } from '#client/features/journal/lib/calendar-month.ts';
import { CalendarDay } from './calendar-day.tsx';
import { cardVariants } from '#client/components/ui/card.tsx';

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

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
  const { first, weeks } = monthWeeks(month);
  const byDate = new Map((calendar.data?.days ?? []).map((d) => [d.date, d]));
  const title = first.toLocaleDateString('en-GB', { month: 'long', year: 'numeric' });

  return (
    <div className={cardVariants({ padding: 'none', className: 'p-4' })}>
      <MonthNav
        title={title}
        onPrevious={() => onMonth(shiftMonth(month, -1))}
        onNext={() => onMonth(shiftMonth(month, 1))}
      />
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
                return (
                  <td key={i} className="p-0.5">
                    <CalendarDay
                      day={day}
                      date={date}
                      monthTitle={title}
                      info={byDate.get(date)}
                      selected={selected === date}
                      onDay={onDay}
                    />
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

/** The month shown, between the buttons to the months either side (its name is announced as it changes). */
function MonthNav({
  title,
  onPrevious,
  onNext,
}: {
  title: string;
  onPrevious: () => void;
  onNext: () => void;
}) {
  return (
    <div className="flex items-center justify-between">
      <Button variant="outline" size="icon" aria-label="Previous month" onClick={onPrevious}>
        <ChevronLeft aria-hidden="true" />
      </Button>
      <p className="font-semibold text-indigo-950" aria-live="polite">
        {title}
      </p>
      <Button variant="outline" size="icon" aria-label="Next month" onClick={onNext}>
        <ChevronRight aria-hidden="true" />
      </Button>
    </div>
  );
}
