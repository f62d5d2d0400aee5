import { Link } from 'react-router';
import { focusRing } from '#client/components/ui/focus-ring.ts';
import { cn } from '#client/lib/utils.ts';

export interface Chip {
  label: string;
  /** The address the chip leads to (`?kind=guide`). */
  search: string;
  active: boolean;
}

/**
 * A row of filter links: each chip is a link to the filtered address, so the back button, new tabs
 * and shared links work; the active one carries aria-current.
 */
export function FilterChips({ label, chips }: { label: string; chips: Chip[] }) {
  return (
    <nav aria-label={label} className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <ul className="flex gap-2 pb-1 sm:flex-wrap">
        {chips.map((chip) => (
          <li key={chip.label} className="shrink-0">
            <Link
              to={{ search: chip.search }}
              preventScrollReset
              aria-current={chip.active ? 'true' : undefined}
              className={cn(
                'inline-flex h-10 items-center rounded-full border px-4 text-sm font-semibold transition-colors',
                chip.active
                  ? 'border-indigo-950 bg-indigo-950 text-white'
                  : 'border-stone-300 bg-white text-indigo-950 hover:bg-indigo-50',
                focusRing,
              )}
            >
              {chip.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
