import { sql } from 'drizzle-orm';
import type { Context } from 'hono';
import type { Database } from '#server/db/client.ts';
import { consumeFixedWindow } from '#server/db/fixed-window-counter.ts';
import { pitchShareVisits, pitchSlideViews } from '#server/db/schema/index.ts';
import type { AppEnv } from '#server/http/app-env.ts';
import { clientIp } from '#server/http/client-ip.ts';
import { DWELL_SECONDS_MAX, type ViewReport } from '#shared/schemas/pitch.ts';
import { viewerHash } from './share-access.ts';
import { hashToken, linkSlides, openLink } from './share.service.ts';

/** Seconds one visit can credit to one slide in all; beyond this the tab was left open. */
const VISIT_SLIDE_SECONDS_MAX = 3_600;

/** View reports per share link (all its viewers) and per visit, in a 10-minute window. */
const VIEW_LIMITS = {
  link: { max: 600, windowMs: 10 * 60_000 },
  visit: { max: 60, windowMs: 10 * 60_000 },
} as const;

/**
 * Counts a view report against its link's and its visit's allowance, never against an address.
 * Answers the seconds to wait when either is spent, else null.
 */
export async function viewReportWait(db: Database, token: string, viewId: string): Promise<number | null> {
  const link = hashToken(token);
  for (const [key, limit] of [
    [`pitch-views:${link}`, VIEW_LIMITS.link],
    [`pitch-visit:${link}:${viewId}`, VIEW_LIMITS.visit],
  ] as const) {
    const allowance = await consumeFixedWindow(db, key, limit);
    if (!allowance.allowed) return allowance.retryAfterSeconds;
  }
  return null;
}

/** The report's seconds per slide the link shows; out-of-range values and unknown slides dropped. */
function dwellBySlide(report: ViewReport, slideIds: Set<string>) {
  const bySlide = new Map<string, number>();
  for (const { slideId, seconds } of report.dwell) {
    if (!slideIds.has(slideId) || !(seconds > 0) || seconds > DWELL_SECONDS_MAX) continue;
    bySlide.set(slideId, (bySlide.get(slideId) ?? 0) + Math.round(seconds * 10) / 10);
  }
  return bySlide;
}

/**
 * Adds a visit's dwell times and notes the slide it is on (the last report's is where it left).
 * Slides not in the deck, and seconds not in (0, 600], are ignored rather than refused (a laptop
 * waking from sleep reports hours); a visit's total per slide is capped. A locked link is 401.
 */
export async function recordViews(
  c: Context<AppEnv>,
  token: string,
  report: ViewReport,
): Promise<{ recorded: number }> {
  const { db, env } = c.var.deps;
  const { link, deck } = await openLink(c, token);
  const slideIds = new Set(linkSlides(link, deck).slides.map((slide) => slide.id));
  const bySlide = dwellBySlide(report, slideIds);
  const lastDwell = report.dwell.at(-1)?.slideId;
  const at = [report.at, lastDwell].find((id) => id !== undefined && slideIds.has(id));
  if (bySlide.size === 0 && !at) return { recorded: 0 };
  const now = new Date();
  await db
    .insert(pitchShareVisits)
    .values({
      linkId: link.id,
      viewId: report.viewId,
      viewerHash: viewerHash(c, link, clientIp(c, env.trustProxy)),
      lastSlideId: at ?? null,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: [pitchShareVisits.linkId, pitchShareVisits.viewId],
      set: {
        lastSlideId: sql`coalesce(excluded.last_slide_id, ${pitchShareVisits.lastSlideId})`,
        updatedAt: now,
      },
    });
  if (bySlide.size === 0) return { recorded: 0 };
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
