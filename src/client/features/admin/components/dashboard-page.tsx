import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { PREMIUM_PLAN } from '#shared/billing.ts';
import type { AdminStats } from '#shared/schemas/admin.ts';
import { statsQuery } from '#client/features/admin/api/admin-api.ts';
import { Card } from '#client/components/ui/card.tsx';
import { DataTable } from '#client/components/ui/data-table.tsx';
import { QueryState } from '#client/components/ui/query-state.tsx';
import { PageTitle, Stat } from './ui.tsx';

// recharts comes with its own chunk, after the figures.
const DashboardCharts = lazy(async () => ({
  default: (await import('./dashboard-charts.tsx')).DashboardCharts,
}));

const money = (cents: number) =>
  (cents / 100).toLocaleString(undefined, {
    style: 'currency',
    currency: PREMIUM_PLAN.currency.toUpperCase(),
  });
const percent = (rate: number) => `${Math.round(rate * 1000) / 10}%`;

export function DashboardPage() {
  const stats = useQuery(statsQuery());
  return (
    <section aria-labelledby="dashboard-title">
      <PageTitle title="Dashboard" />
      <QueryState query={stats}>{stats.data ? <Figures stats={stats.data} /> : null}</QueryState>
    </section>
  );
}

function Figures({ stats }: { stats: AdminStats }) {
  return (
    <div className="space-y-6">
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Stat label="Users" value={stats.users.total.toLocaleString()} />
        <Stat label="New this week" value={stats.users.newThisWeek.toLocaleString()} />
        <Stat label="Subscribers" value={stats.subscribers.toLocaleString()} />
        <Stat label="MRR" value={money(stats.mrrCents)} />
        <Stat
          label="Churn this month"
          value={`${stats.churnThisMonth.canceled} (${percent(stats.churnThisMonth.rate)})`}
        />
        <Stat label="Completion rate (30 days)" value={percent(stats.completionRate)} />
        <Stat label="Failed payments" value={stats.failedPayments.toLocaleString()} />
      </dl>
      <Card>
        <h3 className="text-lg font-semibold text-indigo-950">Last 30 days</h3>
        <Suspense fallback={<Spinner size="sm" label="Loading charts" />}>
          <DashboardCharts days={stats.days} />
        </Suspense>
        <details className="mt-4">
          <summary className="cursor-pointer text-sm font-semibold text-teal-800">
            Show the figures as a table
          </summary>
          <DataTable
            className="mt-3"
            caption="Plays, completions and journal entries per day"
            columns={[
              { header: 'Day', cell: (d) => d.day },
              { header: 'Plays', cell: (d) => d.plays },
              { header: 'Completions', cell: (d) => d.completions },
              { header: 'Journal entries', cell: (d) => d.journalEntries },
            ]}
            rows={stats.days}
            rowKey={(d) => d.day}
          />
        </details>
      </Card>
      <div className="grid gap-6 lg:grid-cols-2">
        <TopList
          title="Top sessions by plays"
          rows={stats.topByPlays.map((s) => ({ id: s.id, title: s.title, value: `${s.plays} listeners` }))}
        />
        <TopList
          title="Top sessions by rating"
          rows={stats.topByRating.map((s) => ({
            id: s.id,
            title: s.title,
            value: `${s.rating.toFixed(1)} (${s.ratingCount})`,
          }))}
        />
      </div>
    </div>
  );
}

function TopList({ title, rows }: { title: string; rows: { id: string; title: string; value: string }[] }) {
  return (
    <Card>
      <h3 className="text-lg font-semibold text-indigo-950">{title}</h3>
      {rows.length === 0 ? (
        <p className="mt-3 text-sm text-stone-600">Nothing yet.</p>
      ) : (
        <ol className="mt-3 space-y-2">
          {rows.map((row) => (
            <li key={row.id} className="flex justify-between gap-3 text-sm">
              <Link
                to={`/admin/sessions/${row.id}`}
                className="font-medium text-indigo-950 underline-offset-2 hover:underline"
              >
                {row.title}
              </Link>
              <span className="shrink-0 text-stone-600">{row.value}</span>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
