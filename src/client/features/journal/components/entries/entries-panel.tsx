import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { CircleCheck } from 'lucide-react';
import { useState } from 'react';
import { ErrorNotice } from '#client/components/ui/error-notice.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import type { Entry } from '#shared/schemas/journal.ts';
import { entryListQuery } from '#client/features/journal/api/entries.ts';
import { NO_FILTERS, type EntryFilters as Filters } from '#client/features/journal/api/journal-keys.ts';
import { settingsQuery } from '#client/features/journal/api/journal-queries.ts';
import { localMonth } from '#client/features/journal/api/journal-types.ts';
import { useLoadMoreOnScroll } from '#client/lib/use-load-more-on-scroll.ts';
import { useSettled } from '#client/features/journal/hooks/use-settled.ts';
import { EntriesHeader, type EntriesView } from './entries-header.tsx';
import { EntryCalendar } from './entry-calendar.tsx';
import { EntryFilters } from './entry-filters.tsx';
import { EntryList } from './entry-list.tsx';
import { NoEntries } from './no-entries.tsx';

const SEARCH_PAUSE_MS = 300;

/** The sessions the loaded entries reflect on, once each, for the session filter to offer. */
function sessionsNamed(items: Entry[]) {
  return [
    ...new Map(
      items
        .filter((e) => e.sessionId && e.sessionTitle)
        .map((e) => [e.sessionId ?? '', { id: e.sessionId ?? '', title: e.sessionTitle ?? '' }]),
    ).values(),
  ];
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
  const [view, setView] = useState<EntriesView>('list');
  const [month, setMonth] = useState(localMonth());
  // Typing in the search box does not refetch on every key: the list follows the filters after a pause.
  const query = useSettled(filters, SEARCH_PAUSE_MS);
  const entries = useInfiniteQuery(entryListQuery(userId, query));
  const settings = useQuery(settingsQuery(userId));
  const aiEnabled = settings.data?.aiEnabled ?? true;
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = entries;
  const sentinel = useLoadMoreOnScroll({ hasNextPage, isFetchingNextPage, fetchNextPage });
  const items = entries.data?.pages.flatMap((page) => page.items) ?? [];
  const filtered = JSON.stringify(filters) !== JSON.stringify(NO_FILTERS);
  const day = filters.from !== '' && filters.from === filters.to ? filters.from : '';

  return (
    <div className="space-y-5">
      <EntriesHeader view={view} onView={setView} />

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
      <EntryFilters filters={filters} sessions={sessionsNamed(items)} onChange={setFilters} />

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
        <NoEntries filtered={filtered} onClear={() => setFilters(NO_FILTERS)} onWrite={onWrite} />
      ) : (
        <EntryList
          userId={userId}
          items={items}
          aiEnabled={aiEnabled}
          busy={query !== filters}
          sentinel={sentinel}
          end={{ hasNextPage, isFetchingNextPage, fetchNextPage, error: entries.error }}
        />
      )}
    </div>
  );
}
