import { z } from 'zod';
import { SESSION_CATEGORIES, SESSION_LIST_MAX_LIMIT, SESSION_SORTS, SESSION_TYPES } from '#shared/catalog.ts';

const booleanParam = z.enum(['true', 'false']).transform((v) => v === 'true');

/**
 * Query of `GET /api/sessions` (DESIGN §5). Strict: an unknown parameter is a mistake worth naming.
 * The same schema parses the address bar of the sessions page on the client.
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
    sort: z.enum(SESSION_SORTS).default('newest'),
    cursor: z.string().max(500).optional(),
    limit: z.coerce.number().int().min(1).max(SESSION_LIST_MAX_LIMIT).default(20),
  })
  .strict();

export type SessionListQuery = z.infer<typeof sessionListQuerySchema>;
