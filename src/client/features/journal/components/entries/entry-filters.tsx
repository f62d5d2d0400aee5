import { X } from 'lucide-react';
import { useId } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { NO_FILTERS, type EntryFilters as Filters } from '#client/features/journal/api/journal-keys.ts';
import { EntryFilterFields } from './entry-filter-fields.tsx';
import { EntrySearchBox } from './entry-search-box.tsx';

/** Search and filters of the entries list; the sessions offered are those the loaded entries name. */
export function EntryFilters({
  filters,
  sessions,
  onChange,
}: {
  filters: Filters;
  sessions: { id: string; title: string }[];
  onChange: (filters: Filters) => void;
}) {
  const id = useId();
  const set = (change: Partial<Filters>) => onChange({ ...filters, ...change });
  const active = JSON.stringify(filters) !== JSON.stringify(NO_FILTERS);
  return (
    <div role="search" aria-label="Search your entries" className="space-y-3">
      <EntrySearchBox id={`${id}-q`} value={filters.q} onChange={(q) => set({ q })} />
      <EntryFilterFields id={id} filters={filters} sessions={sessions} onSet={set} />
      {active ? (
        <Button variant="outline" size="sm" onClick={() => onChange(NO_FILTERS)}>
          <X aria-hidden="true" />
          Clear filters
        </Button>
      ) : null}
    </div>
  );
}
