import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { Card } from '#client/components/ui/card.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { useAuthSession } from '#client/entities/account/auth-session.ts';
import { wheelHistoryQuery } from '#client/features/pages/api/wheel-of-life.ts';
import { useWheelScores } from './use-wheel-scores.ts';
import { wheelLabel } from './wheel-areas.ts';
import { WheelCompareSelect } from './wheel-compare-select.tsx';
import { WheelIntro } from './wheel-intro.tsx';
import { WheelSaveForm } from './wheel-save-form.tsx';
import { WheelSavedWheels } from './wheel-saved-wheels.tsx';
import { WheelSliders } from './wheel-sliders.tsx';
import { WheelSuggestions } from './wheel-suggestions.tsx';
import { WheelTable } from './wheel-table.tsx';
import { WheelVisitorInvite } from './wheel-visitor-invite.tsx';

// The chart library is the heaviest part of the page: it loads in a chunk of its own, after the
// sliders and the table are already usable.
const WheelChart = lazy(() => import('./wheel-chart.tsx').then((module) => ({ default: module.WheelChart })));

/** /wheel-of-life: rate eight areas of life, see the shape, save it and compare with earlier wheels. */
export function WheelOfLifePage() {
  const { user } = useAuthSession();
  const history = useQuery({ ...wheelHistoryQuery(user?.id ?? ''), enabled: user !== null });
  const latest = history.data?.[0];
  const { scores, setScore, startedFromLatest } = useWheelScores(latest);
  const [compareId, setCompareId] = useState('');
  const compared = history.data?.find((wheel) => wheel.id === compareId);
  const compare = compared ? { label: wheelLabel(compared), scores: compared.scores } : undefined;

  return (
    <div className="mx-auto max-w-6xl px-4 pb-20 pt-8 sm:px-6 md:pt-14">
      <WheelIntro />

      <div className="mt-8 grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)]">
        <Card as="section" aria-labelledby="rate-heading">
          <h2 id="rate-heading" className="text-xl font-bold text-indigo-950">
            Rate each area
          </h2>
          <p className="mb-5 mt-1 text-sm text-stone-600">
            1 is as bad as it gets, 10 could not be better.
            {startedFromLatest && latest
              ? ` The sliders start where your wheel of ${wheelLabel(latest)} left them.`
              : ''}
          </p>
          <WheelSliders scores={scores} onChange={setScore} />
        </Card>

        <Card as="section" aria-labelledby="shape-heading" className="lg:sticky lg:top-24 lg:self-start">
          <div className="flex flex-wrap items-end justify-between gap-3">
            <h2 id="shape-heading" className="text-xl font-bold text-indigo-950">
              Your wheel
            </h2>
            {history.data && history.data.length > 0 ? (
              <WheelCompareSelect wheels={history.data} value={compareId} onChange={setCompareId} />
            ) : null}
          </div>
          <Suspense
            fallback={
              <div className="grid h-80 place-items-center sm:h-96">
                <Spinner label="Loading the chart" />
              </div>
            }
          >
            <WheelChart scores={scores} compare={compare} />
          </Suspense>
          <WheelTable scores={scores} compare={compare} />
        </Card>
      </div>

      <div className="mt-6">
        {user ? (
          <WheelSaveForm userId={user.id} scores={scores} onSaved={() => setCompareId('')} />
        ) : (
          <WheelVisitorInvite />
        )}
      </div>

      <div className="mt-12">
        <WheelSuggestions scores={scores} />
      </div>

      {user ? <WheelSavedWheels history={history} /> : null}
    </div>
  );
}
