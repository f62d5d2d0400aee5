import { useQuery } from '@tanstack/react-query';
import { ArrowRight, ChartPie, CircleCheck, History } from 'lucide-react';
import { lazy, Suspense, useId, useState } from 'react';
import { Link } from 'react-router';
import { buttonVariants } from '#client/components/ui/button.tsx';
import { Card, cardVariants } from '#client/components/ui/card.tsx';
import { ErrorNotice } from '#client/components/ui/error-notice.tsx';
import { Form, SubmitButton } from '#client/components/ui/form.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { Select } from '#client/components/ui/select.tsx';
import { TextareaField } from '#client/components/ui/form-fields.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { useAuthSession } from '#client/entities/account/auth-session.ts';
import { notify } from '#client/lib/notify.ts';
import {
  WHEEL_NOTE_MAX,
  wheelInputSchema,
  type Wheel,
  type WheelScores,
} from '#shared/schemas/wheel-of-life.ts';
import { useSaveWheel, wheelHistoryQuery } from '#client/features/pages/api/wheel-of-life.ts';
import { DEFAULT_SCORES, formatWheelDate } from './wheel-areas.ts';
import { WheelHistory } from './wheel-history.tsx';
import { WheelSliders } from './wheel-sliders.tsx';
import { WheelSuggestions } from './wheel-suggestions.tsx';
import { WheelTable } from './wheel-table.tsx';

// The chart library is the heaviest part of the page: it loads in a chunk of its own, after the
// sliders and the table are already usable.
const WheelChart = lazy(() => import('./wheel-chart.tsx').then((module) => ({ default: module.WheelChart })));

const wheelLabel = (wheel: Wheel) =>
  `${formatWheelDate(wheel.createdAt)}, ${new Date(wheel.createdAt).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' })}`;

/** /wheel-of-life: rate eight areas of life, see the shape, save it and compare with earlier wheels. */
export function WheelOfLifePage() {
  const { user } = useAuthSession();
  const [scores, setScores] = useState<WheelScores>(DEFAULT_SCORES);
  const history = useQuery({ ...wheelHistoryQuery(user?.id ?? ''), enabled: user !== null });
  const [compareId, setCompareId] = useState('');
  // A returning user starts from their latest wheel, once it arrives and unless they already moved a
  // slider; a visitor or a first wheel starts in the middle.
  const [startedFrom, setStartedFrom] = useState<'defaults' | 'latest' | 'touched'>('defaults');
  const latest = history.data?.[0];
  if (latest && startedFrom === 'defaults') {
    setStartedFrom('latest');
    setScores(latest.scores);
  }
  const compared = history.data?.find((wheel) => wheel.id === compareId);
  const compare = compared ? { label: wheelLabel(compared), scores: compared.scores } : undefined;
  const compareSelectId = useId();

  return (
    <div className="mx-auto max-w-6xl px-4 pb-20 pt-8 sm:px-6 md:pt-14">
      <title>Wheel of Life · Founder Flow</title>
      <meta
        name="description"
        content="Rate eight areas of your life from 1 to 10, see the shape of your week on a wheel, compare it with earlier check-ins and find sessions for the areas that need you most."
      />
      <header className="max-w-3xl">
        <p className="flex items-center gap-2 text-sm font-semibold uppercase tracking-wider text-teal-800">
          <ChartPie aria-hidden="true" className="size-4" />A five-minute check-in
        </p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-indigo-950 md:text-5xl">Wheel of Life</h1>
        <p className="mt-3 text-lg text-stone-700">
          Startups pull everything towards the company. Rate each area of your life as it feels this week, not
          as it should be. A lopsided wheel is not a verdict, just a place to start.
        </p>
      </header>

      <div className="mt-8 grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)]">
        <Card as="section" aria-labelledby="rate-heading">
          <h2 id="rate-heading" className="text-xl font-bold text-indigo-950">
            Rate each area
          </h2>
          <p className="mb-5 mt-1 text-sm text-stone-600">
            1 is as bad as it gets, 10 could not be better.
            {startedFrom === 'latest' && latest
              ? ` The sliders start where your wheel of ${wheelLabel(latest)} left them.`
              : ''}
          </p>
          <WheelSliders
            scores={scores}
            onChange={(area, score) => {
              setStartedFrom('touched');
              setScores((s) => ({ ...s, [area]: score }));
            }}
          />
        </Card>

        <Card as="section" aria-labelledby="shape-heading" className="lg:sticky lg:top-24 lg:self-start">
          <div className="flex flex-wrap items-end justify-between gap-3">
            <h2 id="shape-heading" className="text-xl font-bold text-indigo-950">
              Your wheel
            </h2>
            {history.data && history.data.length > 0 ? (
              <div className="flex flex-col gap-1">
                <Label look="caption" htmlFor={compareSelectId}>
                  Compare with
                </Label>
                <Select
                  id={compareSelectId}
                  value={compareId}
                  onChange={(event) => setCompareId(event.target.value)}
                >
                  <option value="">No comparison</option>
                  {history.data.map((wheel) => (
                    <option key={wheel.id} value={wheel.id}>
                      {wheelLabel(wheel)}
                    </option>
                  ))}
                </Select>
              </div>
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
          <SaveWheel userId={user.id} scores={scores} onSaved={() => setCompareId('')} />
        ) : (
          <VisitorInvite />
        )}
      </div>

      <div className="mt-12">
        <WheelSuggestions scores={scores} />
      </div>

      {user ? (
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
      ) : null}
    </div>
  );
}

/** The note saved with the scores (the scores come from the sliders above). */
const noteSchema = wheelInputSchema.pick({ note: true });

function SaveWheel({
  userId,
  scores,
  onSaved,
}: {
  userId: string;
  scores: WheelScores;
  onSaved: () => void;
}) {
  const save = useSaveWheel(userId);
  return (
    <Form
      schema={noteSchema}
      defaultValues={{ note: '' }}
      pending={save.isPending}
      onSubmit={({ note }, form) =>
        save.mutate(
          { scores, note },
          {
            onSuccess: () => {
              form.reset();
              onSaved();
              void notify('success', 'Wheel saved', { description: 'It is in your history below.' });
            },
          },
        )
      }
      className={cardVariants()}
    >
      <TextareaField
        name="note"
        label={
          <>
            A note for future you <span className="font-normal text-stone-600">(optional)</span>
          </>
        }
        rows={3}
        maxLength={WHEEL_NOTE_MAX}
        placeholder="What is behind the lowest score? What would make it one point higher?"
      />
      {save.error ? (
        <ErrorNotice size="inline" className="mt-4" title="Wheel not saved" message={save.error.message} />
      ) : null}
      <div className="mt-4 flex flex-wrap items-center gap-4">
        <SubmitButton size="lg" pendingLabel="Saving…">
          Save this wheel
        </SubmitButton>
        {save.isSuccess && !save.isPending ? (
          <p role="status" className="flex items-center gap-2 text-sm font-medium text-teal-800">
            <CircleCheck aria-hidden="true" className="size-4" />
            Saved to your history
          </p>
        ) : null}
      </div>
    </Form>
  );
}

function VisitorInvite() {
  return (
    <section
      aria-labelledby="keep-heading"
      className="flex flex-col gap-4 rounded-3xl bg-gradient-to-br from-indigo-950 to-teal-900 p-6 text-white sm:flex-row sm:items-center sm:justify-between sm:p-8"
    >
      <div>
        <h2 id="keep-heading" className="text-xl font-bold">
          Keep your wheel
        </h2>
        <p className="mt-1 max-w-xl text-indigo-100">
          Create a free account to save this wheel, add a note, and compare it with the next one to see what
          moved.
        </p>
      </div>
      <Link
        to="/auth?tab=signup&redirect=/wheel-of-life"
        className={buttonVariants({ variant: 'warm', size: 'lg', className: 'shrink-0' })}
      >
        Create Free Account
        <ArrowRight aria-hidden="true" />
      </Link>
    </section>
  );
}
