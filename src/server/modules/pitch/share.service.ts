import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, or } from 'drizzle-orm';
import type { Context } from 'hono';
import type { Database } from '#server/db/client.ts';
import { pitchDecks, pitchShareLinks, type PinnedDeck } from '#server/db/schema/index.ts';
import type { AppDeps, CurrentUser } from '#server/deps.ts';
import { AppError } from '#server/errors.ts';
import type { AppEnv } from '#server/http/app-env.ts';
import type { ShareCreate, ShareLink, SharedDeck, ShareUpdate } from '#shared/schemas/pitch.ts';
import { DEFAULT_THEME_ID, type ThemeId } from '#shared/pitch/themes.ts';
import { type DeckRow, findDeck, latestLink, shareState } from './decks.service.ts';
import { requirePremium } from './plan.ts';
import { grantUnlock, hashSharePassword, isUnlocked, sharePasswordMatches } from './share-access.ts';

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

type LinkRow = typeof pitchShareLinks.$inferSelect;

/** The deck as a pinned link keeps it: what viewers see, never the speaker's notes or the answers. */
function pinnedCopy(deck: DeckRow): PinnedDeck {
  return {
    version: deck.version,
    title: deck.title,
    framework: deck.framework,
    theme: deck.theme,
    slides: deck.slides.map(({ notes: _notes, ...slide }) => slide),
  };
}

/**
 * A new read-only link for the deck (Premium). Any earlier link stops working, so a founder who
 * shared one too widely makes another. The token is shown once; only its hash is kept.
 */
export async function createShareLink(
  deps: AppDeps,
  user: CurrentUser,
  deckId: string,
  body: ShareCreate,
): Promise<ShareLink> {
  const deck = await findDeck(deps.db, user.id, deckId);
  await requirePremium(deps, user, 'share');
  const token = randomBytes(24).toString('base64url');
  const now = new Date();
  const expiresAt = body.expiresInDays ? new Date(now.getTime() + body.expiresInDays * 86_400_000) : null;
  const follows = body.follows ?? 'latest';
  const passwordHash = body.password ? await hashSharePassword(body.password) : null;
  await deps.db.transaction(async (tx) => {
    await revokeAll(tx, deck.id, now);
    await tx.insert(pitchShareLinks).values({
      deckId: deck.id,
      tokenHash: hashToken(token),
      createdAt: now,
      expiresAt,
      passwordHash,
      follows,
      pinnedDeck: follows === 'pinned' ? pinnedCopy(deck) : null,
    });
  });
  return {
    url: `${deps.env.appUrl.replace(/\/$/, '')}/d/${token}`,
    expiresAt: expiresAt?.toISOString() ?? null,
  };
}

async function revokeAll(db: Pick<Database, 'update'>, deckId: string, now: Date) {
  await db
    .update(pitchShareLinks)
    .set({ revokedAt: now })
    .where(and(eq(pitchShareLinks.deckId, deckId), isNull(pitchShareLinks.revokedAt)));
}

/** Turns the deck's link off; allowed on any plan, so a lapsed subscriber can still withdraw a link. */
export async function revokeShareLink(db: Database, userId: string, deckId: string) {
  const deck = await findDeck(db, userId, deckId);
  await revokeAll(db, deck.id, new Date());
  return { share: shareState(await latestLink(db, deck.id)) };
}

/**
 * Changes the live link in place (Premium): its password (null removes it; a new one ends every
 * unlock made with the old), or whether it follows the deck or stays with the version it is pinned
 * to now. The URL stays the same, so people who have it keep it.
 */
export async function updateShareLink(deps: AppDeps, user: CurrentUser, deckId: string, body: ShareUpdate) {
  const deck = await findDeck(deps.db, user.id, deckId);
  await requirePremium(deps, user, 'share');
  const now = new Date();
  const changes: Partial<LinkRow> = {};
  if (body.password !== undefined) {
    changes.passwordHash = body.password === null ? null : await hashSharePassword(body.password);
  }
  if (body.follows) {
    changes.follows = body.follows;
    changes.pinnedDeck = body.follows === 'pinned' ? pinnedCopy(deck) : null;
  }
  const [updated] = await deps.db
    .update(pitchShareLinks)
    .set(changes)
    .where(
      and(
        eq(pitchShareLinks.deckId, deck.id),
        isNull(pitchShareLinks.revokedAt),
        or(isNull(pitchShareLinks.expiresAt), gt(pitchShareLinks.expiresAt, now)),
      ),
    )
    .returning();
  if (!updated) throw new AppError('shared_deck_not_found');
  return { share: shareState(updated) };
}

/** The live link behind a token, with its deck; an unknown, revoked or expired one is 404. */
export async function liveLink(db: Database, token: string) {
  const [row] = await db
    .select({ link: pitchShareLinks, deck: pitchDecks })
    .from(pitchShareLinks)
    .innerJoin(pitchDecks, eq(pitchDecks.id, pitchShareLinks.deckId))
    .where(eq(pitchShareLinks.tokenHash, hashToken(token)))
    .limit(1);
  const now = new Date();
  if (!row || row.link.revokedAt || (row.link.expiresAt && row.link.expiresAt <= now)) {
    throw new AppError('shared_deck_not_found');
  }
  return row;
}

/** The live link behind a token, once this browser has its password (if it has one); else 401. */
export async function openLink(c: Context<AppEnv>, token: string) {
  const row = await liveLink(c.var.deps.db, token);
  if (!isUnlocked(c, row.link)) throw new AppError('shared_deck_locked');
  return row;
}

/** What the link shows: its pinned copy, or the deck as it is now. */
export function linkSlides(link: LinkRow, deck: DeckRow): PinnedDeck {
  return link.follows === 'pinned' && link.pinnedDeck ? link.pinnedDeck : pinnedCopy(deck);
}

/**
 * The deck as a link viewer sees it: slides without speaker notes, nothing about the owner. A pinned
 * link says when the owner has saved since, and nothing of what changed.
 */
export async function sharedDeck(c: Context<AppEnv>, token: string): Promise<SharedDeck> {
  const { link, deck } = await openLink(c, token);
  const shown = linkSlides(link, deck);
  return {
    version: shown.version,
    superseded: shown.version < deck.version,
    title: shown.title,
    framework: shown.framework,
    theme: shown.theme,
    slides: shown.slides,
  };
}

/** Opens a password-protected link in this browser; a wrong password is 401. */
export async function unlockShare(c: Context<AppEnv>, token: string, password: string) {
  const { link } = await liveLink(c.var.deps.db, token);
  if (link.passwordHash && !(await sharePasswordMatches(link.passwordHash, password))) {
    throw new AppError('share_password_wrong');
  }
  return { unlocked: true as const, expiresAt: grantUnlock(c, link).toISOString() };
}

/** What a protected link's preview says: that there is a deck, nothing of what is in it. */
export const PROTECTED_CARD = {
  title: 'A pitch deck shared with Founder Flow',
  oneLiner: 'Password protected',
} as const;

/**
 * What a link's preview shows (its page's cards and card image): the title slide's title and the
 * line under it (the company's one-liner), in the deck's theme; for a protected link, only that it
 * is a protected deck. Like the deck, 404 once the link is revoked or expired.
 */
export async function sharedDeckCard(db: Database, token: string): Promise<SharedDeckCard> {
  const { link, deck } = await liveLink(db, token);
  if (link.passwordHash) return { deckId: deck.id, ...PROTECTED_CARD, theme: DEFAULT_THEME_ID };
  const shown = linkSlides(link, deck);
  const cover = shown.slides.find((slide) => slide.layout === 'title');
  return {
    deckId: deck.id,
    title: cover?.title.trim() || shown.title,
    oneLiner: cover?.subtitle?.trim() || deck.answers.oneLiner?.trim() || '',
    theme: shown.theme,
  };
}

export type SharedDeckCard = { deckId: string; title: string; oneLiner: string; theme: ThemeId };
