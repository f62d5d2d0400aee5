import { useMutation } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { saveOnboarding } from '#client/features/progress/api/onboarding.ts';
import { savePreferences } from '#client/entities/preferences/preferences.ts';
import { cn } from '#client/lib/utils.ts';
import {
  DAILY_MINUTES,
  LISTEN_TIMES,
  ONBOARDING_GOALS,
  type DailyMinutes,
  type ListenTimeId,
  type OnboardingGoalId,
} from '#shared/onboarding.ts';
import type { OnboardingAnswers, OnboardingResult, OnboardingState } from '#shared/schemas/onboarding.ts';

const STEPS = [
  'What do you want from Founder Flow?',
  'How long do you have on a typical day?',
  'When do you like to listen?',
];

const minutesLabel = (minutes: DailyMinutes) => (minutes === 20 ? '20+ minutes' : `${minutes} minutes`);

/**
 * Onboarding's three short steps: goals (several), daily minutes, listening time. Used on the home
 * screen after the first sign-in and from the profile to edit the answers.
 */
export function OnboardingSteps({
  initial,
  onSaved,
  secondary,
}: {
  initial: OnboardingState;
  onSaved: (result: OnboardingResult) => void;
  /** 'Skip for now' or 'Cancel', beside Back and Next. */
  secondary: ReactNode;
}) {
  const [step, setStep] = useState(0);
  const [goals, setGoals] = useState<OnboardingGoalId[]>(initial.goals);
  const [dailyMinutes, setDailyMinutes] = useState<DailyMinutes | null>(initial.dailyMinutes);
  const [listenTime, setListenTime] = useState<ListenTimeId | null>(initial.listenTime);
  const [remind, setRemind] = useState(false);
  const reminderAt = LISTEN_TIMES.find((t) => t.id === listenTime)?.reminderAt;
  const save = useMutation({
    mutationFn: async (answers: OnboardingAnswers) => {
      const result = await saveOnboarding(answers);
      // Reminders stay off unless asked for here (or later in the profile's settings).
      if (remind && reminderAt) await savePreferences({ reminder: { enabled: true, localTime: reminderAt } });
      return result;
    },
    onSuccess: onSaved,
  });
  const headingId = useId();

  const answered = [goals.length > 0, dailyMinutes !== null, listenTime !== null][step];
  const next = () => {
    if (step < STEPS.length - 1) setStep(step + 1);
    else if (dailyMinutes !== null && listenTime !== null) save.mutate({ goals, dailyMinutes, listenTime });
  };
  const toggleGoal = (id: OnboardingGoalId) =>
    setGoals((chosen) => (chosen.includes(id) ? chosen.filter((g) => g !== id) : [...chosen, id]));

  return (
    <div role="group" aria-labelledby={headingId}>
      <p className="text-xs font-semibold uppercase tracking-wide text-teal-800">
        Step {step + 1} of {STEPS.length}
      </p>
      <h3 id={headingId} className="mt-1 text-lg font-bold text-indigo-950">
        {STEPS[step]}
      </h3>
      {step === 0 ? (
        <GoalsStep goals={goals} onToggle={toggleGoal} />
      ) : step === 1 ? (
        <RadioChoices
          name="daily-minutes"
          options={DAILY_MINUTES.map((m) => ({ id: m, label: minutesLabel(m) }))}
          value={dailyMinutes}
          onChange={setDailyMinutes}
        />
      ) : (
        <ListenTimeStep
          listenTime={listenTime}
          onListenTime={setListenTime}
          remind={remind}
          onRemind={setRemind}
          reminderAt={reminderAt}
        />
      )}
      {save.isError ? (
        <p role="alert" className="mt-3 text-sm text-red-700">
          Your answers were not saved: {save.error.message} Please try again.
        </p>
      ) : null}
      <div className="mt-5 flex flex-wrap items-center gap-3">
        {step > 0 ? (
          <Button variant="outline" size="sm" onClick={() => setStep(step - 1)} disabled={save.isPending}>
            Back
          </Button>
        ) : null}
        <Button size="sm" onClick={next} disabled={!answered || save.isPending}>
          {step < STEPS.length - 1 ? 'Next' : save.isPending ? 'Saving…' : 'Show my first session'}
        </Button>
        {secondary}
      </div>
    </div>
  );
}

function GoalsStep({
  goals,
  onToggle,
}: {
  goals: OnboardingGoalId[];
  onToggle: (id: OnboardingGoalId) => void;
}) {
  return (
    <>
      <p className="mt-1 text-sm text-stone-700">Choose as many as you like.</p>
      <div className="mt-3 flex flex-wrap gap-2">
        {ONBOARDING_GOALS.map((goal) => (
          <Choice key={goal.id} pressed={goals.includes(goal.id)} onClick={() => onToggle(goal.id)}>
            {goal.label}
          </Choice>
        ))}
      </div>
    </>
  );
}

/** When to listen, and the offer of a daily e-mail at that time (only once a time is chosen). */
function ListenTimeStep({
  listenTime,
  onListenTime,
  remind,
  onRemind,
  reminderAt,
}: {
  listenTime: ListenTimeId | null;
  onListenTime: (value: ListenTimeId) => void;
  remind: boolean;
  onRemind: (remind: boolean) => void;
  reminderAt: string | undefined;
}) {
  return (
    <>
      <RadioChoices name="listen-time" options={LISTEN_TIMES} value={listenTime} onChange={onListenTime} />
      <label className="mt-4 flex w-fit items-center gap-2 text-sm text-stone-700">
        <input
          type="checkbox"
          className="size-4 accent-teal-700"
          checked={remind}
          disabled={!reminderAt}
          onChange={(event) => onRemind(event.target.checked)}
        />
        {reminderAt ? `E-mail me a daily reminder at ${reminderAt}` : 'E-mail me a daily reminder'}
      </label>
    </>
  );
}

function Choice({
  pressed,
  onClick,
  children,
}: {
  pressed: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onClick}
      className={cn(
        'min-h-11 rounded-full border px-4 text-sm font-semibold transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-600 focus-visible:ring-offset-2',
        pressed
          ? 'border-teal-700 bg-teal-700 text-white'
          : 'border-indigo-200 bg-white text-indigo-950 hover:bg-indigo-50',
      )}
    >
      {children}
    </button>
  );
}

function RadioChoices<T extends string | number>({
  name,
  options,
  value,
  onChange,
}: {
  name: string;
  options: readonly { id: T; label: string }[];
  value: T | null;
  onChange: (value: T) => void;
}) {
  return (
    <div className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-4">
      {options.map((option) => (
        <label
          key={option.id}
          className={cn(
            'flex min-h-11 cursor-pointer items-center gap-2 rounded-2xl border px-3 text-sm font-semibold has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-teal-600',
            value === option.id
              ? 'border-teal-700 bg-teal-50 text-teal-900'
              : 'border-indigo-200 bg-white text-indigo-950',
          )}
        >
          <input
            type="radio"
            name={name}
            className="size-4 accent-teal-700"
            checked={value === option.id}
            onChange={() => onChange(option.id)}
          />
          {option.label}
        </label>
      ))}
    </div>
  );
}
