import { queryOptions } from '@tanstack/react-query';
import { api, request } from '#client/lib/api-client.ts';
import { meKeys } from '#client/entities/listening-history/listening-history.ts';
import type { OnboardingAnswers } from '#shared/schemas/onboarding.ts';

/** Under `me`, so signing out forgets it. */
export const onboardingKey = () => [...meKeys.all, 'onboarding'] as const;

export const onboardingQuery = () =>
  queryOptions({
    queryKey: onboardingKey(),
    queryFn: ({ signal }) => request(api.me.onboarding.$get(undefined, { init: { signal } })),
  });

export const saveOnboarding = (answers: OnboardingAnswers) =>
  request(api.me.onboarding.$put({ json: answers }));

/** 'Skip for now': onboarding counts as done, with nothing chosen; the profile can still fill it in. */
export const skipOnboarding = () => request(api.me.profile.$patch({ json: { onboardingCompleted: true } }));
