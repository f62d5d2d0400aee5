import { eq, sql } from 'drizzle-orm';
import { isSubscriber } from '#server/auth/guards.ts';
import { profiles } from '#server/db/schema/index.ts';
import type { AppDeps, CurrentUser } from '#server/deps.ts';
import { AppError } from '#server/errors.ts';
import { firstSessionFor } from '#server/modules/browse/index.ts';
import { DAILY_MINUTES, LISTEN_TIME_IDS, ONBOARDING_GOALS } from '#shared/onboarding.ts';
import type { OnboardingAnswers, OnboardingResult, OnboardingState } from '#shared/schemas/onboarding.ts';

/**
 * Stores onboarding's answers (the goals on the profile by label, the time and moment among the
 * preferences), marks onboarding done, and answers a first session that fits. Sent again later, it
 * replaces the answers: onboarding is editable from the profile.
 */
export async function saveOnboarding(
  deps: AppDeps,
  user: CurrentUser,
  { goals: goalIds, dailyMinutes, listenTime }: OnboardingAnswers,
): Promise<OnboardingResult> {
  const goals = goalIds.map((id) => ONBOARDING_GOALS.find((goal) => goal.id === id)!.label);
  const [saved] = await deps.db
    .update(profiles)
    .set({
      goals,
      onboardingCompleted: true,
      preferences: sql`${profiles.preferences} || ${JSON.stringify({ dailyMinutes, listenTime })}::jsonb`,
      updatedAt: new Date(),
    })
    .where(eq(profiles.id, user.id))
    .returning({ id: profiles.id });
  if (!saved) throw new AppError('profile_not_found');
  const premiumAllowed = user.role === 'admin' || (await isSubscriber(deps, user.id));
  return { firstSession: await firstSessionFor(deps.db, user.id, { goals, dailyMinutes, premiumAllowed }) };
}

/** Whether onboarding is done, and its answers as ids (goals typed elsewhere are left out). */
export async function onboardingState(deps: AppDeps, userId: string): Promise<OnboardingState> {
  const [row] = await deps.db
    .select({
      completed: profiles.onboardingCompleted,
      goals: profiles.goals,
      preferences: profiles.preferences,
    })
    .from(profiles)
    .where(eq(profiles.id, userId));
  if (!row) throw new AppError('profile_not_found');
  return {
    completed: row.completed,
    goals: row.goals.flatMap((label) => ONBOARDING_GOALS.find((goal) => goal.label === label)?.id ?? []),
    dailyMinutes: DAILY_MINUTES.find((m) => m === row.preferences.dailyMinutes) ?? null,
    listenTime: LISTEN_TIME_IDS.find((t) => t === row.preferences.listenTime) ?? null,
  };
}
