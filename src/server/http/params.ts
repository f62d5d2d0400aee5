import { z } from 'zod';

/** `:id` of a session, path or device: a uuid. */
export const UuidParam = z.object({ id: z.uuid() });

/** `:id` of a page addressed by id or slug (sessions, paths, advisors). */
export const IdOrSlugParam = z.object({ id: z.string().min(1).max(200).describe('id or slug') });
