import { eq } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { journalSettings } from '#server/db/schema/index.ts';
import type { JournalSettings } from '#shared/schemas/journal.ts';

/** The user's journal settings; the defaults (AI on) until they change one. */
export async function journalSettingsOf(db: Database, userId: string): Promise<JournalSettings> {
  const [row] = await db
    .select({ aiEnabled: journalSettings.aiEnabled })
    .from(journalSettings)
    .where(eq(journalSettings.userId, userId));
  return { aiEnabled: row?.aiEnabled ?? true };
}

export async function saveJournalSettings(
  db: Database,
  userId: string,
  settings: JournalSettings,
): Promise<JournalSettings> {
  await db
    .insert(journalSettings)
    .values({ userId, aiEnabled: settings.aiEnabled })
    .onConflictDoUpdate({
      target: journalSettings.userId,
      set: { aiEnabled: settings.aiEnabled, updatedAt: new Date() },
    });
  return settings;
}
