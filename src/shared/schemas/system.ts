import { z } from 'zod';

/** Whether the app and its database answer, and which database this is. */
export const healthSchema = z
  .object({ ok: z.boolean(), db: z.enum(['pglite', 'postgres']) })
  .meta({ id: 'Health' });
