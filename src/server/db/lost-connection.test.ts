import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { defined } from '#shared/testing/defined.ts';

const READS = ['/api/sessions', '/api/paths', '/api/coaches', '/api/sessions?featured=true&limit=4'] as const;
/** What node-postgres answers to the query below. */
const currentDatabase = z.object({ rows: z.array(z.object({ name: z.string() })) });

/** Ends every connection the app holds, as a database administrator or a connection pooler may. */
async function terminateConnectionsTo(database: string): Promise<number> {
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  try {
    const { rowCount } = await admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [database],
    );
    return rowCount ?? 0;
  } finally {
    await admin.end();
  }
}

// Only PostgreSQL has connections to lose.
describe.skipIf(process.env.TEST_DB_KIND !== 'postgres')(
  'a healthy database whose connections were ended',
  () => {
    let t: TestApp;
    let database: string;
    beforeAll(async () => {
      t = await createTestApp();
      const result: unknown = await t.db.execute(sql`select current_database() as name`);
      database = defined(currentDatabase.parse(result).rows[0], 'the current database').name;
    });
    afterAll(() => t.close());

    it('answers the next reads 200, on new connections, never 503', async () => {
      for (let round = 0; round < 5; round++) {
        // Several reads at once, so the pool holds several connections when they are ended.
        const before = await Promise.all(READS.map(async (path) => t.app.request(path)));
        expect(before.map((r) => r.status)).toEqual(READS.map(() => 200));
        expect(await terminateConnectionsTo(database)).toBeGreaterThan(0);
        // One read first: its retry must not land on another of the ended connections.
        const [first] = READS;
        expect((await t.app.request(first)).status, `round ${round}`).toBe(200);
        const after = await Promise.all(READS.map(async (path) => t.app.request(path)));
        expect(
          after.map((r) => r.status),
          `round ${round}`,
        ).toEqual(READS.map(() => 200));
      }
    });
  },
);
