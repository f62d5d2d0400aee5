import { CalendarDays, List } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';

export type EntriesView = 'list' | 'calendar';

/** The tab's heading and the choice between the plain list and the month calendar above it. */
export function EntriesHeader({ view, onView }: { view: EntriesView; onView: (view: EntriesView) => void }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <h2 className="text-xl font-bold text-indigo-950">Your entries</h2>
      <div className="flex gap-2" role="group" aria-label="Show entries as">
        <Button variant="outline" size="sm" aria-pressed={view === 'list'} onClick={() => onView('list')}>
          <List aria-hidden="true" />
          List
        </Button>
        <Button
          variant="outline"
          size="sm"
          aria-pressed={view === 'calendar'}
          onClick={() => onView('calendar')}
        >
          <CalendarDays aria-hidden="true" />
          Calendar
        </Button>
      </div>
    </div>
  );
}
