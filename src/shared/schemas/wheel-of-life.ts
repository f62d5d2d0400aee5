import { z } from 'zod';
import { hasControlBesidesLineBreaks } from '#shared/schemas/contact.ts';
import { SAFE_TEXT_MESSAGE } from '#shared/schemas/safe-text.ts';

/** The eight areas of the wheel, in the order they go round the chart. */
export const WHEEL_AREAS = [
  'career',
  'money',
  'health',
  'relationships',
  'growth',
  'fun',
  'surroundings',
  'purpose',
] as const;
export type WheelArea = (typeof WHEEL_AREAS)[number];

export const WHEEL_SCORE_MIN = 1;
export const WHEEL_SCORE_MAX = 10;
export const WHEEL_NOTE_MAX = 1000;
/** How many past wheels the history answers with, newest first. */
export const WHEEL_HISTORY_LIMIT = 50;

const score = z
  .number()
  .int('Scores are whole numbers.')
  .min(WHEEL_SCORE_MIN, `Scores go from ${WHEEL_SCORE_MIN} to ${WHEEL_SCORE_MAX}.`)
  .max(WHEEL_SCORE_MAX, `Scores go from ${WHEEL_SCORE_MIN} to ${WHEEL_SCORE_MAX}.`);

/** One score per area, every area required, no others. */
export const wheelScoresSchema = z
  .object(Object.fromEntries(WHEEL_AREAS.map((area) => [area, score])) as Record<WheelArea, typeof score>)
  .strict()
  .meta({ id: 'WheelScores' });
export type WheelScores = z.infer<typeof wheelScoresSchema>;

/** Body of `POST /api/me/wheel-of-life`. */
export const wheelInputSchema = z
  .object({
    scores: wheelScoresSchema,
    note: z
      .string()
      .trim()
      .max(WHEEL_NOTE_MAX, `Please keep the note under ${WHEEL_NOTE_MAX} characters.`)
      .refine((value) => !hasControlBesidesLineBreaks(value), SAFE_TEXT_MESSAGE)
      .default(''),
  })
  .strict()
  .meta({ id: 'WheelInput' });
export type WheelInput = z.input<typeof wheelInputSchema>;

export const wheelSchema = z
  .object({
    id: z.string(),
    scores: wheelScoresSchema,
    note: z.string(),
    createdAt: z.string().describe('ISO 8601'),
  })
  .meta({ id: 'Wheel' });
export type Wheel = z.infer<typeof wheelSchema>;

export const wheelHistorySchema = z
  .object({ items: z.array(wheelSchema).describe('Newest first') })
  .meta({ id: 'WheelHistory' });
