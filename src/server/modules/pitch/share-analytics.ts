import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { pitchShareLinks, pitchShareVisits, pitchSlideViews } from '#server/db/schema/index.ts';
import type { AppDeps, CurrentUser } from '#server/deps.ts';
import type { DeckAnalytics } from '#shared/schemas/pitch.ts';
import { findDeck, shareState } from './decks.service.ts';
import { requirePremium } from './plan.ts';

const tenths = (n: number) => Math.round(n * 10) / 10;

/** Visits and seconds per slide over every link the deck has had. */
function slideTotals(db: Database, deckId: string) {
  return db
    .select({
      slideId: pitchSlideViews.slideId,
      views: sql<number>`count(distinct ${pitchSlideViews.viewId})::int`,
      seconds: sql<number>`coalesce(sum(${pitchSlideViews.seconds}), 0)::float8`,
    })
    .from(pitchSlideViews)
    .innerJoin(pitchShareLinks, eq(pitchShareLinks.id, pitchSlideViews.linkId))
    .where(eq(pitchShareLinks.deckId, deckId))
    .groupBy(pitchSlideViews.slideId);
}

/** How many visits left on each slide (their last report was on it). */
function exitsBySlide(db: Database, deckId: string) {
  return db
    .select({ slideId: pitchShareVisits.lastSlideId, exits: sql<number>`count(*)::int` })
    .from(pitchShareVisits)
    .innerJoin(pitchShareLinks, eq(pitchShareLinks.id, pitchShareVisits.linkId))
    .where(eq(pitchShareLinks.deckId, deckId))
    .groupBy(pitchShareVisits.lastSlideId);
}

/**
 * Viewers told apart by their hash on each link (a hash means nothing on another link), and those
 * seen on more than one visit: each returning viewer counts once, however often they came back.
 */
async function viewerCounts(db: Database, deckId: string) {
  const perViewer = db
    .select({ visits: sql<number>`count(*)`.as('visits') })
    .from(pitchShareVisits)
    .innerJoin(pitchShareLinks, eq(pitchShareLinks.id, pitchShareVisits.linkId))
    .where(eq(pitchShareLinks.deckId, deckId))
    .groupBy(pitchShareVisits.linkId, pitchShareVisits.viewerHash)
    .as('per_viewer');
  const [row] = await db
    .select({
      viewers: sql<number>`count(*)::int`,
      returning: sql<number>`(count(*) filter (where ${perViewer.visits} > 1))::int`,
    })
    .from(perViewer);
  return { viewers: row?.viewers ?? 0, returningViewers: row?.returning ?? 0 };
}

async function visitCount(db: Database, deckId: string) {
  const [visits] = await db
    .select({ n: sql<number>`count(distinct (${pitchSlideViews.linkId}, ${pitchSlideViews.viewId}))::int` })
    .from(pitchSlideViews)
    .innerJoin(pitchShareLinks, eq(pitchShareLinks.id, pitchSlideViews.linkId))
    .where(eq(pitchShareLinks.deckId, deckId));
  return visits?.n ?? 0;
}

/** Visits, viewers, time per slide and where visits ended, over every link the deck has had (Premium). */
export async function deckAnalytics(
  deps: AppDeps,
  user: CurrentUser,
  deckId: string,
): Promise<DeckAnalytics> {
  const deck = await findDeck(deps.db, user.id, deckId);
  await requirePremium(deps, user, 'share');
  const [perSlide, exits, viewers, views, [link]] = await Promise.all([
    slideTotals(deps.db, deck.id),
    exitsBySlide(deps.db, deck.id),
    viewerCounts(deps.db, deck.id),
    visitCount(deps.db, deck.id),
    deps.db
      .select()
      .from(pitchShareLinks)
      .where(eq(pitchShareLinks.deckId, deck.id))
      .orderBy(desc(pitchShareLinks.createdAt))
      .limit(1),
  ]);
  const byId = new Map(perSlide.map((row) => [row.slideId, row]));
  const exitsById = new Map(exits.map((row) => [row.slideId, row.exits]));
  const slides = deck.slides.map((slide) => {
    const row = byId.get(slide.id);
    const totalSeconds = tenths(row?.seconds ?? 0);
    const slideViews = row?.views ?? 0;
    return {
      slideId: slide.id,
      key: slide.key,
      title: slide.title,
      views: slideViews,
      totalSeconds,
      averageSeconds: slideViews ? tenths(totalSeconds / slideViews) : 0,
      exits: exitsById.get(slide.id) ?? 0,
    };
  });
  return {
    share: shareState(link),
    views,
    ...viewers,
    totalSeconds: tenths(slides.reduce((sum, slide) => sum + slide.totalSeconds, 0)),
    slides,
  };
}
