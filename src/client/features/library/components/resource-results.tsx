import { useInfiniteQuery } from '@tanstack/react-query';
import { SearchX } from 'lucide-react';
import { LoadMore } from '#client/components/load-more.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { ErrorNotice } from '#client/components/ui/error-notice.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { cardVariants } from '#client/components/ui/card.tsx';
import { resourceListQuery } from '#client/features/library/api/library-queries.ts';
import type { LibraryFilters } from '#client/features/library/lib/library-filters.ts';
import { ResourceCardView } from './resource-card.tsx';

const GRID = 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3';

/** The matching resources, a page at a time, with loading, empty and error states. */
export function ResourceResults({
  filters,
  userId,
  onClearFilters,
}: {
  filters: LibraryFilters;
  userId: string | null;
  onClearFilters: () => void;
}) {
  const { data, error, isPending, fetchNextPage, hasNextPage, isFetchingNextPage, refetch, isRefetching } =
    useInfiniteQuery(resourceListQuery(filters, userId));

  if (isPending) {
    return (
      <div>
        <p role="status" className="mb-4 flex items-center gap-3 text-sm font-medium text-stone-600">
          <Spinner size="sm" label="Loading" />
          Loading resources...
        </p>
        <ul aria-hidden="true" className={GRID}>
          {Array.from({ length: 6 }, (_, i) => (
            <li key={i} className="h-48 animate-pulse rounded-2xl border border-stone-200/80 bg-white/70" />
          ))}
        </ul>
      </div>
    );
  }

  if (error && !data) {
    return (
      <ErrorNotice
        message={`Error loading resources: ${error.message}`}
        onRetry={() => void refetch()}
        retrying={isRefetching}
      />
    );
  }

  const resources = data.pages.flatMap((page) => page.items);
  if (resources.length === 0) {
    return (
      <div className={cardVariants({ variant: 'dashed' })}>
        <SearchX aria-hidden="true" className="mx-auto size-8 text-indigo-400" />
        <p className="mt-3 font-semibold text-indigo-950">
          {filters.bookmarked && !filters.q && !filters.kind && !filters.topic
            ? 'No bookmarks yet'
            : 'No resources match'}
        </p>
        <p className="mt-1 text-sm text-stone-600">
          {filters.bookmarked
            ? 'Bookmark a guide, template or prompt from its page to find it here.'
            : 'Try other words, or clear the filters to see the whole library.'}
        </p>
        <Button variant="outline" className="mt-5" onClick={onClearFilters}>
          {filters.bookmarked ? 'Browse the library' : 'Clear filters'}
        </Button>
      </div>
    );
  }

  return (
    <div>
      <ul aria-label="Resources" className={GRID}>
        {resources.map((resource) => (
          <li key={resource.slug}>
            <ResourceCardView resource={resource} />
          </li>
        ))}
      </ul>
      <LoadMore
        pages={{ isFetchingNextPage, error, hasNextPage, fetchNextPage }}
        texts={{
          loading: 'Loading more resources...',
          failed: 'Error loading more resources',
          more: 'Show more resources',
          end: 'That’s everything in the library.',
        }}
      />
    </div>
  );
}
