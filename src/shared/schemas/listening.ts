import { z } from 'zod';
import { SESSION_TYPES } from '#shared/catalog.ts';
import { artworkSchema } from '#shared/schemas/catalog.ts';
import { earnedBadgeSchema, streakSchema } from '#shared/schemas/progress.ts';

/**
 * Seconds into a session. The server caps both values at the session's length; the bound here (a
 * week, far beyond any session) keeps an absurd number from ever reaching the database's integers.
 */
export const PROGRESS_MAX_SECONDS = 7 * 24 * 60 * 60;
const seconds = z.number().nonnegative().max(PROGRESS_MAX_SECONDS);

/**
 * Body of `PUT /api/sessions/:id/progress`. `listened` is the client's running total of
 * seconds actually heard for this session, so a replayed or reordered update can never add time twice.
 */
export const progressUpdateSchema = z
  .object({
    position: seconds,
    listened: seconds,
  })
  .strict();

export type ProgressUpdate = z.infer<typeof progressUpdateSchema>;

/** Where to stream a session the caller may play: a signed URL valid for a short while. */
export const playGrantSchema = z
  .object({
    url: z.string(),
    expiresAt: z.string(),
    type: z.enum(SESSION_TYPES),
    resumeAt: z.number(),
    completed: z.boolean(),
    durationListened: z.number().int(),
    captionsUrl: z.string().nullable().optional().describe('WebVTT captions, signed like the media'),
    chapters: z
      .array(z.object({ startSeconds: z.number(), title: z.string() }))
      .optional()
      .describe('Podcast chapters, seconds into the media'),
    artwork: artworkSchema.nullable().optional().describe('The cover, for the player and the lock screen'),
  })
  .meta({ id: 'PlayGrant' });
export type PlayGrant = z.infer<typeof playGrantSchema>;

/** `justCompleted` is true only in the answer to the save that completed the session. */
export const progressResultSchema = z
  .object({
    durationListened: z.number().int(),
    completed: z.boolean(),
    justCompleted: z.boolean(),
    journalPrompt: z.string().optional(),
    newBadges: z.array(earnedBadgeSchema).optional().describe('Badges this completion earned'),
    streak: streakSchema.optional().describe('The streak after a completion'),
  })
  .meta({ id: 'ProgressResult' });
export type ProgressResult = z.infer<typeof progressResultSchema>;

/** The caller's own state for one session. */
export const mySessionStateSchema = z
  .object({
    completed: z.boolean(),
    durationListened: z.number().int(),
    position: z.number().int(),
    rating: z.number().int().min(1).max(5).nullable(),
    favorite: z.boolean(),
  })
  .meta({ id: 'MySessionState' });
export type MySessionState = z.infer<typeof mySessionStateSchema>;

export const historyEntrySchema = z.object({
  sessionId: z.uuid(),
  durationListened: z.number().int(),
  position: z.number().int(),
  completed: z.boolean(),
  updatedAt: z.string(),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

export const listeningHistorySchema = z
  .object({ items: z.array(historyEntrySchema) })
  .meta({ id: 'ListeningHistory' });
