import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '#client/components/ui/badge.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { usersQuery } from '#client/features/admin/api/admin-api.ts';
import { DataTable } from '#client/components/ui/data-table.tsx';
import { QueryState } from '#client/components/ui/query-state.tsx';
import { formatDate, Pager, PageTitle } from './ui.tsx';

const LIMIT = 25;

export function UsersPage() {
  const [q, setQ] = useState('');
  const [offset, setOffset] = useState(0);
  const search = useDeferredValue(q.trim());
  const users = useQuery(usersQuery({ q: search || undefined, limit: LIMIT, offset }));
  return (
    <section>
      <PageTitle title="Users" />
      {/* The landmark around the label, not on it: a label given a role stops naming its input. */}
      <div role="search" className="mb-4 max-w-md">
        <label className="flex flex-col text-xs font-medium text-stone-600">
          Search by name or email address
          <Input
            type="search"
            value={q}
            onChange={(e) => {
              setQ(e.target.value);
              setOffset(0);
            }}
          />
        </label>
      </div>
      <QueryState query={users} isEmpty={users.data?.items.length === 0} empty="Nobody matches this search.">
        <DataTable
          columns={[
            {
              header: 'Name',
              cell: (u) => (
                <>
                  <Link
                    to={`/admin/users/${u.id}`}
                    className="font-semibold text-indigo-950 underline-offset-2 hover:underline"
                  >
                    {u.name || 'No name'}
                  </Link>
                  {u.banned ? (
                    <Badge className="ml-2" tone="warm">
                      Banned
                    </Badge>
                  ) : null}
                </>
              ),
            },
            { header: 'Email', cell: (u) => u.email },
            { header: 'Role', cell: (u) => u.role },
            { header: 'Subscription', cell: (u) => u.subscriptionStatus ?? '—' },
            { header: 'Joined', cell: (u) => formatDate(u.createdAt) },
          ]}
          rows={users.data?.items ?? []}
          rowKey={(u) => u.id}
        />
        <Pager offset={offset} limit={LIMIT} total={users.data?.total ?? 0} onChange={setOffset} />
      </QueryState>
    </section>
  );
}
