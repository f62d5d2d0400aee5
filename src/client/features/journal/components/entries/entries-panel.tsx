import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { CalendarDays, CircleCheck, List, NotebookPen } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { ErrorNotice } from '#client/components/ui/error-notice.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { entryListQuery } from '#client/features/journal/api/entries.ts';
import { NO_FILTERS, type EntryFilters as Filters } from '#client/features/journal/api/journal-keys.ts';
import { settingsQuery } from '#client/features/journal/api/journal-queries.ts';
import { localMonth } from '#client/features/journal/api/journal-types.ts';
import { EntryCalendar } from './entry-calendar.tsx';
import { EntryCard } from './entry-card.tsx';
import { EntryFilters } from './entry-filters.tsx';

/** Starts loading the next page while the end of the list is still this far below the screen. */
const PREFETCH_MARGIN = '600px';

const SEARCH_PAUSE_MS = 300;

function useSettled<T>(value: T): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), SEARCH_PAUSE_MS);
    return () => window.clearTimeout(timer);
  }, [value]);
  return settled;
}

/** The user's entries, newest first, with search, filters, a month calendar and infinite scroll. */
export function EntriesPanel({
  userId,
  justSaved,
  onWrite,
}: {
  userId: string;
  /** The Write tab just saved an entry and brought the person here: say so. */
  justSaved: boolean;
  onWrite: () => void;
}) {
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [view, setView] = useState<'list' | 'calendar'>('list');
  const [month, setMonth] = useState(localMonth());
  // Typing in the search box does not refetch on every key: the list follows the filters after a pause.
  const query = useSettled(filters);
  const entries = useInfiniteQuery(entryListQuery(userId, query));
  const settings = useQuery(settingsQuery(userId));
  const aiEnabled = settings.data?.aiEnabled ?? true;
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = entries;

  useEffect(() => {
    const node = sentinel.current;
    if (!node || !hasNextPage) return;
    const observer = new IntersectionObserver(
      (seen) => {
        if (seen.some((e) => e.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
      },
      { rootMargin: PREFETCH_MARGIN },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  const items = entries.data?.pages.flatMap((page) => page.items) ?? [];
  const sessions = [
    ...new Map(
      items
        .filter((e) => e.sessionId && e.sessionTitle)
        .map((e) => [e.sessionId ?? '', { id: e.sessionId ?? '', title: e.sessionTitle ?? '' }]),
    ).values(),
  ];
  const filtered = JSON.stringify(filters) !== JSON.stringify(NO_FILTERS);
  const day = filters.from !== '' && filters.from === filters.to ? filters.from : '';

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-bold text-indigo-950">Your entries</h2>
        <div className="flex gap-2" role="group" aria-label="Show entries as">
          <Button variant="outline" size="sm" aria-pressed={view === 'list'} onClick={() => setView('list')}>
            <List aria-hidden="true" />
            List
          </Button>
          <Button
            variant="outline"
            size="sm"
            aria-pressed={view === 'calendar'}
            onClick={() => setView('calendar')}
          >
            <CalendarDays aria-hidden="true" />
            Calendar
          </Button>
        </div>
      </div>

      {justSaved ? (
        <p role="status" className="flex items-center gap-2 text-sm font-medium text-teal-800">
          <CircleCheck aria-hidden="true" className="size-4" />
          Entry saved.
        </p>
      ) : null}
      {view === 'calendar' ? (
        <EntryCalendar
          userId={userId}
          month={month}
          selected={day}
          onMonth={setMonth}
          onDay={(date) => setFilters({ ...filters, from: date, to: date })}
        />
      ) : null}
      <EntryFilters filters={filters} sessions={sessions} onChange={setFilters} />

      {entries.isPending ? (
        <p role="status" className="flex items-center gap-3 text-sm font-medium text-stone-600">
          <Spinner size="sm" label="Loading" />
          Loading your entries…
        </p>
      ) : entries.error && !entries.data ? (
        <ErrorNotice
          message={`Error loading your entries: ${entries.error.message}`}
          onRetry={() => void entries.refetch()}
          retrying={entries.isRefetching}
        />
      ) : items.length === 0 ? (
        <div className="rounded-3xl border border-dashed border-indigo-200 bg-white/60 px-6 py-10 text-center">
          <NotebookPen aria-hidden="true" className="mx-auto size-8 text-indigo-300" />
          <p className="mt-3 font-semibold text-indigo-950">
            {filtered ? 'No entries match these filters' : 'No entries yet'}
          </p>
          <p className="mt-1 text-sm text-stone-600">
            {filtered
              ? 'Try other words, or clear the filters.'
              : 'Write or record your first entry — it only takes a minute.'}
          </p>
          {filtered ? (
            <Button variant="outline" className="mt-5" onClick={() => setFilters(NO_FILTERS)}>
              Clear filters
            </Button>
          ) : (
            <Button className="mt-5" onClick={onWrite}>
              Write an entry
            </Button>
          )}
        </div>
      ) : (
        <div>
          <ul aria-label="Journal entries" className="space-y-3" aria-busy={query !== filters}>
            {items.map((entry) => (
              <li key={entry.id}>
                <EntryCard userId={userId} entry={entry} aiEnabled={aiEnabled} />
              </li>
            ))}
          </ul>
          <div ref={sentinel} className="mt-6 flex min-h-12 justify-center">
            {isFetchingNextPage ? (
              <p role="status" className="flex items-center gap-3 text-sm font-medium text-stone-600">
                <Spinner size="sm" label="Loading" />
                Loading more entries…
              </p>
            ) : entries.error ? (
              <ErrorNotice
                message={`Error loading more entries: ${entries.error.message}`}
                onRetry={() => void fetchNextPage()}
              />
            ) : hasNextPage ? (
              <Button variant="outline" onClick={() => void fetchNextPage()}>
                Show more entries
              </Button>
            ) : (
              <p className="text-sm text-stone-600">That’s every entry.</p>
            )}
          </div>
        </div>
      )}
    </div>
  );
}
