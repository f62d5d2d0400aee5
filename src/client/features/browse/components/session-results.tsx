import { useInfiniteQuery } from '@tanstack/react-query';
import { SearchX } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { sessionListQuery } from '#client/features/browse/api/browse-queries.ts';
import type { SessionFilters } from '#client/features/browse/lib/session-filters.ts';
import { useLoadMoreOnScroll } from '#client/lib/use-load-more-on-scroll.ts';
import { ErrorNotice } from '#client/components/ui/error-notice.tsx';
import { cardVariants } from '#client/components/ui/card.tsx';
import { SessionRow } from './session-row.tsx';

export function SessionResults({
  filters,
  userId,
  onClearFilters,
}: {
  filters: SessionFilters;
  userId: string | null;
  onClearFilters: () => void;
}) {
  const { data, error, isPending, fetchNextPage, hasNextPage, isFetchingNextPage, refetch, isRefetching } =
    useInfiniteQuery(sessionListQuery(filters, userId));
  const sentinel = useLoadMoreOnScroll({ hasNextPage, isFetchingNextPage, fetchNextPage });

  if (isPending) return <SessionsLoading />;

  if (error && !data) {
    return (
      <ErrorNotice
        message={`Error loading sessions: ${error.message}`}
        onRetry={() => void refetch()}
        retrying={isRefetching}
      />
    );
  }

  const sessions = data.pages.flatMap((page) => page.items);
  if (sessions.length === 0) return <NoMatches onClearFilters={onClearFilters} />;

  return (
    <div>
      <ul aria-label="Sessions" className="space-y-3">
        {sessions.map((session) => (
          <li key={session.id}>
            <SessionRow session={session} />
          </li>
        ))}
      </ul>
      <div ref={sentinel} className="mt-6 flex min-h-12 justify-center">
        <ListEnd
          loading={isFetchingNextPage}
          error={error}
          hasMore={hasNextPage}
          loadMore={() => void fetchNextPage()}
        />
      </div>
    </div>
  );
}

function SessionsLoading() {
  return (
    <div>
      <p role="status" className="mb-4 flex items-center gap-3 text-sm font-medium text-stone-600">
        <Spinner size="sm" label="Loading" />
        Loading sessions...
      </p>
      <ul aria-hidden="true" className="space-y-3">
        {Array.from({ length: 4 }, (_, i) => (
          <li key={i} className="h-28 animate-pulse rounded-2xl border border-stone-200/80 bg-white/70" />
        ))}
      </ul>
    </div>
  );
}

function NoMatches({ onClearFilters }: { onClearFilters: () => void }) {
  return (
    <div className={cardVariants({ variant: 'dashed' })}>
      <SearchX aria-hidden="true" className="mx-auto size-8 text-indigo-300" />
      <p className="mt-3 font-semibold text-indigo-950">No sessions match these filters</p>
      <p className="mt-1 text-sm text-stone-600">
        Try other words, or clear the filters to see every session.
      </p>
      <Button variant="outline" className="mt-5" onClick={onClearFilters}>
        Clear filters
      </Button>
    </div>
  );
}

/** Below the last row: the next page loading, its failure, a way to ask for it, or the end. */
function ListEnd({
  loading,
  error,
  hasMore,
  loadMore,
}: {
  loading: boolean;
  error: Error | null;
  hasMore: boolean;
  loadMore: () => void;
}) {
  if (loading) {
    return (
      <p role="status" className="flex items-center gap-3 text-sm font-medium text-stone-600">
        <Spinner size="sm" label="Loading" />
        Loading more sessions...
      </p>
    );
  }
  if (error)
    return <ErrorNotice message={`Error loading more sessions: ${error.message}`} onRetry={loadMore} />;
  // Also a plain button: keyboard users and slow observers can always ask for more.
  if (hasMore) {
    return (
      <Button variant="outline" onClick={loadMore}>
        Show more sessions
      </Button>
    );
  }
  return <p className="text-sm text-stone-600">That’s every session.</p>;
}
