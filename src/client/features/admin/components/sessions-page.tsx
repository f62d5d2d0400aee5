import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '#client/components/ui/badge.tsx';
import { buttonVariants } from '#client/components/ui/button.tsx';
import type { AdminSession } from '#shared/schemas/admin.ts';
import { sessionsQuery } from '#client/features/admin/api/admin-api.ts';
import { DataTable } from '#client/components/ui/data-table.tsx';
import { QueryState } from '#client/components/ui/query-state.tsx';
import { NO_FILTERS, SessionFilterBar, type SessionFilters } from './session-filter-bar.tsx';
import { formatDuration, Pager, PageTitle } from './ui.tsx';

const LIMIT = 25;

export function SessionsPage() {
  const [filters, setFilters] = useState<SessionFilters>(NO_FILTERS);
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
  const set = (name: keyof SessionFilters) => (event: { target: { value: string } }) => {
    setOffset(0);
    setFilters((f) => ({ ...f, [name]: event.target.value }));
  };

  return (
    <section>
      <PageTitle title="Sessions">
        <Link to="/admin/sessions/new" className={buttonVariants({ size: 'sm' })}>
          <Plus aria-hidden="true" />
          New session
        </Link>
      </PageTitle>
      <SessionFilterBar filters={filters} set={set} />
      <QueryState
        query={sessions}
        isEmpty={sessions.data?.items.length === 0}
        empty="No session matches these filters."
      >
        <SessionsTable sessions={sessions.data?.items ?? []} />
        <Pager offset={offset} limit={LIMIT} total={sessions.data?.total ?? 0} onChange={setOffset} />
      </QueryState>
    </section>
  );
}

function SessionsTable({ sessions }: { sessions: AdminSession[] }) {
  return (
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
      rows={sessions}
      rowKey={(s) => s.id}
    />
  );
}
