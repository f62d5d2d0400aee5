import type { AppDeps } from '#server/deps.ts';
import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { preparedPerDatabase } from '#server/db/prepared.ts';
import { profiles, users } from '#server/db/schema/index.ts';
import { AppError } from '#server/errors.ts';
import {
  assertDatabaseKnowsZone,
  localToday,
  streakFrom,
  streakState,
} from '#server/modules/progress/index.ts';
import type { Profile, ProfileUpdate } from '#shared/schemas/accounts.ts';

type ProfileRow = typeof profiles.$inferSelect;

/**
 * The product's derivations: username is the name or else the e-mail; the avatar defaults to empty;
 * the streak is today's (computed from the days that counted, see modules/progress/streak.ts).
 */
export function toProfile(row: ProfileRow, streakDays: number): Profile {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    avatarUrl: row.avatarUrl ?? '',
    totalSessionsCompleted: row.totalSessionsCompleted,
    totalMinutes: row.totalMinutes,
    streakDays,
    timeZone: row.timeZone,
    onboardingCompleted: row.onboardingCompleted,
    goals: row.goals,
    preferences: row.preferences,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    username: row.name.trim() || row.email,
    fullName: row.name,
  };
}

/** The profile with the user's date today, which its stored streak fold is read on: prepared once. */
const profileById = preparedPerDatabase((db: Database) =>
  db
    .select({ ...getTableColumns(profiles), today: localToday })
    .from(profiles)
    .where(eq(profiles.id, sql.placeholder('userId')))
    .limit(1)
    .prepare('profile_by_id'),
);

export async function getProfile({ db }: AppDeps, userId: string): Promise<Profile> {
  const [row] = await profileById(db).execute({ userId });
  if (!row) throw new AppError('profile_not_found');
  const streak = await streakFrom(db, userId, {
    today: row.today,
    version: row.activityVersion,
    fold: row.streakFold,
  });
  return toProfile(row, streak.current);
}

/** Changes only what the caller sent; a new name is the account's name too, so both stay in step. */
export async function updateProfile(
  { db }: AppDeps,
  userId: string,
  update: ProfileUpdate,
): Promise<Profile> {
  if (update.timeZone !== undefined) await assertDatabaseKnowsZone(db, update.timeZone);
  const row = await db.transaction(async (tx) => {
    const now = new Date();
    const [row] = await tx
      .update(profiles)
      .set({ ...update, updatedAt: now })
      .where(eq(profiles.id, userId))
      .returning();
    if (!row) throw new AppError('profile_not_found');
    if (update.name !== undefined) {
      await tx.update(users).set({ name: update.name, updatedAt: now }).where(eq(users.id, userId));
    }
    return row;
  });
  return toProfile(row, (await streakState(db, userId)).current);
}
