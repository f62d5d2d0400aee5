import type { RefObject } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { ErrorNotice } from '#client/components/ui/error-notice.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import type { Entry } from '#shared/schemas/journal.ts';
import { EntryCard } from './entry-card.tsx';

/** What the end of the list shows: the next page loading, its failure, a button for it, or the end. */
export interface ListEnd {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  error: Error | null;
  fetchNextPage: () => Promise<unknown>;
}

/** The loaded entries, and below them where the next page comes in. */
export function EntryList({
  userId,
  items,
  aiEnabled,
  busy,
  sentinel,
  end,
}: {
  userId: string;
  items: Entry[];
  aiEnabled: boolean;
  /** The filters changed and the list has not caught up with them yet. */
  busy: boolean;
  /** Marks the end of the list for infinite scroll. */
  sentinel: RefObject<HTMLDivElement | null>;
  end: ListEnd;
}) {
  return (
    <div>
      <ul aria-label="Journal entries" className="space-y-3" aria-busy={busy}>
        {items.map((entry) => (
          <li key={entry.id}>
            <EntryCard userId={userId} entry={entry} aiEnabled={aiEnabled} />
          </li>
        ))}
      </ul>
      <div ref={sentinel} className="mt-6 flex min-h-12 justify-center">
        {end.isFetchingNextPage ? (
          <p role="status" className="flex items-center gap-3 text-sm font-medium text-stone-600">
            <Spinner size="sm" label="Loading" />
            Loading more entries…
          </p>
        ) : end.error ? (
          <ErrorNotice
            message={`Error loading more entries: ${end.error.message}`}
            onRetry={() => void end.fetchNextPage()}
          />
        ) : end.hasNextPage ? (
          <Button variant="outline" onClick={() => void end.fetchNextPage()}>
            Show more entries
          </Button>
        ) : (
          <p className="text-sm text-stone-600">That’s every entry.</p>
        )}
      </div>
    </div>
  );
}
