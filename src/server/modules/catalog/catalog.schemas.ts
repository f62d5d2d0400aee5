import { z } from '@hono/zod-openapi';
import { SESSION_CATEGORIES, SESSION_TYPES } from '#shared/catalog.ts';

/** Response shapes for the OpenAPI document; the TypeScript types live in #shared/types/catalog.ts. */
const PathRef = z.object({ id: z.string(), title: z.string() });

export const SessionCardSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    coachName: z.string().nullable(),
    durationMinutes: z.number().int(),
    type: z.enum(SESSION_TYPES),
    category: z.enum(SESSION_CATEGORIES).nullable(),
    rating: z.number(),
    ratingCount: z.number().int(),
    totalParticipants: z.number().int(),
    description: z.string(),
    isPremium: z.boolean(),
    paths: z.array(PathRef),
  })
  .openapi('SessionCard');

export const CoachSummarySchema = z
  .object({
    id: z.string(),
    slug: z.string(),
    name: z.string(),
    title: z.string(),
    avatarUrl: z.string().nullable(),
    expertise: z.array(z.string()),
  })
  .openapi('CoachSummary');

export const SessionDetailSchema = SessionCardSchema.extend({
  slug: z.string(),
  durationSeconds: z.number().int(),
  journalPrompt: z.string().nullable(),
  hasMedia: z.boolean(),
  createdAt: z.string(),
  coach: CoachSummarySchema.nullable(),
}).openapi('SessionDetail');

export const SessionListSchema = z
  .object({ items: z.array(SessionCardSchema), nextCursor: z.string().nullable() })
  .openapi('SessionList');

export const PathProgressSchema = z
  .object({
    completedCount: z.number().int(),
    completedSessionIds: z.array(z.string()),
    started: z.boolean(),
    nextSessionId: z.string().nullable(),
  })
  .openapi('PathProgress');

export const PathSummarySchema = z
  .object({
    id: z.string(),
    slug: z.string(),
    title: z.string(),
    description: z.string(),
    sessionCount: z.number().int(),
    totalMinutes: z.number().int(),
    progress: PathProgressSchema.nullable().openapi({
      description: 'The caller’s progress; null for visitors',
    }),
    favorite: z.boolean().openapi({ description: 'Saved by the caller; false for visitors' }),
  })
  .openapi('PathSummary');

export const PathDetailSchema = PathSummarySchema.extend({ sessions: z.array(SessionCardSchema) }).openapi(
  'PathDetail',
);

export const CoachDetailSchema = CoachSummarySchema.extend({
  bio: z.string(),
  sessions: z.array(SessionCardSchema),
}).openapi('CoachDetail');

export const DailyPickSchema = z
  .object({ date: z.string(), session: SessionCardSchema.nullable() })
  .openapi('DailyPick');

export const RecommendationsSchema = z
  .object({
    sections: z.array(
      z.object({
        kind: z.enum(['for_you', 'because_you_listened', 'popular']),
        title: z.string(),
        basedOn: PathRef.nullable(),
        items: z.array(SessionCardSchema),
      }),
    ),
  })
  .openapi('Recommendations');

export const IdParam = z.object({
  id: z
    .string()
    .min(1)
    .max(200)
    .openapi({ param: { name: 'id', in: 'path' }, description: 'id or slug' }),
});
