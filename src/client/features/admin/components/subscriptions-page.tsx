import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { SUBSCRIPTION_STATUSES, type SubscriptionStatus } from '#shared/billing.ts';
import { subscriptionsQuery } from '#client/features/admin/api/admin-api.ts';
import { DataTable } from '#client/components/ui/data-table.tsx';
import { QueryState } from '#client/components/ui/query-state.tsx';
import { Select } from '#client/components/ui/select.tsx';
import { formatDate, Pager, PageTitle } from './ui.tsx';

const LIMIT = 25;

export function SubscriptionsPage() {
  const [status, setStatus] = useState<'' | SubscriptionStatus>('');
  const [offset, setOffset] = useState(0);
  const subs = useQuery(subscriptionsQuery({ status: status || undefined, limit: LIMIT, offset }));
  return (
    <section>
      <PageTitle title="Subscriptions" />
      <label className="mb-4 flex max-w-xs flex-col text-xs font-medium text-stone-600">
        Status
        <Select
          value={status}
          onChange={(e) => {
            // The options are the statuses themselves.
            setStatus(e.target.value as '' | SubscriptionStatus);
            setOffset(0);
          }}
        >
          <option value="">Any</option>
          {SUBSCRIPTION_STATUSES.map((s) => (
            <option key={s}>{s}</option>
          ))}
        </Select>
      </label>
      <QueryState query={subs} isEmpty={subs.data?.items.length === 0} empty="No subscriptions.">
        <DataTable
          columns={[
            {
              header: 'Subscriber',
              cell: (s) => (
                <>
                  <Link
                    to={`/admin/users/${s.userId}`}
                    className="font-semibold text-indigo-950 underline-offset-2 hover:underline"
                  >
                    {s.name || s.email}
                  </Link>
                  <div className="text-xs text-stone-500">{s.email}</div>
                </>
              ),
            },
            { header: 'Status', cell: (s) => `${s.status}${s.entitled ? '' : ' (no access)'}` },
            { header: 'Period ends', cell: (s) => formatDate(s.currentPeriodEnd) },
            { header: 'Cancels at end', cell: (s) => (s.cancelAtPeriodEnd ? 'Yes' : 'No') },
            {
              header: 'Provider',
              cell: (s) =>
                s.providerUrl ? (
                  <a href={s.providerUrl} target="_blank" rel="noreferrer" className="underline">
                    {s.provider}
                  </a>
                ) : (
                  s.provider
                ),
            },
          ]}
          rows={subs.data?.items ?? []}
          rowKey={(s) => s.userId}
        />
        <Pager offset={offset} limit={LIMIT} total={subs.data?.total ?? 0} onChange={setOffset} />
      </QueryState>
    </section>
  );
}
