import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { TextButton } from '#client/components/ui/text-button.tsx';
import { onboardingQuery } from '#client/features/progress/api/onboarding.ts';
import { LISTEN_TIMES, ONBOARDING_GOALS } from '#shared/onboarding.ts';
import type { OnboardingState } from '#shared/schemas/onboarding.ts';
import { OnboardingSteps } from './onboarding-steps.tsx';

const summary = (state: OnboardingState) => {
  const goals = state.goals.map((id) => ONBOARDING_GOALS.find((g) => g.id === id)?.label).join(', ');
  const minutes = state.dailyMinutes === 20 ? '20+' : state.dailyMinutes;
  const when = LISTEN_TIMES.find((t) => t.id === state.listenTime)?.label.toLowerCase();
  return { goals, time: minutes && when ? `${minutes} minutes a day, ${when}` : null };
};

/** The profile's 'Your goals': onboarding's answers, editable with the same three steps. */
export function GoalsCard() {
  const queryClient = useQueryClient();
  const { data } = useQuery(onboardingQuery());
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  if (!data) return null;
  const { goals, time } = summary(data);
  return (
    <section
      aria-labelledby="goals-heading"
      className="mt-8 rounded-2xl border border-stone-200 bg-white p-4"
    >
      <h3 id="goals-heading" className="text-base font-semibold text-indigo-950">
        Your goals
      </h3>
      {editing ? (
        <div className="mt-3">
          <OnboardingSteps
            initial={data}
            onSaved={() => {
              setEditing(false);
              setSaved(true);
              // Recommendations and the daily prompt follow the goals: read everything again.
              void queryClient.invalidateQueries();
            }}
            secondary={<TextButton onClick={() => setEditing(false)}>Cancel</TextButton>}
          />
        </div>
      ) : (
        <>
          <p className="mt-1 text-sm text-stone-700">
            {goals ? goals : 'Not chosen yet: tell us what you want, and recommendations follow it.'}
          </p>
          {time ? <p className="text-sm text-stone-700">{time}</p> : null}
          {saved ? (
            <p role="status" className="mt-1 text-sm text-teal-800">
              Saved. Your recommendations now follow these goals.
            </p>
          ) : null}
          <Button
            variant="outline"
            size="sm"
            className="mt-3"
            onClick={() => {
              setSaved(false);
              setEditing(true);
            }}
          >
            {goals ? 'Edit goals' : 'Choose goals'}
          </Button>
        </>
      )}
    </section>
  );
}
