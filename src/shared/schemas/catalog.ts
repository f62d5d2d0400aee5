import { z } from 'zod';
import {
  COACH_SEARCH_MAX_LENGTH,
  SESSION_CATEGORIES,
  SESSION_LENGTHS,
  SESSION_LIST_MAX_LIMIT,
  SESSION_PROGRESS,
  SESSION_SORTS,
  SESSION_TYPES,
} from '#shared/catalog.ts';
import { safeText } from '#shared/schemas/safe-text.ts';

const booleanParam = z.enum(['true', 'false']).transform((v) => v === 'true');

/**
 * Query of `GET /api/sessions`. Strict: an unknown parameter is a mistake worth naming.
 * The sessions page reads its address with the same fields (see parseSessionFilters on the client).
 * `progress` and `favorites` concern the caller, so they need a signed-in user.
 */
export const sessionListQuerySchema = z
  .object({
    featured: booleanParam.optional(),
    q: safeText(200, { trim: true }).optional(),
    category: z.enum(SESSION_CATEGORIES).optional(),
    type: z.enum(SESSION_TYPES).optional(),
    coachId: z.uuid().optional(),
    pathId: z.uuid().optional(),
    premium: booleanParam.optional(),
    length: z.enum(SESSION_LENGTHS).optional(),
    progress: z.enum(SESSION_PROGRESS).optional(),
    favorites: z
      .literal('true')
      .transform(() => true as const)
      .optional(),
    sort: z.enum(SESSION_SORTS).default('newest'),
    cursor: safeText(500).optional(),
    limit: z.coerce.number().int().min(1).max(SESSION_LIST_MAX_LIMIT).default(20),
  })
  .strict();

export type SessionListQuery = z.infer<typeof sessionListQuerySchema>;

/** `GET /api/coaches?q=`: advisors whose name, title or expertise contains the text. */
export const advisorListQuerySchema = z
  .object({ q: safeText(COACH_SEARCH_MAX_LENGTH, { trim: true }).optional() })
  .strict();

/** `GET /api/daily-pick?date=`: the caller's calendar day; the server's UTC day when absent. */
export const dailyPickQuerySchema = z.object({ date: z.iso.date().optional() }).strict();

// Answers. The `id` in `.meta` names each shape in the OpenAPI document.

/** A path a session belongs to, as shown in a card's chips. */
export const pathRefSchema = z.object({ id: z.string(), title: z.string() }).meta({ id: 'PathRef' });
export type PathRef = z.infer<typeof pathRefSchema>;

/** One rendering of a cover: square, public, at one of the sizes the app shows. */
export const artworkImageSchema = z.object({
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  type: z.enum(['image/avif', 'image/webp']),
});
/** Generated cover artwork of a session or a path, smallest first in each format. */
export const artworkSchema = z.object({ images: z.array(artworkImageSchema) }).meta({ id: 'Artwork' });
export type Artwork = z.infer<typeof artworkSchema>;

/** One session in a list: the session card of the API contract. Never a raw media URL. */
export const sessionCardSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    coachName: z.string().nullable(),
    durationMinutes: z.number().int(),
    type: z.enum(SESSION_TYPES),
    category: z.enum(SESSION_CATEGORIES).nullable(),
    rating: z.number().describe('Average of all ratings; the landing card keeps it hidden'),
    ratingCount: z.number().int(),
    totalParticipants: z.number().int(),
    description: z.string(),
    isPremium: z.boolean(),
    paths: z.array(pathRefSchema),
    artwork: artworkSchema.nullable().optional().describe('Cover artwork; null when none was generated'),
  })
  .meta({ id: 'SessionCard' });
export type SessionCard = z.infer<typeof sessionCardSchema>;

export const sessionListSchema = z
  .object({ items: z.array(sessionCardSchema), nextCursor: z.string().nullable() })
  .meta({ id: 'SessionList' });
export type SessionList = z.infer<typeof sessionListSchema>;

export const advisorSummarySchema = z
  .object({
    id: z.string(),
    slug: z.string(),
    name: z.string(),
    title: z.string(),
    avatarUrl: z.string().nullable(),
    expertise: z.array(z.string()),
  })
  .meta({ id: 'AdvisorSummary' });
export type AdvisorSummary = z.infer<typeof advisorSummarySchema>;

export const advisorListSchema = z
  .object({ items: z.array(advisorSummarySchema) })
  .meta({ id: 'AdvisorList' });

export const advisorDetailSchema = advisorSummarySchema
  .extend({ bio: z.string(), sessions: z.array(sessionCardSchema) })
  .meta({ id: 'AdvisorDetail' });
export type AdvisorDetail = z.infer<typeof advisorDetailSchema>;

/** A session page's answer: the card plus what the page needs. */
export const sessionDetailSchema = sessionCardSchema
  .extend({
    slug: z.string(),
    durationSeconds: z.number().int(),
    journalPrompt: z.string().nullable(),
    hasMedia: z.boolean(),
    createdAt: z.string(),
    coach: advisorSummarySchema.nullable(),
  })
  .meta({ id: 'SessionDetail' });
export type SessionDetail = z.infer<typeof sessionDetailSchema>;

/** The caller's progress through a path; `null` in answers to visitors. */
export const pathProgressSchema = z
  .object({
    completedCount: z.number().int(),
    completedSessionIds: z.array(z.string()),
    started: z
      .boolean()
      .describe("Some session of the path heard or completed: the page offers 'Continue path'"),
    nextSessionId: z.string().nullable().describe('The first session in path order not completed yet'),
  })
  .meta({ id: 'PathProgress' });
export type PathProgress = z.infer<typeof pathProgressSchema>;

export const pathSummarySchema = z
  .object({
    id: z.string(),
    slug: z.string(),
    title: z.string(),
    description: z.string(),
    sessionCount: z.number().int(),
    totalMinutes: z.number().int(),
    progress: pathProgressSchema.nullable().describe('The caller’s progress; null for visitors'),
    favorite: z.boolean().describe('Saved by the caller; false for visitors'),
    artwork: artworkSchema.nullable().optional().describe('Cover artwork; null when none was generated'),
  })
  .meta({ id: 'PathSummary' });
export type PathSummary = z.infer<typeof pathSummarySchema>;

export const pathListSchema = z.object({ items: z.array(pathSummarySchema) }).meta({ id: 'PathList' });

export const pathDetailSchema = pathSummarySchema
  .extend({ sessions: z.array(sessionCardSchema) })
  .meta({ id: 'PathDetail' });
export type PathDetail = z.infer<typeof pathDetailSchema>;

/** How much the catalogue holds, for copy that states a count ("All 16 coaching paths"). */
export const catalogCountsSchema = z
  .object({
    sessions: z.number().int().describe('Active sessions'),
    paths: z.number().int().describe('Coaching paths, as `GET /api/paths` lists them'),
    advisors: z.number().int().describe('Advisors, as `GET /api/coaches` lists them'),
  })
  .meta({ id: 'CatalogCounts' });
export type CatalogCounts = z.infer<typeof catalogCountsSchema>;

/** 'Today's impulse'. */
export const dailyPickSchema = z
  .object({ date: z.string(), session: sessionCardSchema.nullable() })
  .meta({ id: 'DailyPick' });
export type DailyPick = z.infer<typeof dailyPickSchema>;

export const RECOMMENDATION_KINDS = ['for_you', 'because_you_listened', 'popular'] as const;
export type RecommendationKind = (typeof RECOMMENDATION_KINDS)[number];

export const recommendationSectionSchema = z.object({
  kind: z.enum(RECOMMENDATION_KINDS),
  title: z.string(),
  basedOn: pathRefSchema.nullable().describe("The session a 'Because you listened to …' row is based on"),
  items: z.array(sessionCardSchema),
});
export type RecommendationSection = z.infer<typeof recommendationSectionSchema>;

export const recommendationsSchema = z
  .object({ sections: z.array(recommendationSectionSchema) })
  .meta({ id: 'Recommendations' });
export type Recommendations = z.infer<typeof recommendationsSchema>;

/** Whether a session or path is saved by the caller, after saving or removing it. */
export const favoriteStateSchema = z.object({ favorite: z.boolean() }).meta({ id: 'FavoriteState' });
