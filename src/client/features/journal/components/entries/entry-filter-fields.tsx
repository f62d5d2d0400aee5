import type { ReactNode } from 'react';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { Select } from '#client/components/ui/select.tsx';
import { MOODS } from '#shared/journal.ts';
import type { EntryFilters as Filters } from '#client/features/journal/api/journal-keys.ts';

/** A filter's small caption above its control. */
function Filter({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div>
      <Label look="caption" htmlFor={id}>
        {label}
      </Label>
      {children}
    </div>
  );
}

/**
 * Mood, tag, session and a date range. Each change applies at once (the list waits for typing to
 * pause); the dates bound each other so the range cannot run backwards.
 */
export function EntryFilterFields({
  id,
  filters,
  sessions,
  onSet,
}: {
  id: string;
  filters: Filters;
  sessions: { id: string; title: string }[];
  onSet: (change: Partial<Filters>) => void;
}) {
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-5">
      <Filter id={`${id}-mood`} label="Mood">
        <Select
          id={`${id}-mood`}
          className="w-full"
          value={filters.mood}
          onChange={(e) => onSet({ mood: e.target.value })}
        >
          <option value="">Any mood</option>
          {MOODS.map((m) => (
            <option key={m.value} value={String(m.value)}>
              {m.label}
            </option>
          ))}
        </Select>
      </Filter>
      <Filter id={`${id}-tag`} label="Tag">
        <Input
          id={`${id}-tag`}
          value={filters.tag}
          placeholder="Any tag"
          onChange={(e) => onSet({ tag: e.target.value })}
        />
      </Filter>
      <Filter id={`${id}-session`} label="Session">
        <Select
          id={`${id}-session`}
          className="w-full"
          value={filters.sessionId}
          onChange={(e) => onSet({ sessionId: e.target.value })}
        >
          <option value="">Any session</option>
          {sessions.map((s) => (
            <option key={s.id} value={s.id}>
              {s.title}
            </option>
          ))}
        </Select>
      </Filter>
      <Filter id={`${id}-from`} label="From">
        <Input
          id={`${id}-from`}
          type="date"
          value={filters.from}
          max={filters.to || undefined}
          onChange={(e) => onSet({ from: e.target.value })}
        />
      </Filter>
      <Filter id={`${id}-to`} label="To">
        <Input
          id={`${id}-to`}
          type="date"
          value={filters.to}
          min={filters.from || undefined}
          onChange={(e) => onSet({ to: e.target.value })}
        />
      </Filter>
    </div>
  );
}
