import { eq, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { profiles } from '#server/db/schema/index.ts';
import { AppError } from '#server/errors.ts';
import { assertDatabaseKnowsZone } from '#server/modules/progress/index.ts';
import { PLAYBACK_SPEEDS } from '#shared/constants.ts';
import type { Preferences, PreferencesUpdate } from '#shared/schemas/preferences.ts';

const DEFAULT_REMINDER_TIME = '08:00';

function toPreferences(row: { timeZone: string | null; preferences: Record<string, unknown> }): Preferences {
  const p = row.preferences;
  const reminder =
    typeof p.reminder === 'object' && p.reminder !== null ? (p.reminder as Record<string, unknown>) : {};
  return {
    timeZone: row.timeZone,
    hideStreaks: p.hideStreaks === true,
    keepPlaying: p.keepPlaying === true,
    reminder: {
      enabled: reminder.enabled === true,
      localTime: typeof reminder.localTime === 'string' ? reminder.localTime : DEFAULT_REMINDER_TIME,
    },
    emailOptIn: p.emailOptIn === true,
    defaultSpeed: PLAYBACK_SPEEDS.find((speed) => speed === p.defaultSpeed) ?? 1,
  };
}

export async function getPreferences(db: Database, userId: string): Promise<Preferences> {
  const [row] = await db
    .select({ timeZone: profiles.timeZone, preferences: profiles.preferences })
    .from(profiles)
    .where(eq(profiles.id, userId));
  if (!row) throw new AppError('profile_not_found');
  return toPreferences(row);
}

/** Merges what was sent into the stored preferences (jsonb `||`), so two settings saved at once both stay. */
export async function updatePreferences(
  db: Database,
  userId: string,
  { timeZone, ...rest }: PreferencesUpdate,
): Promise<Preferences> {
  if (timeZone !== undefined) await assertDatabaseKnowsZone(db, timeZone);
  const [row] = await db
    .update(profiles)
    .set({
      ...(timeZone !== undefined ? { timeZone } : {}),
      preferences: sql`${profiles.preferences} || ${JSON.stringify(rest)}::jsonb`,
      updatedAt: new Date(),
    })
    .where(eq(profiles.id, userId))
    .returning({ timeZone: profiles.timeZone, preferences: profiles.preferences });
  if (!row) throw new AppError('profile_not_found');
  return toPreferences(row);
}
