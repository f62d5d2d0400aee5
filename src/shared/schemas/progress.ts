import { z } from 'zod';
import { artworkSchema, pathSummarySchema, sessionCardSchema } from './catalog.ts';

/** A badge as the client shows it; `earnedAt` is when this user earned it. */
export const earnedBadgeSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    description: z.string(),
    icon: z.string().describe('A lucide icon name'),
    earnedAt: z.string().describe('ISO 8601'),
  })
  .meta({ id: 'EarnedBadge' });
export type EarnedBadge = z.infer<typeof earnedBadgeSchema>;

/** `GET /api/badges`: the whole catalogue, `earnedAt` null until earned (always null for a visitor). */
export const badgeCatalogueSchema = z
  .object({
    items: z.array(earnedBadgeSchema.extend({ earnedAt: z.string().nullable() })),
  })
  .meta({ id: 'BadgeCatalogue' });
export type BadgeCatalogue = z.infer<typeof badgeCatalogueSchema>;

export const streakSchema = z
  .object({
    current: z.number().int(),
    longest: z.number().int(),
    freezesAvailable: z.number().int(),
    countedToday: z.boolean(),
    freezeUsedOn: z.string().nullable().describe('The last day a freeze covered in this streak'),
    hidden: z.boolean().describe('The user chose to hide streaks'),
  })
  .meta({ id: 'Streak' });
export type StreakState = z.infer<typeof streakSchema>;

/** How many recent and favourite sessions the progress summary lists. */
export const PROGRESS_LIST_SIZE = 6;

export const recentSessionSchema = sessionCardSchema
  .extend({
    position: z.number().int().describe('Seconds: where the user stopped'),
    completed: z.boolean(),
    secondsToComplete: z
      .number()
      .int()
      .describe('Seconds still to hear before the session counts as completed (heard time, not position)'),
    lastPlayedAt: z.string().describe('ISO 8601'),
  })
  .meta({ id: 'RecentSession' });
export type RecentSession = z.infer<typeof recentSessionSchema>;

/** A path in progress: how far along, and the session to play next. */
export const journeySchema = z
  .object({ path: pathSummarySchema, next: sessionCardSchema.nullable() })
  .meta({ id: 'Journey' });
export type Journey = z.infer<typeof journeySchema>;

/** `GET /api/me/progress`. */
/** Days shown on the profile's listening calendar: twelve weeks. */
export const CALENDAR_DAYS = 84;

export const calendarDaySchema = z.object({
  date: z.iso.date().describe('A day in the user’s time zone'),
  active: z.boolean().describe('A session or a journal entry counted the day toward the streak'),
  sessions: z.number().int().describe('Sessions finished that day'),
});
export type CalendarDay = z.infer<typeof calendarDaySchema>;

export const progressSummarySchema = z
  .object({
    totalSessionsCompleted: z.number().int(),
    totalMinutes: z.number().int(),
    journalDays: z.number().int(),
    streak: streakSchema,
    badges: z.array(earnedBadgeSchema).describe('Earned, newest first'),
    nextBadges: z
      .array(
        z.object({
          id: z.string(),
          name: z.string(),
          description: z.string(),
          icon: z.string(),
          current: z.number().int(),
          target: z.number().int(),
        }),
      )
      .describe('Counted badges not yet earned, closest first (at most three)'),
    recent: z
      .array(recentSessionSchema)
      .describe(`Sessions heard lately, last played first (at most ${PROGRESS_LIST_SIZE})`),
    favorites: z
      .array(sessionCardSchema)
      .describe(`Favourite sessions, latest first (at most ${PROGRESS_LIST_SIZE})`),
    savedPaths: z.array(pathSummarySchema).describe('Paths the user saved'),
    journeys: z.array(journeySchema).describe('Paths started and not finished, most advanced first'),
    calendar: z
      .array(calendarDaySchema)
      .describe(`The listening calendar: the last ${CALENDAR_DAYS} days, oldest first, today last`),
  })
  .meta({ id: 'ProgressSummary' });
export type ProgressSummary = z.infer<typeof progressSummarySchema>;

/** `GET /api/me/celebration`: the celebration reel's story, all time and this month. */
export const celebrationSchema = z
  .object({
    name: z.string(),
    month: z.string().describe('YYYY-MM, this month in the user’s time zone'),
    sessionsCompleted: z.number().int(),
    minutes: z.number().int(),
    streak: streakSchema,
    thisMonth: z.object({
      activeDays: z.number().int().describe('Days with a completed session or a journal entry'),
      journalEntries: z.number().int(),
      badges: z.array(earnedBadgeSchema).describe('Earned this month'),
    }),
    badgesEarned: z.number().int(),
    pathsCompleted: z.array(z.object({ id: z.string(), title: z.string() })),
    favouriteAdvisor: z
      .object({ name: z.string(), avatarUrl: z.string().nullable(), completed: z.number().int() })
      .nullable()
      .describe('The advisor whose sessions the user completed most'),
    journalDays: z.number().int(),
  })
  .meta({ id: 'Celebration' });
export type Celebration = z.infer<typeof celebrationSchema>;

/** `GET /api/me/secret`: the secret room, open once the badge that unlocks it is earned. */
export const secretRoomSchema = z
  .object({
    unlocked: z.boolean(),
    badge: z
      .object({ id: z.string(), name: z.string(), description: z.string() })
      .describe('What unlocks the room'),
    progress: z
      .object({ current: z.number().int(), target: z.number().int() })
      .describe('Days in a row toward the badge (0 when the user hides streaks)'),
    unlockedAt: z.iso.datetime().nullable(),
    note: z.string().nullable().describe('A note from the team, once unlocked'),
    session: z
      .object({
        title: z.string(),
        description: z.string(),
        advisorName: z.string().nullable(),
        durationSeconds: z.number().int(),
        mediaUrl: z.string().describe('Signed, short-lived'),
        captionsUrl: z.string().nullable(),
        artwork: artworkSchema.nullable(),
        journalPrompt: z.string().nullable(),
      })
      .nullable()
      .describe('The bonus session, once unlocked (null if the install has no bonus session)'),
  })
  .meta({ id: 'SecretRoom' });
export type SecretRoom = z.infer<typeof secretRoomSchema>;
