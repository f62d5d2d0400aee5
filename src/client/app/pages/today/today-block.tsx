import { useQuery } from '@tanstack/react-query';
import { ErrorNotice } from '#client/components/ui/error-notice.tsx';
import { dailyPickQuery, localDay } from '#client/features/browse/api/browse-queries.ts';
import { onboardingQuery } from '#client/features/progress/api/onboarding.ts';
import { progressQuery } from '#client/features/progress/api/progress.ts';
import { useAuthSession } from '#client/entities/account/auth-session.ts';
import type { ProgressSummary } from '#shared/schemas/progress.ts';
import { TodayPick } from '#client/features/catalog/components/today-pick.tsx';
import { ContinueCard, FirstStepCard, ImpulseCard, PathsNext, StreakPill } from './today-cards.tsx';

export const TODAY_HEADING_ID = 'today-heading';

/** 'Good morning, Ada': the first name only, by the hour on the user's own clock. */
function greeting(name: string | undefined, now = new Date()): string {
  const hour = now.getHours();
  const part =
    hour < 5 ? 'Good evening' : hour < 12 ? 'Good morning' : hour < 18 ? 'Good afternoon' : 'Good evening';
  const first = name?.trim().split(/\s+/)[0];
  return first ? `${part}, ${first}` : part;
}

/** Nothing heard, nothing completed, no path begun: a first step, not a row of zeros. */
const isNewListener = (progress: ProgressSummary) =>
  progress.recent.length === 0 && progress.journeys.length === 0 && progress.totalSessionsCompleted === 0;

/**
 * The signed-in home's first block: where the listener left off (with the position), today's
 * impulse, the streak (unless they hide streaks) and the next session of every path in progress.
 * A new listener sees one first step instead. Composed from GET /api/me/progress and
 * GET /api/daily-pick; its own chunk, so the landing's initial JavaScript does not grow.
 */
export function TodayBlock() {
  const { user } = useAuthSession();
  const progress = useQuery(progressQuery());
  const pick = useQuery(dailyPickQuery(localDay(), user?.id ?? null));
  const onboarding = useQuery(onboardingQuery());

  const data = progress.data;
  const resume = data?.recent.find((session) => !session.completed && session.position > 0);
  const impulse = pick.data?.session ?? null;
  const showStreak = data && !data.streak.hidden && !isNewListener(data);

  return (
    <section
      aria-labelledby={TODAY_HEADING_ID}
      className="mx-auto max-w-6xl px-4 py-6 sm:px-6 md:py-10"
      aria-busy={progress.isPending}
    >
      <div className="flex flex-wrap items-end justify-between gap-x-4 gap-y-2">
        <div>
          <p className="text-sm font-medium text-stone-600">{greeting(user?.name)}</p>
          <h2 id={TODAY_HEADING_ID} className="text-title font-bold tracking-tight text-indigo-950">
            Today
          </h2>
        </div>
        {showStreak && <StreakPill streak={data.streak} />}
      </div>

      {!data ? (
        progress.isError ? (
          <ErrorNotice
            size="inline"
            className="mt-4"
            message="Your progress could not be loaded just now."
            onRetry={() => void progress.refetch()}
            retrying={progress.isFetching}
          />
        ) : (
          <TodaySkeleton />
        )
      ) : isNewListener(data) ? (
        <div className="mt-4">
          <FirstStepCard session={impulse} onboardingOpen={onboarding.data?.completed === false} />
          {/* Without today's impulse, still something to play from the first screen. */}
          {!impulse && pick.isSuccess && <TodayPick tone="light" />}
        </div>
      ) : (
        <>
          <div className="mt-4 grid gap-3 md:grid-cols-2">
            {resume && <ContinueCard session={resume} />}
            {impulse && impulse.id !== resume?.id && <ImpulseCard session={impulse} />}
          </div>
          <PathsNext journeys={data.journeys} />
        </>
      )}
    </section>
  );
}

/** The cards' outline while progress loads, the same height, so the page below does not jump. */
function TodaySkeleton() {
  return (
    <div aria-hidden="true" className="mt-4 grid gap-3 md:grid-cols-2">
      {[0, 1].map((key) => (
        <div
          key={key}
          className="h-[6.5rem] animate-pulse rounded-2xl bg-stone-200/60 motion-reduce:animate-none"
        />
      ))}
    </div>
  );
}
