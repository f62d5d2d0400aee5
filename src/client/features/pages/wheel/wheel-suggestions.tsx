import { useQuery } from '@tanstack/react-query';
import { Headphones, Lock } from 'lucide-react';
import { Link } from 'react-router';
import { ErrorNotice } from '#client/components/ui/error-notice.tsx';
import { focusRing } from '#client/components/ui/focus-ring.ts';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { advisorName } from '#client/components/session/session-format.ts';
import { cn } from '#client/lib/utils.ts';
import type { WheelArea, WheelScores } from '#shared/schemas/wheel-of-life.ts';
import { wheelSuggestionsQuery } from '#client/features/pages/api/wheel-of-life.ts';
import { lowestAreas, WHEEL_AREA_INFO } from './wheel-areas.ts';
import { cardVariants } from '#client/components/ui/card.tsx';

/** Sessions from the catalogue for the two areas that scored lowest. */
export function WheelSuggestions({ scores }: { scores: WheelScores }) {
  const areas = lowestAreas(scores);
  return (
    <section aria-labelledby="suggestions-heading">
      <h2 id="suggestions-heading" className="text-xl font-bold text-indigo-950">
        Where to start
      </h2>
      <p className="mt-1 text-sm text-stone-600">
        Sessions for the areas you rated lowest. Small steps count: one session this week is enough.
      </p>
      <div className="mt-4 grid gap-4 md:grid-cols-2">
        {areas.map((area) => (
          <AreaSuggestions key={area} area={area} score={scores[area]} />
        ))}
      </div>
      <Link
        to="/sessions?view=paths"
        className={cn('mt-4 inline-block text-sm font-semibold text-teal-800 underline', focusRing)}
      >
        Or follow a coaching path
      </Link>
    </section>
  );
}

function AreaSuggestions({ area, score }: { area: WheelArea; score: number }) {
  const info = WHEEL_AREA_INFO[area];
  const {
    data: sessions,
    error,
    isPending,
    refetch,
    isRefetching,
  } = useQuery(wheelSuggestionsQuery(info.searchTerm));
  return (
    <div className={cardVariants({ padding: 'none', className: 'p-5' })}>
      <h3 className="font-semibold text-indigo-950">
        {info.label} <span className="font-normal text-stone-600">· {score} of 10</span>
      </h3>
      <div className="mt-3">
        {isPending ? (
          <p role="status" className="flex items-center gap-3 text-sm text-stone-600">
            <Spinner size="sm" label="Loading" />
            Finding sessions...
          </p>
        ) : error ? (
          <ErrorNotice
            size="inline"
            message={`Error loading sessions: ${error.message}`}
            onRetry={() => void refetch()}
            retrying={isRefetching}
          />
        ) : sessions.length === 0 ? (
          <p className="text-sm text-stone-600">
            No sessions for this area yet.{' '}
            <Link to="/sessions" className={cn('font-semibold text-teal-800 underline', focusRing)}>
              Browse all sessions
            </Link>
          </p>
        ) : (
          <ul className="space-y-2">
            {sessions.map((session) => (
              <li key={session.id}>
                <Link
                  to={`/sessions/${session.id}`}
                  className={cn('flex items-start gap-3 rounded-2xl p-2 hover:bg-teal-50', focusRing)}
                >
                  <Headphones aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-teal-700" />
                  <span>
                    <span className="block font-medium text-indigo-950">
                      {session.title}
                      {session.isPremium ? (
                        <Lock aria-label="Premium" className="ml-1.5 inline size-3.5 text-amber-700" />
                      ) : null}
                    </span>
                    <span className="block text-sm text-stone-600">
                      {advisorName(session)} · {session.durationMinutes} min
                    </span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
