import { asc, eq } from 'drizzle-orm';
import {
  activityDays,
  coachingPaths,
  favoritePaths,
  favorites,
  journalEntries,
  libraryBookmarks,
  libraryResources,
  profiles,
  sessions,
  subscribers,
  userBadges,
  users,
  userSessionHistory,
  userSessionRatings,
  wheelsOfLife,
} from '#server/db/schema/index.ts';
import type { AppDeps, CurrentUser } from '#server/deps.ts';
import { AppError } from '#server/errors.ts';
import { zipStream } from '#server/http/zip-stream.ts';
import { recipientHash } from '#server/integrations/mail/mailer.ts';
import { subscriptionSummary } from '#server/modules/billing/index.ts';
import { writeJournal } from '#server/modules/journal/index.ts';
import { BADGES } from '#shared/badges.ts';
import { accountDeletedMail } from './account-mails.ts';
import { hasPassword, requirePassword, requireRecentSignIn } from './devices.service.ts';

/** Where an uploaded picture lives in the media store, from the profile's address for it. */
const uploadedAvatarKey = (avatarUrl: string) =>
  avatarUrl.startsWith('/media/avatars/users/') ? avatarUrl.slice('/media/'.length) : null;

/** What the user did in the app: badges, active days, listening, ratings, favourites, check-ins, bookmarks. */
async function activityOf(db: AppDeps['db'], userId: string) {
  const [badges, days, listening, ratings, liked, saved, wheels, bookmarks] = await Promise.all([
    db.select().from(userBadges).where(eq(userBadges.userId, userId)).orderBy(asc(userBadges.earnedAt)),
    db.select({ day: activityDays.day }).from(activityDays).where(eq(activityDays.userId, userId)),
    db
      .select({
        session: sessions.title,
        durationListenedSeconds: userSessionHistory.durationListened,
        positionSeconds: userSessionHistory.position,
        completed: userSessionHistory.completed,
        startedAt: userSessionHistory.createdAt,
        lastPlayedAt: userSessionHistory.updatedAt,
      })
      .from(userSessionHistory)
      .innerJoin(sessions, eq(sessions.id, userSessionHistory.sessionId))
      .where(eq(userSessionHistory.userId, userId))
      .orderBy(asc(userSessionHistory.createdAt)),
    db
      .select({
        session: sessions.title,
        rating: userSessionRatings.rating,
        ratedAt: userSessionRatings.updatedAt,
      })
      .from(userSessionRatings)
      .innerJoin(sessions, eq(sessions.id, userSessionRatings.sessionId))
      .where(eq(userSessionRatings.userId, userId)),
    db
      .select({ session: sessions.title, addedAt: favorites.createdAt })
      .from(favorites)
      .innerJoin(sessions, eq(sessions.id, favorites.sessionId))
      .where(eq(favorites.userId, userId)),
    db
      .select({ path: coachingPaths.title, savedAt: favoritePaths.createdAt })
      .from(favoritePaths)
      .innerJoin(coachingPaths, eq(coachingPaths.id, favoritePaths.pathId))
      .where(eq(favoritePaths.userId, userId)),
    db
      .select({ scores: wheelsOfLife.scores, note: wheelsOfLife.note, createdAt: wheelsOfLife.createdAt })
      .from(wheelsOfLife)
      .where(eq(wheelsOfLife.userId, userId))
      .orderBy(asc(wheelsOfLife.createdAt)),
    db
      .select({ resource: libraryResources.title, savedAt: libraryBookmarks.createdAt })
      .from(libraryBookmarks)
      .innerJoin(libraryResources, eq(libraryResources.id, libraryBookmarks.resourceId))
      .where(eq(libraryBookmarks.userId, userId)),
  ]);
  return { badges, days, listening, ratings, liked, saved, wheels, bookmarks };
}

/** Everything stored about the user outside the journal, as plain data with names instead of ids. */
async function accountData(deps: AppDeps, userId: string) {
  const { db } = deps;
  const [[account], [profile]] = await Promise.all([
    db
      .select({ name: users.name, email: users.email, createdAt: users.createdAt })
      .from(users)
      .where(eq(users.id, userId)),
    db.select().from(profiles).where(eq(profiles.id, userId)),
  ]);
  if (!account || !profile) throw new AppError('profile_not_found');
  const { badges, days, listening, ratings, liked, saved, wheels, bookmarks } = await activityOf(db, userId);
  return {
    exportedAt: new Date().toISOString(),
    account: { ...account, avatar: profile.avatarUrl ? 'avatar.webp' : null },
    profile: {
      timeZone: profile.timeZone,
      goals: profile.goals,
      preferences: profile.preferences,
      onboardingCompleted: profile.onboardingCompleted,
      totalSessionsCompleted: profile.totalSessionsCompleted,
      totalMinutes: profile.totalMinutes,
    },
    subscription: await subscriptionSummary(deps, userId),
    badges: badges.map((b) => ({
      badge: BADGES.find((badge) => badge.id === b.badgeId)?.name ?? b.badgeId,
      earnedAt: b.earnedAt,
    })),
    activeDays: days.map((d) => d.day).sort(),
    listening,
    ratings,
    favourites: liked,
    savedPaths: saved,
    wheelsOfLife: wheels,
    libraryBookmarks: bookmarks,
  };
}

const README = `Founder Flow: everything we hold about you

account.json   your account, profile and settings, plan, badges, active days, listening history,
               ratings, favourites, saved paths, Wheel of Life check-ins and library bookmarks
avatar.webp    your profile picture, when you uploaded one
journal/       your journal: one Markdown file per entry, your recordings, and journal.json
               with your conversations with the Owl, its memory and your journal settings
`;

/** `GET /api/me/export`: the whole account as a zip, streamed while it is made. */
export function exportAccount(deps: AppDeps, userId: string): ReadableStream<Uint8Array> {
  return zipStream(async (zip) => {
    const data = await accountData(deps, userId);
    zip.addText('README.txt', README);
    zip.addText('account.json', JSON.stringify(data, null, 2));
    const [profile] = await deps.db
      .select({ avatarUrl: profiles.avatarUrl })
      .from(profiles)
      .where(eq(profiles.id, userId));
    const avatar = uploadedAvatarKey(profile?.avatarUrl ?? '');
    if (avatar && (await deps.media.stat(avatar)))
      await zip.addStream('avatar.webp', deps.media.read(avatar));
    await writeJournal(deps, userId, zip, 'journal/');
  });
}

/**
 * `DELETE /api/me`: after the password (an account without one: a fresh sign-in), the subscription is cancelled at the
 * provider first, so a deleted account is never charged again (when the provider cannot be reached,
 * nothing is deleted and the user is asked to try again). Then the user's row goes, and with it,
 * by the database's cascades, every row of theirs; then their files; then a confirmation mail.
 * Contact messages stay (the privacy policy says so; they are not part of the account).
 */
export async function deleteAccount(deps: AppDeps, user: CurrentUser, password: string | undefined) {
  // This cannot be undone, so an account with a password always gives it (a fresh sign-in alone is
  // not enough: a forgotten open tab must not delete an account); one without (social sign-in only)
  // must have signed in within the last minutes.
  if (await hasPassword(deps, user.id)) {
    if (password === undefined) throw new AppError('reauth_required');
    await requirePassword(deps, user, password);
  } else {
    await requireRecentSignIn(deps, user, undefined);
  }
  const { db, media, mailer, logger } = deps;
  const [subscription] = await db
    .select({ id: subscribers.subscriptionId, status: subscribers.status })
    .from(subscribers)
    .where(eq(subscribers.userId, user.id));
  let cancelled = false;
  if (subscription?.id && subscription.status !== 'canceled') {
    try {
      const after = await deps.payments.provider.cancelNow(subscription.id);
      cancelled = after !== null;
    } catch (err) {
      logger.error({ err, userId: user.id }, 'subscription not cancelled; the account is kept');
      throw new AppError('provider_unavailable');
    }
  }
  const [profile] = await db
    .select({ avatarUrl: profiles.avatarUrl })
    .from(profiles)
    .where(eq(profiles.id, user.id));
  const recordings = await db
    .select({ key: journalEntries.audioKey })
    .from(journalEntries)
    .where(eq(journalEntries.userId, user.id));
  await db.delete(users).where(eq(users.id, user.id));
  const keys = [uploadedAvatarKey(profile?.avatarUrl ?? ''), ...recordings.map((r) => r.key)];
  await Promise.all(
    keys
      .filter((key): key is string => Boolean(key))
      .map((key) =>
        media
          .remove(key)
          .catch((err: unknown) => logger.error({ err, key }, 'file of a deleted account kept')),
      ),
  );
  await mailer
    .send(accountDeletedMail(user.email, user.name, cancelled))
    .catch((err: unknown) => logger.error({ err, to: recipientHash(user.email) }, 'mail not sent'));
}
