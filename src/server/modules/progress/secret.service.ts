import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '#server/deps.ts';
import { coaches, sessions, userBadges } from '#server/db/schema/index.ts';
import { signMediaUrl } from '#server/integrations/media-store/media-signer.ts';
import { toArtwork } from '#server/modules/media/index.ts';
import { BADGES } from '#shared/badges.ts';
import type { SecretRoom } from '#shared/schemas/progress.ts';
import { streakState } from './streak.service.ts';

/** The badge whose holders find the room open: seven days in a row. */
const KEY_BADGE = BADGES.find((badge) => badge.id === 'streak-7')!;
/** The bonus session, stored inactive (content front matter `unlisted: true`) so no catalogue shows it. */
export const SECRET_SESSION_SLUG = 'the-room-behind-the-streak';

const TEAM_NOTE = `You came back seven days in a row. We built Founder Flow because the founders we know are superb at keeping promises to investors, customers and their teams, and far worse at keeping the small ones they make to themselves. You just kept one, seven times over. The session below was recorded for the people who get this far and for nobody else: it is not in the catalogue. Miss a day when you need to; your freezes are there for that. And if something in the app could serve you better, the contact page reaches the people who make it. — The Founder Flow team`;

/**
 * What /secret shows the signed-in user: what unlocks the room and how far they are, or, once the
 * badge is theirs, the team's note and the bonus session with a signed media URL. The server decides:
 * the media key is never handed out before the badge is earned.
 */
export async function secretRoom(deps: AppDeps, userId: string): Promise<SecretRoom> {
  const badge = { id: KEY_BADGE.id, name: KEY_BADGE.name, description: KEY_BADGE.description };
  const target = KEY_BADGE.rule.kind === 'streak' ? KEY_BADGE.rule.days : 7;
  const [earned] = await deps.db
    .select({ earnedAt: userBadges.earnedAt })
    .from(userBadges)
    .where(and(eq(userBadges.userId, userId), eq(userBadges.badgeId, KEY_BADGE.id)));
  if (!earned) {
    const streak = await streakState(deps.db, userId);
    const current = streak.hidden ? 0 : Math.min(streak.current, target);
    return {
      unlocked: false,
      badge,
      progress: { current, target },
      unlockedAt: null,
      note: null,
      session: null,
    };
  }
  const [bonus] = await deps.db
    .select({
      title: sessions.title,
      description: sessions.description,
      advisorName: coaches.name,
      duration: sessions.duration,
      contentUrl: sessions.contentUrl,
      captionsKey: sessions.captionsKey,
      artworkKey: sessions.artworkKey,
      journalPrompt: sessions.journalPrompt,
    })
    .from(sessions)
    .leftJoin(coaches, eq(coaches.id, sessions.coachId))
    .where(eq(sessions.slug, SECRET_SESSION_SLUG));
  const session =
    bonus?.contentUrl != null
      ? {
          title: bonus.title,
          description: bonus.description,
          advisorName: bonus.advisorName,
          durationSeconds: bonus.duration,
          mediaUrl: signMediaUrl(deps.env.authSecret, bonus.contentUrl).url,
          captionsUrl: bonus.captionsKey ? signMediaUrl(deps.env.authSecret, bonus.captionsKey).url : null,
          artwork: toArtwork(bonus.artworkKey),
          journalPrompt: bonus.journalPrompt,
        }
      : null;
  return {
    unlocked: true,
    badge,
    progress: { current: target, target },
    unlockedAt: earned.earnedAt.toISOString(),
    note: TEAM_NOTE,
    session,
  };
}
