import type { ReactNode } from 'react';
import { Input } from '#client/components/ui/input.tsx';
import { Select } from '#client/components/ui/select.tsx';
import {
  SESSION_CATEGORIES,
  SESSION_TYPES,
  type SessionCategory,
  type SessionType,
} from '#shared/catalog.ts';
import { ADMIN_SESSION_SORTS } from '#shared/schemas/admin.ts';

const SORT_LABELS: Record<(typeof ADMIN_SESSION_SORTS)[number], string> = {
  newest: 'Newest',
  title: 'Title',
  plays: 'Most played',
  rating: 'Top rated',
};

type YesNo = '' | 'true' | 'false';
export type SessionFilters = {
  q: string;
  category: '' | SessionCategory;
  type: '' | SessionType;
  active: YesNo;
  featured: YesNo;
  premium: YesNo;
  sort: (typeof ADMIN_SESSION_SORTS)[number];
};

export const NO_FILTERS: SessionFilters = {
  q: '',
  category: '',
  type: '',
  active: '',
  featured: '',
  premium: '',
  sort: 'newest',
};

/** A select's value is one of its options, which are the filter's own values. */
type OnFilter = (name: keyof SessionFilters) => (event: { target: { value: string } }) => void;

function Labelled({ label, wide, children }: { label: string; wide?: boolean; children: ReactNode }) {
  return (
    <label
      className={
        wide
          ? 'flex min-w-[14rem] flex-1 flex-col text-xs font-medium text-stone-600'
          : 'flex flex-col text-xs font-medium text-stone-600'
      }
    >
      {label}
      {children}
    </label>
  );
}

function YesNoSelect({
  label,
  value,
  onChange,
}: {
  label: string;
  value: YesNo;
  onChange: ReturnType<OnFilter>;
}) {
  return (
    <Labelled label={label}>
      <Select value={value} onChange={onChange}>
        <option value="">Any</option>
        <option value="true">Yes</option>
        <option value="false">No</option>
      </Select>
    </Labelled>
  );
}

/** The admin's session search: title or slug, category, type, the three flags and the order. */
export function SessionFilterBar({ filters, set }: { filters: SessionFilters; set: OnFilter }) {
  return (
    <div role="search" className="mb-4 flex flex-wrap items-end gap-3">
      <Labelled label="Search by title or slug" wide>
        <Input type="search" value={filters.q} onChange={set('q')} className="mt-0" />
      </Labelled>
      <Labelled label="Category">
        <Select value={filters.category} onChange={set('category')}>
          <option value="">Any</option>
          {SESSION_CATEGORIES.map((c) => (
            <option key={c}>{c}</option>
          ))}
        </Select>
      </Labelled>
      <Labelled label="Type">
        <Select value={filters.type} onChange={set('type')}>
          <option value="">Any</option>
          {SESSION_TYPES.map((t) => (
            <option key={t}>{t}</option>
          ))}
        </Select>
      </Labelled>
      <YesNoSelect label="Active" value={filters.active} onChange={set('active')} />
      <YesNoSelect label="Featured" value={filters.featured} onChange={set('featured')} />
      <YesNoSelect label="Premium" value={filters.premium} onChange={set('premium')} />
      <Labelled label="Sort">
        <Select value={filters.sort} onChange={set('sort')}>
          {ADMIN_SESSION_SORTS.map((s) => (
            <option key={s} value={s}>
              {SORT_LABELS[s]}
            </option>
          ))}
        </Select>
      </Labelled>
    </div>
  );
}
