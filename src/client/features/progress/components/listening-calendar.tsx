import { cn } from '#client/lib/utils.ts';
import type { CalendarDay } from '#shared/schemas/progress.ts';

const DAYS_A_WEEK = 7;

/** Deeper colour for more sessions; a day counted by a journal entry alone is the palest. */
function shade(day: CalendarDay): string {
  if (day.sessions >= 3) return 'bg-teal-700';
  if (day.sessions === 2) return 'bg-teal-500';
  if (day.sessions === 1) return 'bg-teal-300';
  return day.active ? 'bg-teal-100 ring-1 ring-inset ring-teal-300' : 'bg-stone-100';
}

const dayLabel = (day: CalendarDay) => {
  const date = new Date(`${day.date}T12:00:00Z`).toLocaleDateString('en', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
  if (day.sessions > 0) return `${date}: ${day.sessions} ${day.sessions === 1 ? 'session' : 'sessions'}`;
  return day.active ? `${date}: a journal entry` : `${date}: no activity`;
};

/**
 * The last twelve weeks at a glance: one square a day, a column a week, oldest on the left, deeper
 * teal for more sessions finished. The picture is summarised in words for screen readers, and each
 * square names its day and count on hover.
 */
export function ListeningCalendar({ days }: { days: CalendarDay[] }) {
  const active = days.filter((d) => d.active || d.sessions > 0).length;
  const sessions = days.reduce((sum, d) => sum + d.sessions, 0);
  const weeks = Array.from({ length: Math.ceil(days.length / DAYS_A_WEEK) }, (_, i) =>
    days.slice(i * DAYS_A_WEEK, (i + 1) * DAYS_A_WEEK),
  );
  const summary = `Active on ${active} of the last ${days.length} days, ${sessions} ${sessions === 1 ? 'session' : 'sessions'} finished.`;
  return (
    <section aria-labelledby="calendar-heading" className="mt-6">
      <h3 id="calendar-heading" className="text-base font-semibold text-indigo-950">
        Listening calendar
      </h3>
      <p className="mt-1 text-sm text-stone-700">{summary}</p>
      <div
        role="img"
        aria-label={`Listening calendar: ${summary}`}
        className="mt-3 flex gap-1 overflow-x-auto"
      >
        {weeks.map((week) => (
          <div key={week[0]!.date} className="grid grid-rows-7 gap-1">
            {week.map((day) => (
              <span
                key={day.date}
                title={dayLabel(day)}
                className={cn('size-4 rounded-sm sm:size-5', shade(day))}
              />
            ))}
          </div>
        ))}
      </div>
      <p aria-hidden="true" className="mt-2 flex items-center gap-1.5 text-xs text-stone-600">
        Less
        {['bg-stone-100', 'bg-teal-100', 'bg-teal-300', 'bg-teal-500', 'bg-teal-700'].map((c) => (
          <span key={c} className={cn('size-3 rounded-sm', c)} />
        ))}
        More
      </p>
    </section>
  );
}
