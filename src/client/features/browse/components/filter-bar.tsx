import { useQuery } from '@tanstack/react-query';
import { Heart, SlidersHorizontal } from 'lucide-react';
import { useState } from 'react';
import { cn } from '#client/lib/utils.ts';
import { advisorsQuery } from '#client/features/browse/api/browse-queries.ts';
import type { SessionFilters } from '#client/features/browse/lib/session-filters.ts';
import { FilterSelect, type Option } from './filter-select.tsx';
import { focusRing } from '#client/components/ui/focus-ring.ts';

const CATEGORY: Option[] = [
  { value: '', label: 'All categories' },
  { value: 'impulse', label: 'Impulses' },
  { value: 'podcast', label: 'Podcasts' },
  { value: 'other', label: 'Other' },
];
const TYPE: Option[] = [
  { value: '', label: 'Audio and video' },
  { value: 'audio', label: 'Audio' },
  { value: 'video', label: 'Video' },
];
const LENGTH: Option[] = [
  { value: '', label: 'Any length' },
  { value: 'short', label: 'Up to 5 min' },
  { value: 'medium', label: '5 to 15 min' },
  { value: 'long', label: 'Over 15 min' },
];
const ACCESS: Option[] = [
  { value: '', label: 'Free & premium' },
  { value: 'false', label: 'Free' },
  { value: 'true', label: 'Premium' },
];
const PROGRESS: Option[] = [
  { value: '', label: 'Any progress' },
  { value: 'not_started', label: 'Not started' },
  { value: 'in_progress', label: 'In progress' },
  { value: 'completed', label: 'Completed' },
];
export const SORT: Option[] = [
  { value: 'newest', label: 'Newest' },
  { value: 'popular', label: 'Most popular' },
  { value: 'top_rated', label: 'Top rated' },
  { value: 'shortest', label: 'Shortest' },
];

/** Which filters are set, for the phone's 'Filters (n)' button. */
const countActive = (f: SessionFilters) =>
  [f.category, f.type, f.length, f.premium, f.coachId, f.progress, f.favorites].filter((v) => v !== undefined)
    .length;

type SetFilter = <K extends keyof SessionFilters>(key: K, value: SessionFilters[K] | undefined) => void;

/**
 * Every filter of the catalogue. On phones they fold behind one button so the results stay in
 * view; from the medium breakpoint they are always shown.
 */
export function FilterBar({
  filters,
  signedIn,
  onChange,
}: {
  filters: SessionFilters;
  signedIn: boolean;
  /** Receives only the filter that changed; the page merges it into the address as it is now. */
  onChange: (change: Partial<SessionFilters>) => void;
}) {
  const [open, setOpen] = useState(false);
  const set: SetFilter = (key, value) => onChange({ [key]: value });

  return (
    <div>
      <div className="flex items-end gap-3 md:hidden">
        <FiltersToggle
          open={open}
          active={countActive(filters)}
          onToggle={() => setOpen((value) => !value)}
        />
        <FilterSelect
          className="flex-1"
          label="Sort by"
          value={filters.sort}
          options={SORT}
          onChange={(v) => set('sort', v as SessionFilters['sort'])}
        />
      </div>
      <div
        id="session-filters"
        className={cn(
          'mt-3 grid-cols-2 gap-3 md:mt-0 md:flex md:flex-wrap md:[&>*]:min-w-40 md:[&>*]:flex-1',
          open ? 'grid' : 'hidden',
        )}
      >
        <CatalogueFilters filters={filters} set={set} />
        {signedIn && <ListenerFilters filters={filters} set={set} />}
      </div>
    </div>
  );
}

/** The phone's button that shows or hides the filters, with how many are set. */
function FiltersToggle({ open, active, onToggle }: { open: boolean; active: number; onToggle: () => void }) {
  return (
    <button
      type="button"
      aria-expanded={open}
      aria-controls="session-filters"
      onClick={onToggle}
      className={cn(
        'inline-flex h-11 items-center gap-2 rounded-xl border px-4 text-sm font-semibold',
        focusRing,
        active ? 'border-teal-600 bg-teal-50 text-teal-900' : 'border-stone-300 bg-white text-indigo-950',
      )}
    >
      <SlidersHorizontal aria-hidden="true" className="size-4" />
      Filters{active > 0 && ` (${active})`}
    </button>
  );
}

/** The filters anyone can use: what a session is, and who gives it. */
function CatalogueFilters({ filters, set }: { filters: SessionFilters; set: SetFilter }) {
  const advisorList = useQuery(advisorsQuery(''));
  const advisors: Option[] = [
    { value: '', label: 'All advisors' },
    ...(advisorList.data ?? []).map((advisor) => ({ value: advisor.id, label: advisor.name })),
  ];
  return (
    <>
      <FilterSelect
        label="Category"
        value={filters.category ?? ''}
        options={CATEGORY}
        onChange={(v) => set('category', (v || undefined) as SessionFilters['category'])}
      />
      <FilterSelect
        label="Format"
        value={filters.type ?? ''}
        options={TYPE}
        onChange={(v) => set('type', (v || undefined) as SessionFilters['type'])}
      />
      <FilterSelect
        label="Length"
        value={filters.length ?? ''}
        options={LENGTH}
        onChange={(v) => set('length', (v || undefined) as SessionFilters['length'])}
      />
      <FilterSelect
        label="Access"
        value={filters.premium === undefined ? '' : String(filters.premium)}
        options={ACCESS}
        onChange={(v) => set('premium', v === '' ? undefined : v === 'true')}
      />
      <FilterSelect
        label="Advisor"
        value={filters.coachId ?? ''}
        options={advisors}
        onChange={(v) => set('coachId', v || undefined)}
        className="col-span-2 md:col-span-1"
      />
    </>
  );
}

/** The filters by what the signed-in listener has done: their progress and their favourites. */
function ListenerFilters({ filters, set }: { filters: SessionFilters; set: SetFilter }) {
  return (
    <>
      <FilterSelect
        label="Your progress"
        value={filters.progress ?? ''}
        options={PROGRESS}
        onChange={(v) => set('progress', (v || undefined) as SessionFilters['progress'])}
      />
      <div className="flex flex-col justify-end">
        <button
          type="button"
          aria-pressed={filters.favorites === true}
          onClick={() => set('favorites', filters.favorites ? undefined : true)}
          className={cn(
            'inline-flex h-11 items-center justify-center gap-2 rounded-xl border px-3 text-sm font-semibold',
            focusRing,
            filters.favorites
              ? 'border-rose-300 bg-rose-50 text-rose-800'
              : 'border-stone-300 bg-white text-indigo-950 hover:bg-stone-50',
          )}
        >
          <Heart aria-hidden="true" className={cn('size-4', filters.favorites && 'fill-current')} />
          Favourites
        </button>
      </div>
    </>
  );
}
