import type { UseQueryResult } from '@tanstack/react-query';
import { History } from 'lucide-react';
import { Card } from '#client/components/ui/card.tsx';
import { ErrorNotice } from '#client/components/ui/error-notice.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import type { Wheel } from '#shared/schemas/wheel-of-life.ts';
import { WheelHistory } from './wheel-history.tsx';

/** A signed-in user's saved wheels under the page, with their loading, failure and empty states. */
export function WheelSavedWheels({ history }: { history: UseQueryResult<Wheel[]> }) {
  return (
    <section aria-labelledby="history-heading" className="mt-12">
      <h2 id="history-heading" className="flex items-center gap-2 text-xl font-bold text-indigo-950">
        <History aria-hidden="true" className="size-5 text-teal-700" />
        Your saved wheels
      </h2>
      <div className="mt-4">
        {history.isPending ? (
          <p role="status" className="flex items-center gap-3 text-sm font-medium text-stone-600">
            <Spinner size="sm" label="Loading" />
            Loading your wheels...
          </p>
        ) : history.error ? (
          <ErrorNotice
            message={`Error loading your wheels: ${history.error.message}`}
            onRetry={() => void history.refetch()}
            retrying={history.isRefetching}
          />
        ) : history.data.length === 0 ? (
          <Card as="p" variant="dashed" padding="none" className="px-6 py-10">
            No saved wheels yet. Save this one, come back in a few weeks, and see what moved.
          </Card>
        ) : (
          <WheelHistory wheels={history.data} />
        )}
      </div>
    </section>
  );
}
