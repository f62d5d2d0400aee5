import { Search, X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { focusRing } from '#client/components/ui/focus-ring.ts';
import { Input } from '#client/components/ui/input.tsx';
import { cn } from '#client/lib/utils.ts';

const DEBOUNCE_MS = 350;

/**
 * A search field (sessions, advisors, the library) that reports its text once the user pauses
 * typing. The address is the source of truth: when it changes from outside (back button, 'Clear filters') the field follows it.
 */
export function SearchBox({
  value,
  onSearch,
  label,
  placeholder,
  maxLength = 200,
}: {
  value: string;
  onSearch: (text: string) => void;
  label: string;
  placeholder: string;
  /** The server's own limit for this search, so the field never sends what would be refused. */
  maxLength?: number;
}) {
  const id = useId();
  const [draft, setDraft] = useState(value);
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    setDraft(value);
  }

  useEffect(() => {
    if (draft.trim() === value.trim()) return;
    const timer = setTimeout(() => onSearch(draft.trim()), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draft, value, onSearch]);

  return (
    <form
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(draft.trim());
      }}
      className="relative"
    >
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute left-4 top-1/2 size-5 -translate-y-1/2 text-stone-500"
      />
      <Input
        shape="search"
        id={id}
        type="search"
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        placeholder={placeholder}
        autoComplete="off"
        enterKeyHint="search"
        maxLength={maxLength}
      />
      {draft && (
        <button
          type="button"
          aria-label="Clear search"
          onClick={() => {
            setDraft('');
            onSearch('');
          }}
          className={cn(
            'absolute right-2 top-1/2 grid size-9 -translate-y-1/2 place-items-center rounded-full text-stone-600 hover:bg-stone-100',
            focusRing,
          )}
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      )}
    </form>
  );
}
