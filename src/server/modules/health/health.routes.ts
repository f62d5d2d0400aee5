import type { OpenAPIHono} from '@hono/zod-openapi';
import { z } from '@hono/zod-openapi';
import { sql } from 'drizzle-orm';
import type { AppEnv } from '#server/http/app-env.ts';
import { defineRoute } from '#server/http/define-route.ts';
import { jsonResponse } from '#server/http/openapi-responses.ts';

const HealthSchema = z.object({ ok: z.boolean(), db: z.enum(['pglite', 'postgres']) }).openapi('Health');

const healthRoute = defineRoute('public', {
  method: 'get',
  path: '/health',
  tags: ['System'],
  summary: 'Liveness and the database in use',
  responses: {
    200: jsonResponse(HealthSchema, 'The app and its database answer'),
    503: jsonResponse(HealthSchema, 'The database does not answer'),
  },
});

export function healthRoutes(app: OpenAPIHono<AppEnv>) {
  return app.openapi(healthRoute, async (c) => {
    const { db, dbKind } = c.var.deps;
    try {
      await db.execute(sql`select 1`);
      return c.json({ ok: true, db: dbKind }, 200);
    } catch {
      return c.json({ ok: false, db: dbKind }, 503);
    }
  });
}
