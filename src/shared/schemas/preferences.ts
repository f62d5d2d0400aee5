import { z } from 'zod';
import { PLAYBACK_SPEEDS } from '#shared/constants.ts';
import { timeZoneSchema } from '#shared/schemas/accounts.ts';

/** One of the player's speeds (one of PLAYBACK_SPEEDS, the fixed list the speed menu offers). */
const speedSchema = z.union(PLAYBACK_SPEEDS.map((speed) => z.literal(speed)));

const localTimeSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Times are HH:MM, 24-hour.');

/** `GET /api/me/preferences`: every setting with its value, defaults filled in. */
export const preferencesSchema = z
  .object({
    timeZone: z.string().nullable().describe('Null until the browser first reports it (UTC meanwhile)'),
    hideStreaks: z.boolean().describe('Streaks are never shown nor mentioned'),
    keepPlaying: z.boolean().describe('Keep playing while browsing'),
    reminder: z.object({ enabled: z.boolean(), localTime: z.string().describe('HH:MM in the user’s zone') }),
    emailOptIn: z.boolean().describe('News and tips by e-mail'),
    defaultSpeed: speedSchema.describe('Playback speed for sessions without a speed of their own'),
  })
  .meta({ id: 'Preferences' });
export type Preferences = z.infer<typeof preferencesSchema>;

/** Body of `PATCH /api/me/preferences`: any of them; the others stay as they are. */
export const preferencesUpdateSchema = z
  .object({
    timeZone: timeZoneSchema,
    hideStreaks: z.boolean(),
    keepPlaying: z.boolean(),
    reminder: z.object({ enabled: z.boolean(), localTime: localTimeSchema }).strict(),
    emailOptIn: z.boolean(),
    defaultSpeed: speedSchema,
  })
  .partial()
  .strict()
  .meta({ id: 'PreferencesUpdate' });
export type PreferencesUpdate = z.infer<typeof preferencesUpdateSchema>;
