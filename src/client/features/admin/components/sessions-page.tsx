import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '#client/components/ui/badge.tsx';
import { buttonVariants } from '#client/components/ui/button.tsx';
import { Input } from '#client/components/ui/input.tsx';
import {
  SESSION_CATEGORIES,
  SESSION_TYPES,
  type SessionCategory,
  type SessionType,
} from '#shared/catalog.ts';
import { ADMIN_SESSION_SORTS } from '#shared/schemas/admin.ts';
import { sessionsQuery } from '#client/features/admin/api/admin-api.ts';
import { DataTable } from '#client/components/ui/data-table.tsx';
import { QueryState } from '#client/components/ui/query-state.tsx';
import { Select } from '#client/components/ui/select.tsx';
import { formatDuration, Pager, PageTitle } from './ui.tsx';

const LIMIT = 25;
const SORT_LABELS: Record<(typeof ADMIN_SESSION_SORTS)[number], string> = {
  newest: 'Newest',
  title: 'Title',
  plays: 'Most played',
  rating: 'Top rated',
};

type YesNo = '' | 'true' | 'false';
type Filters = {
  q: string;
  category: '' | SessionCategory;
  type: '' | SessionType;
  active: YesNo;
  featured: YesNo;
  premium: YesNo;
  sort: (typeof ADMIN_SESSION_SORTS)[number];
};

export function SessionsPage() {
  const [filters, setFilters] = useState<Filters>({
    q: '',
    category: '',
    type: '',
    active: '',
    featured: '',
    premium: '',
    sort: 'newest',
  });
  const [offset, setOffset] = useState(0);
  const sessions = useQuery(
    sessionsQuery({
      q: filters.q.trim() || undefined,
      category: filters.category || undefined,
      type: filters.type || undefined,
      active: filters.active || undefined,
      featured: filters.featured || undefined,
      premium: filters.premium || undefined,
      sort: filters.sort,
      limit: LIMIT,
      offset,
    }),
  );
  // A select's value is one of its options, which are the field's own values.
  const set = (name: keyof Filters) => (event: { target: { value: string } }) => {
    setOffset(0);
    setFilters((f) => ({ ...f, [name]: event.target.value }));
  };
  const yesNo = (name: 'active' | 'featured' | 'premium', label: string) => (
    <label className="flex flex-col text-xs font-medium text-stone-600">
      {label}
      <Select value={filters[name]} onChange={set(name)}>
        <option value="">Any</option>
        <option value="true">Yes</option>
        <option value="false">No</option>
      </Select>
    </label>
  );

  return (
    <section>
      <PageTitle title="Sessions">
        <Link to="/admin/sessions/new" className={buttonVariants({ size: 'sm' })}>
          <Plus aria-hidden="true" />
          New session
        </Link>
      </PageTitle>
      <div role="search" className="mb-4 flex flex-wrap items-end gap-3">
        <label className="flex min-w-[14rem] flex-1 flex-col text-xs font-medium text-stone-600">
          Search by title or slug
          <Input type="search" value={filters.q} onChange={set('q')} className="mt-0" />
        </label>
        <label className="flex flex-col text-xs font-medium text-stone-600">
          Category
          <Select value={filters.category} onChange={set('category')}>
            <option value="">Any</option>
            {SESSION_CATEGORIES.map((c) => (
              <option key={c}>{c}</option>
            ))}
          </Select>
        </label>
        <label className="flex flex-col text-xs font-medium text-stone-600">
          Type
          <Select value={filters.type} onChange={set('type')}>
            <option value="">Any</option>
            {SESSION_TYPES.map((t) => (
              <option key={t}>{t}</option>
            ))}
          </Select>
        </label>
        {yesNo('active', 'Active')}
        {yesNo('featured', 'Featured')}
        {yesNo('premium', 'Premium')}
        <label className="flex flex-col text-xs font-medium text-stone-600">
          Sort
          <Select value={filters.sort} onChange={set('sort')}>
            {ADMIN_SESSION_SORTS.map((s) => (
              <option key={s} value={s}>
                {SORT_LABELS[s]}
              </option>
            ))}
          </Select>
        </label>
      </div>
      <QueryState
        query={sessions}
        isEmpty={sessions.data?.items.length === 0}
        empty="No session matches these filters."
      >
        <DataTable
          columns={[
            {
              header: 'Title',
              cell: (s) => (
                <>
                  <Link
                    to={`/admin/sessions/${s.id}`}
                    className="font-semibold text-indigo-950 underline-offset-2 hover:underline"
                  >
                    {s.title}
                  </Link>
                  <div className="text-xs text-stone-500">{s.slug}</div>
                </>
              ),
            },
            { header: 'Category', cell: (s) => `${s.category ?? '—'} · ${s.type}` },
            { header: 'Length', cell: (s) => (s.media ? formatDuration(s.durationSeconds) : 'No media') },
            { header: 'Listeners', cell: (s) => s.totalParticipants },
            {
              header: 'State',
              cell: (s) => (
                <div className="flex flex-wrap gap-1">
                  {s.isActive ? null : <Badge>Inactive</Badge>}
                  {s.featured ? <Badge tone="teal">Featured</Badge> : null}
                  {s.isPremium ? <Badge tone="warm">Premium</Badge> : null}
                </div>
              ),
            },
          ]}
          rows={sessions.data?.items ?? []}
          rowKey={(s) => s.id}
        />
        <Pager offset={offset} limit={LIMIT} total={sessions.data?.total ?? 0} onChange={setOffset} />
      </QueryState>
    </section>
  );
}
