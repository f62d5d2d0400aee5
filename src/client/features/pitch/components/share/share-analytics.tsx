import type { UseQueryResult } from '@tanstack/react-query';
import { ErrorNotice } from '#client/components/ui/error-notice.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import type { DeckAnalytics } from '#shared/schemas/pitch.ts';

const duration = (seconds: number) => {
  const s = Math.round(seconds);
  return s < 60 ? `${s} s` : `${Math.floor(s / 60)} min ${s % 60} s`;
};

const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

/**
 * Views of the deck's links: visits, viewers and those who came back, the time spent on each slide
 * as a small bar list, and the slides where visits ended.
 */
export function ShareAnalytics({ query }: { query: UseQueryResult<DeckAnalytics> }) {
  if (query.isPending) {
    return (
      <p className="flex items-center gap-2 text-sm text-stone-600">
        <Spinner size="sm" label="Loading" /> Loading views…
      </p>
    );
  }
  if (query.error) {
    return (
      <ErrorNotice
        size="inline"
        message={`Views could not be loaded: ${query.error.message}`}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const data = query.data;
  const longest = Math.max(...data.slides.map((s) => s.averageSeconds), 1);
  return (
    <section aria-labelledby="analytics-title">
      <h3 id="analytics-title" className="text-base font-bold text-indigo-950">
        Views
      </h3>
      {data.views === 0 ? (
        <p className="mt-1 text-sm text-stone-700">
          Nobody has opened a link yet. Views and time per slide appear here.
        </p>
      ) : (
        <>
          <p className="mt-1 text-sm text-stone-700">
            {data.views === 1 ? '1 visit' : `${data.views} visits`}, {duration(data.totalSeconds)} in all.
          </p>
          <p className="mt-1 text-sm text-stone-700">
            {count(data.viewers, 'viewer')}, {count(data.returningViewers, 'returning viewer')}. Viewers are
            told apart by a one-way code, never by their address.
          </p>
          <p className="mt-3 text-sm text-stone-700">
            Average time per slide, and how many visits ended there:
          </p>
          <ol className="mt-3 space-y-2">
            {data.slides.map((slide, i) => (
              <li key={slide.slideId} className="text-sm">
                <div className="flex justify-between gap-3">
                  <span className="truncate text-indigo-950">
                    {i + 1}. {slide.title || 'Untitled slide'}
                  </span>
                  <span className="shrink-0 tabular-nums text-stone-700">
                    {duration(slide.averageSeconds)}
                    {slide.exits ? ` · ${slide.exits} left here` : ''}
                  </span>
                </div>
                <div aria-hidden="true" className="mt-1 h-2 rounded-full bg-stone-100">
                  <div
                    className="h-full rounded-full bg-teal-600"
                    style={{ width: `${(slide.averageSeconds / longest) * 100}%` }}
                  />
                </div>
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
