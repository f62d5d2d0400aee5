import { useQuery } from '@tanstack/react-query';
import { ArrowRight, Clock, Heart, ListOrdered } from 'lucide-react';
import { Link } from 'react-router';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { pathsQuery } from '#client/features/browse/api/browse-queries.ts';
import { ErrorNotice } from '#client/components/ui/error-notice.tsx';
import { PathProgressBar } from './path-progress-bar.tsx';
import { focusRing } from '#client/components/ui/focus-ring.ts';
import { cn } from '#client/lib/utils.ts';

/** `/sessions?view=paths`: every coaching path with its size and the user's progress. */
export function PathsView({ userId }: { userId: string | null }) {
  const { data: paths, error, isPending, refetch, isRefetching } = useQuery(pathsQuery(userId));

  if (isPending) {
    return (
      <p role="status" className="flex items-center gap-3 text-sm font-medium text-stone-600">
        <Spinner size="sm" label="Loading" />
        Loading coaching paths...
      </p>
    );
  }
  if (error) {
    return (
      <ErrorNotice
        message={`Error loading coaching paths: ${error.message}`}
        onRetry={() => void refetch()}
        retrying={isRefetching}
      />
    );
  }

  return (
    <ul aria-label="Coaching paths" className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
      {paths.map((path) => (
        <li key={path.id}>
          <Link
            to={`/paths/${path.id}`}
            className={cn(
              'group flex h-full flex-col rounded-3xl border border-stone-200/80 bg-white p-5 shadow-[0_1px_2px_rgb(30_27_75/0.04),0_8px_24px_-12px_rgb(30_27_75/0.12)] transition-shadow hover:shadow-[0_1px_2px_rgb(30_27_75/0.06),0_16px_32px_-12px_rgb(30_27_75/0.2)] sm:p-6',
              focusRing,
            )}
          >
            <div className="flex items-start justify-between gap-3">
              <h2 className="text-lg font-semibold leading-snug text-indigo-950">{path.title}</h2>
              {path.favorite && (
                <Heart aria-label="Saved" className="size-5 shrink-0 fill-rose-500 text-rose-500" />
              )}
            </div>
            <p className="mt-2 text-sm leading-relaxed text-stone-600">{path.description}</p>
            <p className="mt-4 flex gap-4 text-xs font-medium text-stone-600 [&_svg]:size-3.5">
              <span className="inline-flex items-center gap-1">
                <ListOrdered aria-hidden="true" />
                {path.sessionCount} sessions
              </span>
              <span className="inline-flex items-center gap-1">
                <Clock aria-hidden="true" />
                {path.totalMinutes} min
              </span>
            </p>
            <div className="mt-auto pt-4">
              {path.progress && <PathProgressBar progress={path.progress} total={path.sessionCount} />}
              <span className="mt-3 inline-flex items-center gap-1 text-sm font-semibold text-teal-800 group-hover:underline">
                {path.progress?.started ? 'Continue path' : 'View path'}
                <ArrowRight aria-hidden="true" className="size-4" />
              </span>
            </div>
          </Link>
        </li>
      ))}
    </ul>
  );
}
