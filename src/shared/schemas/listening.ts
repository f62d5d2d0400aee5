import { z } from 'zod';

const seconds = z.number().nonnegative();

/**
 * Body of `PUT /api/sessions/:id/progress` (DESIGN §5). `listened` is the client's running total of
 * seconds actually heard for this session, so a replayed or reordered update can never add time twice.
 */
export const progressUpdateSchema = z
  .object({
    position: seconds,
    listened: seconds,
  })
  .strict();

export type ProgressUpdate = z.infer<typeof progressUpdateSchema>;
