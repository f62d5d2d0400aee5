import { z } from 'zod';
import { DAILY_MINUTES, LISTEN_TIME_IDS, ONBOARDING_GOAL_IDS } from '#shared/onboarding.ts';
import { sessionCardSchema } from './catalog.ts';

/** Body of `PUT /api/me/onboarding`: the three steps' answers. */
export const onboardingSchema = z
  .object({
    goals: z
      .array(z.enum(ONBOARDING_GOAL_IDS))
      .min(1, 'Choose at least one goal.')
      .max(ONBOARDING_GOAL_IDS.length)
      .refine((goals) => new Set(goals).size === goals.length, 'Each goal once.'),
    dailyMinutes: z
      .union(DAILY_MINUTES.map((m) => z.literal(m)))
      .describe('20 stands for 20 minutes or more'),
    listenTime: z.enum(LISTEN_TIME_IDS),
  })
  .strict()
  .meta({ id: 'Onboarding' });
export type OnboardingAnswers = z.infer<typeof onboardingSchema>;

export const onboardingResultSchema = z
  .object({
    firstSession: sessionCardSchema
      .nullable()
      .describe('A session that fits the goals and the time, playable by the caller; null when none does'),
  })
  .meta({ id: 'OnboardingResult' });
export type OnboardingResult = z.infer<typeof onboardingResultSchema>;

/** `GET /api/me/onboarding`: whether it is done, and the answers as stored (to edit them later). */
export const onboardingStateSchema = z
  .object({
    completed: z.boolean().describe('Answered or skipped'),
    goals: z.array(z.enum(ONBOARDING_GOAL_IDS)).describe('The goals chosen in onboarding'),
    dailyMinutes: z
      .union(DAILY_MINUTES.map((m) => z.literal(m)))
      .nullable()
      .describe('Null until answered'),
    listenTime: z.enum(LISTEN_TIME_IDS).nullable().describe('Null until answered'),
  })
  .meta({ id: 'OnboardingState' });
export type OnboardingState = z.infer<typeof onboardingStateSchema>;
