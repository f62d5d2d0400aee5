import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { ErrorNotice } from '#client/components/ui/error-notice.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { INSIGHT_RANGES } from '#shared/journal.ts';
import { type JournalInsights } from '#shared/schemas/journal.ts';
import { insightsQuery } from '#client/features/journal/api/journal-queries.ts';
import type { InsightRange } from '#client/features/journal/api/journal-types.ts';
import { EntriesPerWeek } from './entries-per-week.tsx';
import { MoodOverTime } from './mood-over-time.tsx';
import { SessionMoods } from './session-moods.tsx';
import { TopThemes } from './top-themes.tsx';
import { cardVariants } from '#client/components/ui/card.tsx';

const RANGE_WORDS: Record<InsightRange, string> = {
  '7d': '7 days',
  '30d': '30 days',
  '90d': '90 days',
  '365d': 'Year',
};

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
        <p className={cardVariants({ variant: 'dashed', padding: 'none', className: 'px-6 py-10' })}>
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
      <MoodOverTime data={data} />
      <EntriesPerWeek weeks={data.entriesByWeek} />
      <TopThemes themes={data.themes} />
      <SessionMoods sessions={data.sessionMoods} />
    </div>
  );
}
