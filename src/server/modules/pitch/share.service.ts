import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { consumeFixedWindow } from '#server/db/fixed-window-counter.ts';
import { pitchDecks, pitchShareLinks, pitchSlideViews } from '#server/db/schema/index.ts';
import type { AppDeps, CurrentUser } from '#server/deps.ts';
import { AppError } from '#server/errors.ts';
import {
  DWELL_SECONDS_MAX,
  type DeckAnalytics,
  type ShareCreate,
  type ShareLink,
  type SharedDeck,
  type ViewReport,
} from '#shared/schemas/pitch.ts';
import type { ThemeId } from '#shared/pitch/themes.ts';
import { findDeck, latestLink, shareState } from './decks.service.ts';
import { requirePremium } from './plan.ts';

/** Seconds one visit can credit to one slide in all; beyond this the tab was left open. */
const VISIT_SLIDE_SECONDS_MAX = 3_600;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

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
  await deps.db.transaction(async (tx) => {
    await revokeAll(tx, deck.id, now);
    await tx
      .insert(pitchShareLinks)
      .values({ deckId: deck.id, tokenHash: hashToken(token), createdAt: now, expiresAt });
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

/** The live link behind a token, with its deck; an unknown, revoked or expired one is 404. */
async function liveLink(db: Database, token: string) {
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

/** The deck as a link viewer sees it: slides without speaker notes, nothing about the owner. */
export async function sharedDeck(db: Database, token: string): Promise<SharedDeck> {
  const { deck } = await liveLink(db, token);
  return {
    title: deck.title,
    framework: deck.framework,
    theme: deck.theme,
    slides: deck.slides.map(({ notes: _notes, ...slide }) => slide),
  };
}

/**
 * What a link's preview shows (its page's cards and card image): the title slide's title and the
 * line under it (the company's one-liner), in the deck's theme. Like the deck, 404 once the link is
 * revoked or expired.
 */
export async function sharedDeckCard(db: Database, token: string): Promise<SharedDeckCard> {
  const { deck } = await liveLink(db, token);
  const cover = deck.slides.find((slide) => slide.layout === 'title');
  return {
    deckId: deck.id,
    title: cover?.title.trim() || deck.title,
    oneLiner: cover?.subtitle?.trim() || deck.answers.oneLiner?.trim() || '',
    theme: deck.theme,
  };
}

export type SharedDeckCard = { deckId: string; title: string; oneLiner: string; theme: ThemeId };

/** View reports per share link (all its viewers) and per visit, in a 10-minute window. */
const VIEW_LIMITS = {
  link: { max: 600, windowMs: 10 * 60_000 },
  visit: { max: 60, windowMs: 10 * 60_000 },
} as const;

/**
 * Counts a view report against its link's and its visit's allowance, never against an address: the
 * viewer is not identified at all. Answers the seconds to wait when either is spent, else null.
 */
export async function viewReportWait(db: Database, token: string, viewId: string): Promise<number | null> {
  for (const [key, limit] of [
    [`pitch-views:${token}`, VIEW_LIMITS.link],
    [`pitch-visit:${token}:${viewId}`, VIEW_LIMITS.visit],
  ] as const) {
    const allowance = await consumeFixedWindow(db, key, limit);
    if (!allowance.allowed) return allowance.retryAfterSeconds;
  }
  return null;
}

/**
 * Adds a visit's dwell times. Slides not in the deck, and seconds not in (0, 600], are ignored rather
 * than refused (a laptop waking from sleep reports hours); a visit's total per slide is capped.
 */
export async function recordViews(
  db: Database,
  token: string,
  report: ViewReport,
): Promise<{ recorded: number }> {
  const { link, deck } = await liveLink(db, token);
  const slideIds = new Set(deck.slides.map((slide) => slide.id));
  const bySlide = new Map<string, number>();
  for (const { slideId, seconds } of report.dwell) {
    if (!slideIds.has(slideId) || !(seconds > 0) || seconds > DWELL_SECONDS_MAX) continue;
    bySlide.set(slideId, (bySlide.get(slideId) ?? 0) + Math.round(seconds * 10) / 10);
  }
  if (bySlide.size === 0) return { recorded: 0 };
  const now = new Date();
  await db
    .insert(pitchSlideViews)
    .values(
      [...bySlide].map(([slideId, seconds]) => ({
        linkId: link.id,
        viewId: report.viewId,
        slideId,
        seconds: Math.min(seconds, VISIT_SLIDE_SECONDS_MAX),
        createdAt: now,
        updatedAt: now,
      })),
    )
    .onConflictDoUpdate({
      target: [pitchSlideViews.linkId, pitchSlideViews.viewId, pitchSlideViews.slideId],
      set: {
        seconds: sql`least(${pitchSlideViews.seconds} + excluded.seconds, ${VISIT_SLIDE_SECONDS_MAX})`,
        updatedAt: now,
      },
    });
  return { recorded: bySlide.size };
}

/** Visits and time per slide over every link the deck has had (Premium). */
export async function deckAnalytics(
  deps: AppDeps,
  user: CurrentUser,
  deckId: string,
): Promise<DeckAnalytics> {
  const deck = await findDeck(deps.db, user.id, deckId);
  await requirePremium(deps, user, 'share');
  const perSlide = await deps.db
    .select({
      slideId: pitchSlideViews.slideId,
      views: sql<number>`count(distinct ${pitchSlideViews.viewId})::int`,
      seconds: sql<number>`coalesce(sum(${pitchSlideViews.seconds}), 0)::float8`,
    })
    .from(pitchSlideViews)
    .innerJoin(pitchShareLinks, eq(pitchShareLinks.id, pitchSlideViews.linkId))
    .where(eq(pitchShareLinks.deckId, deck.id))
    .groupBy(pitchSlideViews.slideId);
  const [visits] = await deps.db
    .select({ n: sql<number>`count(distinct (${pitchSlideViews.linkId}, ${pitchSlideViews.viewId}))::int` })
    .from(pitchSlideViews)
    .innerJoin(pitchShareLinks, eq(pitchShareLinks.id, pitchSlideViews.linkId))
    .where(eq(pitchShareLinks.deckId, deck.id));
  const byId = new Map(perSlide.map((row) => [row.slideId, row]));
  const slides = deck.slides.map((slide) => {
    const row = byId.get(slide.id);
    const totalSeconds = Math.round((row?.seconds ?? 0) * 10) / 10;
    const views = row?.views ?? 0;
    return {
      slideId: slide.id,
      key: slide.key,
      title: slide.title,
      views,
      totalSeconds,
      averageSeconds: views ? Math.round((totalSeconds / views) * 10) / 10 : 0,
    };
  });
  const [link] = await deps.db
    .select()
    .from(pitchShareLinks)
    .where(eq(pitchShareLinks.deckId, deck.id))
    .orderBy(desc(pitchShareLinks.createdAt))
    .limit(1);
  return {
    share: shareState(link),
    views: visits?.n ?? 0,
    totalSeconds: Math.round(slides.reduce((sum, slide) => sum + slide.totalSeconds, 0) * 10) / 10,
    slides,
  };
}
