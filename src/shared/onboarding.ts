/**
 * Onboarding's choices, defined once for the form, the API's validation and the server's
 * matching. A goal is stored on the profile by its label (the profile's goals are free text, which
 * the recommendations and the daily journal prompt read); `words` are what it means in the
 * catalogue, for matching sessions to it.
 */
export const ONBOARDING_GOALS = [
  { id: 'focus', label: 'Focus', words: ['focus', 'attention', 'distraction', 'priorities'] },
  { id: 'stress', label: 'Less stress', words: ['stress', 'calm', 'anxiety', 'pressure', 'breath'] },
  { id: 'leadership', label: 'Leadership', words: ['leadership', 'lead', 'team', 'manager', 'hiring'] },
  { id: 'fundraising', label: 'Fundraising', words: ['fundraising', 'investors', 'pitch', 'raise', 'board'] },
  { id: 'sleep', label: 'Better sleep', words: ['sleep', 'rest', 'evening', 'night'] },
  {
    id: 'relationships',
    label: 'Relationships',
    words: ['relationships', 'cofounder', 'partner', 'family', 'conversation'],
  },
  { id: 'confidence', label: 'Confidence', words: ['confidence', 'doubt', 'impostor', 'courage'] },
  { id: 'resilience', label: 'Resilience', words: ['resilience', 'burnout', 'setback', 'recovery'] },
] as const;
export type OnboardingGoalId = (typeof ONBOARDING_GOALS)[number]['id'];
export const ONBOARDING_GOAL_IDS = ONBOARDING_GOALS.map((g) => g.id) as [
  OnboardingGoalId,
  ...OnboardingGoalId[],
];

/** Minutes on a typical day; 20 stands for '20+'. */
export const DAILY_MINUTES = [2, 5, 10, 20] as const;
export type DailyMinutes = (typeof DAILY_MINUTES)[number];

/** When they like to listen, and the local time a daily reminder goes out if they ask for one there. */
export const LISTEN_TIMES = [
  { id: 'morning', label: 'Morning', reminderAt: '07:30' },
  { id: 'midday', label: 'Around midday', reminderAt: '12:30' },
  { id: 'evening', label: 'Evening', reminderAt: '18:30' },
  { id: 'night', label: 'Before sleep', reminderAt: '21:30' },
] as const;
export type ListenTimeId = (typeof LISTEN_TIMES)[number]['id'];
export const LISTEN_TIME_IDS = LISTEN_TIMES.map((t) => t.id) as [ListenTimeId, ...ListenTimeId[]];

/** The catalogue words of the profile's goals: a known goal's words, any other goal's own text. */
export function goalSearchWords(goals: readonly string[]): string[] {
  return goals.flatMap((goal) => {
    const known = ONBOARDING_GOALS.find((g) => g.label === goal);
    return known ? [...known.words] : [goal];
  });
}
