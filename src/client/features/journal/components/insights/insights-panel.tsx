import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '#client/components/ui/button.tsx';
import { ErrorNotice } from '#client/components/ui/error-notice.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { cardVariants } from '#client/components/ui/card.tsx';
import { INSIGHT_RANGES } from '#shared/journal.ts';
import { type JournalInsights } from '#shared/schemas/journal.ts';
import { insightsQuery } from '#client/features/journal/api/journal-queries.ts';
import type { InsightRange } from '#client/features/journal/api/journal-types.ts';
import { moodLabel } from '#client/features/journal/components/mood.tsx';

const MoodChart = lazy(() => import('./insights-charts.tsx').then((m) => ({ default: m.MoodChart })));
const WeeksChart = lazy(() => import('./insights-charts.tsx').then((m) => ({ default: m.WeeksChart })));

const RANGE_WORDS: Record<InsightRange, string> = {
  '7d': '7 days',
  '30d': '30 days',
  '90d': '90 days',
  '365d': 'Year',
};

const one = (n: number) => (Math.round(n * 10) / 10).toFixed(1);
const signed = (n: number) => (n > 0 ? `+${one(n)}` : n < 0 ? `−${one(-n)}` : '±0.0');

function ChartBox({ children }: { children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <div className="grid h-48 place-items-center">
          <Spinner label="Loading the chart" />
        </div>
      }
    >
      {children}
    </Suspense>
  );
}

/** Mood over time, entries per week, themes and the sessions that moved the mood, each also as a table. */
export function InsightsPanel({ userId }: { userId: string }) {
  const [range, setRange] = useState<InsightRange>('30d');
  const insights = useQuery(insightsQuery(userId, range));
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-bold text-indigo-950">Insights</h2>
        <div role="group" aria-label="Time range" className="flex flex-wrap gap-2">
          {INSIGHT_RANGES.map((r) => (
            <Button
              key={r}
              variant="outline"
              size="sm"
              aria-pressed={range === r}
              onClick={() => setRange(r)}
            >
              {RANGE_WORDS[r]}
            </Button>
          ))}
        </div>
      </div>
      {insights.isPending ? (
        <p role="status" className="flex items-center gap-3 text-sm font-medium text-stone-600">
          <Spinner size="sm" label="Loading" />
          Loading your insights…
        </p>
      ) : insights.error ? (
        <ErrorNotice
          message={`Error loading insights: ${insights.error.message}`}
          onRetry={() => void insights.refetch()}
          retrying={insights.isRefetching}
        />
      ) : insights.data.entryCount === 0 ? (
        <p className="rounded-3xl border border-dashed border-indigo-200 bg-white/60 px-6 py-10 text-center text-stone-700">
          No entries in this range yet. Insights appear as you write.
        </p>
      ) : (
        <Insights data={insights.data} />
      )}
    </div>
  );
}

function Insights({ data }: { data: JournalInsights }) {
  return (
    <div className="grid gap-5 lg:grid-cols-2">
      <section aria-labelledby="mood-heading" className={cardVariants()}>
        <h3 id="mood-heading" className="font-semibold text-indigo-950">
          Mood over time
        </h3>
        <p className="text-sm text-stone-600">
          {data.entryCount} {data.entryCount === 1 ? 'entry' : 'entries'}
          {data.averageMood === null
            ? ''
            : `, average mood ${one(data.averageMood)} (${moodLabel(Math.round(data.averageMood))})`}
        </p>
        {data.moodByDay.length > 0 ? (
          <>
            <ChartBox>
              <MoodChart data={data.moodByDay} />
            </ChartBox>
            <details className="mt-2 text-sm">
              <summary className="cursor-pointer font-medium text-teal-800">Mood by day as a table</summary>
              <table className="mt-2 w-full text-left">
                <caption className="sr-only">Mood by day, from 1 (Rough) to 5 (Great)</caption>
                <thead>
                  <tr>
                    <th scope="col" className="py-1">
                      Day
                    </th>
                    <th scope="col" className="py-1 text-right">
                      Mood
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {data.moodByDay.map((d) => (
                    <tr key={d.date} className="border-t border-stone-100">
                      <th scope="row" className="py-1 font-normal">
                        {d.date}
                      </th>
                      <td className="py-1 text-right tabular-nums">{one(d.mood)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </details>
          </>
        ) : (
          <p className="mt-3 text-sm text-stone-600">Choose a mood when you write to see it here.</p>
        )}
      </section>

      <section aria-labelledby="weeks-heading" className={cardVariants()}>
        <h3 id="weeks-heading" className="font-semibold text-indigo-950">
          Entries per week
        </h3>
        <ChartBox>
          <WeeksChart data={data.entriesByWeek} />
        </ChartBox>
        <details className="mt-2 text-sm">
          <summary className="cursor-pointer font-medium text-teal-800">Entries per week as a table</summary>
          <table className="mt-2 w-full text-left">
            <caption className="sr-only">Entries per week</caption>
            <thead>
              <tr>
                <th scope="col" className="py-1">
                  Week of
                </th>
                <th scope="col" className="py-1 text-right">
                  Entries
                </th>
              </tr>
            </thead>
            <tbody>
              {data.entriesByWeek.map((w) => (
                <tr key={w.weekStart} className="border-t border-stone-100">
                  <th scope="row" className="py-1 font-normal">
                    {w.weekStart}
                  </th>
                  <td className="py-1 text-right tabular-nums">{w.count}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      </section>

      <section aria-labelledby="themes-heading" className={cardVariants()}>
        <h3 id="themes-heading" className="font-semibold text-indigo-950">
          Top themes
        </h3>
        {data.themes.length === 0 ? (
          <p className="mt-2 text-sm text-stone-600">No themes stand out yet.</p>
        ) : (
          <ol className="mt-3 space-y-2">
            {data.themes.map((t) => (
              <li key={t.id} className="flex items-center justify-between gap-3 text-sm">
                <span className="font-medium text-indigo-950">{t.label}</span>
                <span className="tabular-nums text-stone-600">
                  {t.count} {t.count === 1 ? 'entry' : 'entries'}
                </span>
              </li>
            ))}
          </ol>
        )}
      </section>

      <section aria-labelledby="sessions-heading" className={cardVariants()}>
        <h3 id="sessions-heading" className="font-semibold text-indigo-950">
          Sessions that moved your mood
        </h3>
        {data.sessionMoods.length === 0 ? (
          <p className="mt-2 text-sm text-stone-600">Reflect after a session to see how it left you.</p>
        ) : (
          <table className="mt-3 w-full text-left text-sm">
            <caption className="sr-only">
              Sessions by how far the mood of their entries sits above your average
            </caption>
            <thead>
              <tr className="text-stone-600">
                <th scope="col" className="py-1 font-medium">
                  Session
                </th>
                <th scope="col" className="py-1 text-right font-medium">
                  Entries
                </th>
                <th scope="col" className="py-1 text-right font-medium">
                  Mood
                </th>
                <th scope="col" className="py-1 text-right font-medium">
                  vs. average
                </th>
              </tr>
            </thead>
            <tbody>
              {data.sessionMoods.map((s) => (
                <tr key={s.sessionId} className="border-t border-stone-100">
                  <th scope="row" className="py-1.5 font-medium">
                    <Link
                      to={`/sessions/${encodeURIComponent(s.sessionId)}`}
                      className="text-teal-800 underline underline-offset-4"
                    >
                      {s.sessionTitle}
                    </Link>
                  </th>
                  <td className="py-1.5 text-right tabular-nums">{s.entries}</td>
                  <td className="py-1.5 text-right tabular-nums">{one(s.averageMood)}</td>
                  <td className="py-1.5 text-right tabular-nums">{signed(s.difference)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </div>
  );
}
