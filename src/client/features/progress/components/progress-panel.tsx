import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Flame, Snowflake } from 'lucide-react';
import { Link } from 'react-router';
import { ErrorNotice } from '#client/components/ui/error-notice.tsx';
import { cn } from '#client/lib/utils.ts';
import { progressQuery, saveHideStreaks } from '#client/features/progress/api/progress.ts';
import { usePendingChoice } from '#client/lib/use-pending-choice.ts';
import type { StreakState } from '#shared/schemas/progress.ts';
import { BadgeIcon } from './badge-icon.tsx';
import { GoalsCard } from './goals-card.tsx';
import { ListeningCalendar } from './listening-calendar.tsx';
import { ReminderCard } from './reminder-card.tsx';
import { SettingsCard } from './settings-card.tsx';
import { ProgressLists } from './progress-lists.tsx';

/** The profile's progress: the streak (unless hidden), badges earned, and the next ones within reach. */
export function ProgressPanel() {
  const { data, isPending, error, refetch, isRefetching } = useQuery(progressQuery());
  if (isPending) return <ProgressPanelSkeleton />;
  if (error) {
    return (
      <ErrorNotice
        className="mt-10"
        message={`Error loading your progress: ${error.message}`}
        onRetry={() => void refetch()}
        retrying={isRefetching}
      />
    );
  }
  return (
    <section aria-labelledby="progress-heading" className="mt-12">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="progress-heading" className="text-xl font-bold text-indigo-950">
          Your progress
        </h2>
        <Link to="/celebration" className="text-sm font-semibold text-teal-800 underline underline-offset-2">
          See your story
        </Link>
      </div>
      {data.streak.hidden ? null : <StreakLine streak={data.streak} />}
      <HideStreaksToggle hidden={data.streak.hidden} />
      <ListeningCalendar days={data.calendar} />
      <h3 className="mt-6 text-base font-semibold text-indigo-950">Badges</h3>
      {data.badges.length === 0 ? (
        <p className="mt-2 text-sm text-stone-700">
          No badges yet. Finish a session or write in your journal to earn the first.
        </p>
      ) : (
        <ul aria-label="Badges earned" className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3">
          {data.badges.map((badge) => (
            <li key={badge.id} className="flex gap-3 rounded-2xl bg-amber-50 p-3">
              <BadgeIcon name={badge.icon} className="size-6 shrink-0 text-amber-600" />
              <div className="min-w-0">
                <p className="font-semibold text-indigo-950">{badge.name}</p>
                <p className="text-xs text-stone-700">{badge.description}</p>
              </div>
            </li>
          ))}
        </ul>
      )}
      {data.nextBadges.length ? (
        <>
          <h3 className="mt-6 text-base font-semibold text-indigo-950">Next up</h3>
          <ul aria-label="Next badges" className="mt-3 grid gap-3 sm:grid-cols-3">
            {data.nextBadges.map((badge) => (
              <li key={badge.id} className="rounded-2xl border border-stone-200 bg-white p-3">
                <p className="flex items-center gap-2 font-semibold text-indigo-950">
                  <BadgeIcon name={badge.icon} className="size-5 text-stone-500" />
                  {badge.name}
                </p>
                <p className="mt-1 text-xs text-stone-700">{badge.description}</p>
                <progress
                  className="mt-2 h-2 w-full accent-teal-600"
                  max={badge.target}
                  value={badge.current}
                  aria-label={`${badge.name}: ${badge.current} of ${badge.target}`}
                />
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <ProgressLists data={data} />
      <GoalsCard />
      <ReminderCard />
      <SettingsCard />
    </section>
  );
}

const bone = 'animate-pulse rounded-xl bg-stone-200/70 motion-reduce:animate-none';

/**
 * The panel's first screen while it loads (the streak, the calendar, a row of badges) at about its
 * loaded size, so the account cards below do not jump when it arrives.
 */
function ProgressPanelSkeleton() {
  return (
    <section className="mt-12" role="status">
      <span className="sr-only">Loading your progress...</span>
      <div aria-hidden="true">
        <h2 className="text-xl font-bold text-indigo-950">Your progress</h2>
        <div className={cn(bone, 'mt-3 h-5 w-72 max-w-full')} />
        <div className={cn(bone, 'mt-3 h-5 w-28')} />
        <div className={cn(bone, 'mt-6 h-6 w-40')} />
        <div className={cn(bone, 'mt-1 h-5 w-64 max-w-full')} />
        <div
          className={cn(bone, 'mt-3 h-[8.5rem] w-full max-w-[14.75rem] sm:h-[10.25rem] sm:max-w-[17.75rem]')}
        />
        <div className={cn(bone, 'mt-2 h-4 w-48')} />
        <div className={cn(bone, 'mt-6 h-6 w-20')} />
        <div className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3">
          <div className={cn(bone, 'h-16')} />
          <div className={cn(bone, 'h-16')} />
        </div>
      </div>
    </section>
  );
}

function StreakLine({ streak }: { streak: StreakState }) {
  return (
    <p className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-stone-700">
      <span className="flex items-center gap-1.5">
        <Flame aria-hidden="true" className="size-4 text-amber-600" />
        {streak.current === 1 ? '1 day in a row' : `${streak.current} days in a row`}
        {streak.countedToday ? ' (today counted)' : ''}
      </span>
      <span>Longest: {streak.longest}</span>
      <span className="flex items-center gap-1.5">
        <Snowflake aria-hidden="true" className="size-4 text-sky-600" />
        {streak.freezesAvailable} {streak.freezesAvailable === 1 ? 'freeze' : 'freezes'} held
      </span>
      {streak.freezeUsedOn ? <span>A freeze covered {streak.freezeUsedOn}.</span> : null}
    </p>
  );
}

/** Hiding streaks is the user's choice: nothing then shows or mentions them. */
function HideStreaksToggle({ hidden }: { hidden: boolean }) {
  const queryClient = useQueryClient();
  const choice = usePendingChoice(hidden);
  const save = useMutation({
    mutationFn: saveHideStreaks,
    // Everything that may mention the streak (the profile's figures too) is read again: a rare change.
    onSettled: () => queryClient.invalidateQueries(),
  });
  return (
    <label className="mt-3 flex w-fit items-center gap-2 text-sm text-stone-700">
      <input
        type="checkbox"
        className="size-4 accent-teal-700"
        checked={choice.shown}
        disabled={save.isPending}
        onChange={(event) => {
          choice.choose(event.target.checked);
          save.mutate(event.target.checked, { onSettled: choice.settle });
        }}
      />
      Hide streaks
      {save.isError ? <span role="alert"> — not saved: {save.error.message}</span> : null}
    </label>
  );
}
