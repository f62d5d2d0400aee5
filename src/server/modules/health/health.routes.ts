import { sql } from 'drizzle-orm';
import { defineRoute } from '#server/http/define-route.ts';
import { jsonResponse } from '#server/http/openapi-responses.ts';
import { createRouter } from '#server/http/router.ts';
import { healthSchema } from '#shared/schemas/system.ts';

const healthRoute = defineRoute('public', {
  method: 'get',
  path: '/health',
  tags: ['System'],
  summary: 'Liveness and the database in use',
  responses: {
    200: jsonResponse(healthSchema, 'The app and its database answer'),
    503: jsonResponse(healthSchema, 'The database does not answer'),
  },
});

export function healthRoutes() {
  return createRouter().openapi(healthRoute, async (c) => {
    const { db, dbKind } = c.var.deps;
    try {
      await db.execute(sql`select 1`);
      return c.json({ ok: true, db: dbKind }, 200);
    } catch {
      return c.json({ ok: false, db: dbKind }, 503);
    }
  });
}
