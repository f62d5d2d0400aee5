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

const booleanParam = z.enum(['true', 'false']).transform((v) => v === 'true');

/**
 * Query of `GET /api/sessions` (DESIGN §5). Strict: an unknown parameter is a mistake worth naming.
 * The sessions page reads its address with the same fields (see parseSessionFilters on the client).
 * `progress` and `favorites` concern the caller, so they need a signed-in user.
 */
export const sessionListQuerySchema = z
  .object({
    featured: booleanParam.optional(),
    q: z.string().trim().max(200).optional(),
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
    cursor: z.string().max(500).optional(),
    limit: z.coerce.number().int().min(1).max(SESSION_LIST_MAX_LIMIT).default(20),
  })
  .strict();

export type SessionListQuery = z.infer<typeof sessionListQuerySchema>;

/** `GET /api/coaches?q=`: advisors whose name, title or expertise contains the text. */
export const coachListQuerySchema = z
  .object({ q: z.string().trim().max(COACH_SEARCH_MAX_LENGTH).optional() })
  .strict();

/** `GET /api/daily-pick?date=`: the caller's calendar day; the server's UTC day when absent. */
export const dailyPickQuerySchema = z.object({ date: z.iso.date().optional() }).strict();
