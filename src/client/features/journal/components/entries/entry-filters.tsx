import { Search, X } from 'lucide-react';
import { useId } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { Select } from '#client/components/ui/select.tsx';
import { MOODS } from '#shared/journal.ts';
import { NO_FILTERS, type EntryFilters as Filters } from '#client/features/journal/api/journal-keys.ts';

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
      <div className="relative">
        <label htmlFor={`${id}-q`} className="sr-only">
          Search entries
        </label>
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute left-4 top-1/2 size-5 -translate-y-1/2 text-stone-500"
        />
        <Input
          id={`${id}-q`}
          type="search"
          shape="search"
          placeholder="Search entries and transcripts"
          value={filters.q}
          onChange={(event) => set({ q: event.target.value })}
        />
      </div>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-5">
        <div>
          <Label look="caption" htmlFor={`${id}-mood`}>
            Mood
          </Label>
          <Select
            id={`${id}-mood`}
            className="w-full"
            value={filters.mood}
            onChange={(e) => set({ mood: e.target.value })}
          >
            <option value="">Any mood</option>
            {MOODS.map((m) => (
              <option key={m.value} value={String(m.value)}>
                {m.label}
              </option>
            ))}
          </Select>
        </div>
        <div>
          <Label look="caption" htmlFor={`${id}-tag`}>
            Tag
          </Label>
          <Input
            id={`${id}-tag`}
            value={filters.tag}
            placeholder="Any tag"
            onChange={(e) => set({ tag: e.target.value })}
          />
        </div>
        <div>
          <Label look="caption" htmlFor={`${id}-session`}>
            Session
          </Label>
          <Select
            id={`${id}-session`}
            className="w-full"
            value={filters.sessionId}
            onChange={(e) => set({ sessionId: e.target.value })}
          >
            <option value="">Any session</option>
            {sessions.map((s) => (
              <option key={s.id} value={s.id}>
                {s.title}
              </option>
            ))}
          </Select>
        </div>
        <div>
          <Label look="caption" htmlFor={`${id}-from`}>
            From
          </Label>
          <Input
            id={`${id}-from`}
            type="date"
            value={filters.from}
            max={filters.to || undefined}
            onChange={(e) => set({ from: e.target.value })}
          />
        </div>
        <div>
          <Label look="caption" htmlFor={`${id}-to`}>
            To
          </Label>
          <Input
            id={`${id}-to`}
            type="date"
            value={filters.to}
            min={filters.from || undefined}
            onChange={(e) => set({ to: e.target.value })}
          />
        </div>
      </div>
      {active ? (
        <Button variant="outline" size="sm" onClick={() => onChange(NO_FILTERS)}>
          <X aria-hidden="true" />
          Clear filters
        </Button>
      ) : null}
    </div>
  );
}
