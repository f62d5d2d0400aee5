import { z } from 'zod';
import { safeText } from '#shared/schemas/safe-text.ts';

/** `:id` of a session, path or device: a uuid (which no control character or long text can pass). */
export const UuidParam = z.object({ id: z.uuid() });

/** `:id` of a signed-in device: Better Auth's session id, opaque to the app. */
export const DeviceIdParam = z.object({ id: safeText(100).min(1) });

/** `:id` of a page addressed by id or slug (sessions, paths, advisors). */
export const IdOrSlugParam = z.object({ id: safeText(200).min(1).describe('id or slug') });
