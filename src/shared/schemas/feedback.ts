import { z } from 'zod';
import { earnedBadgeSchema } from '#shared/schemas/progress.ts';

/** Stars a user can give a session (1 to 5). */
export const RATING_MIN = 1;
export const RATING_MAX = 5;

/** Body of `PUT /api/sessions/:id/rating`; the star form parses the same schema. */
export const ratingInputSchema = z
  .object({ rating: z.number().int().min(RATING_MIN).max(RATING_MAX) })
  .strict();

export type RatingInput = z.infer<typeof ratingInputSchema>;

export const ratingResultSchema = z
  .object({
    rating: z.number().int().describe("The caller's rating"),
    average: z.number().describe("The session's average of all ratings, 2 decimals"),
    count: z.number().int().describe('How many users rated the session'),
    newBadges: z.array(earnedBadgeSchema).optional().describe('Badges this rating earned'),
  })
  .meta({ id: 'RatingResult' });
export type RatingResult = z.infer<typeof ratingResultSchema>;
