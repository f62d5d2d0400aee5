import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { SUBSCRIPTION_STATUSES, type SubscriptionStatus } from '#shared/billing.ts';
import { subscriptionsQuery } from '#client/features/admin/api/admin-api.ts';
import { formatDate, Pager, PageTitle, QueryState, selectClass, table, tableWrap, td, th } from './ui.tsx';

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
        <select
          className={selectClass}
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
        </select>
      </label>
      <QueryState query={subs} isEmpty={subs.data?.items.length === 0} empty="No subscriptions.">
        <div className={tableWrap}>
          <table className={table}>
            <thead>
              <tr>
                <th className={th}>Subscriber</th>
                <th className={th}>Status</th>
                <th className={th}>Period ends</th>
                <th className={th}>Cancels at end</th>
                <th className={th}>Provider</th>
              </tr>
            </thead>
            <tbody>
              {subs.data?.items.map((s) => (
                <tr key={s.userId}>
                  <td className={td}>
                    <Link
                      to={`/admin/users/${s.userId}`}
                      className="font-semibold text-indigo-950 underline-offset-2 hover:underline"
                    >
                      {s.name || s.email}
                    </Link>
                    <div className="text-xs text-stone-500">{s.email}</div>
                  </td>
                  <td className={td}>
                    {s.status}
                    {s.entitled ? '' : ' (no access)'}
                  </td>
                  <td className={td}>{formatDate(s.currentPeriodEnd)}</td>
                  <td className={td}>{s.cancelAtPeriodEnd ? 'Yes' : 'No'}</td>
                  <td className={td}>
                    {s.providerUrl ? (
                      <a href={s.providerUrl} target="_blank" rel="noreferrer" className="underline">
                        {s.provider}
                      </a>
                    ) : (
                      s.provider
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <Pager offset={offset} limit={LIMIT} total={subs.data?.total ?? 0} onChange={setOffset} />
      </QueryState>
    </section>
  );
}
