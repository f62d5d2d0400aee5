import { Headphones } from 'lucide-react';
import { ErrorNotice } from '#client/components/ui/error-notice.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { cardVariants } from '#client/components/ui/card.tsx';
import { useFeaturedSessions } from '#client/features/catalog/api/featured-sessions.ts';
import { SessionCard } from '#client/features/catalog/components/session-card.tsx';
import { FEATURED_LIMIT } from '#shared/constants.ts';

const GRID = 'grid grid-cols-1 gap-5 md:grid-cols-2 lg:grid-cols-4';

/** The landing page's featured grid with its loading, error and empty states. */
export function FeaturedSessions() {
  const { data: sessions, error, isPending, refetch, isRefetching } = useFeaturedSessions();

  if (isPending) {
    return (
      <div>
        <p role="status" className="mb-4 flex items-center gap-3 text-sm font-medium text-stone-600">
          <Spinner size="sm" label="Loading" />
          Loading featured sessions...
        </p>
        <ul aria-hidden="true" className={GRID}>
          {Array.from({ length: FEATURED_LIMIT }, (_, index) => (
            <li
              key={index}
              className="h-80 animate-pulse rounded-3xl border border-stone-200/80 bg-white/70"
            />
          ))}
        </ul>
      </div>
    );
  }

  if (error) {
    return (
      <ErrorNotice
        message={`Error loading featured sessions: ${error.message}`}
        onRetry={() => void refetch()}
        retrying={isRefetching}
      />
    );
  }

  if (sessions.length === 0) {
    return (
      <div className={cardVariants({ variant: 'dashed' })}>
        <Headphones aria-hidden="true" className="mx-auto size-8 text-indigo-300" />
        <p className="mt-3 font-semibold text-indigo-950">No featured sessions found</p>
        <p className="mt-1 text-sm text-stone-600">No sessions have been marked as featured yet.</p>
      </div>
    );
  }

  return (
    <ul className={GRID}>
      {sessions.map((session) => (
        <li key={session.id}>
          <SessionCard session={session} />
        </li>
      ))}
    </ul>
  );
}
