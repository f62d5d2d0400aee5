import { Search } from 'lucide-react';
import { Input } from '#client/components/ui/input.tsx';

/** The free-text search over entries and transcripts; its label is for screen readers, the icon says it. */
export function EntrySearchBox({
  id,
  value,
  onChange,
}: {
  id: string;
  value: string;
  onChange: (q: string) => void;
}) {
  return (
    <div className="relative">
      <label htmlFor={id} className="sr-only">
        Search entries
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute left-4 top-1/2 size-5 -translate-y-1/2 text-stone-500"
      />
      <Input
        id={id}
        type="search"
        shape="search"
        placeholder="Search entries and transcripts"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
