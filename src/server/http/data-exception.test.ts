import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '#server/db/schema/index.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { dataExceptionCode } from './data-exception.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The error the database driver (PGlite, or pg on PostgreSQL) throws for this query, through Drizzle. */
const failureOf = (run: () => Promise<unknown>) =>
  run().then(
    () => {
      throw new Error('the query was expected to fail');
    },
    (error: unknown) => error,
  );

describe('PostgreSQL data exceptions', () => {
  it('are recognised through Drizzle, whichever driver threw them', async () => {
    const nul = await failureOf(() => t.db.execute(sql`select ${'a\u0000b'}::text`));
    expect(dataExceptionCode(nul)).toBe('22021');
    const outOfRange = await failureOf(() => t.db.execute(sql`select ${String(2 ** 31)}::int4`));
    expect(dataExceptionCode(outOfRange)).toBe('22003');
    const notUuid = await failureOf(() =>
      t.db
        .select()
        .from(sessions)
        .where(sql`${sessions.id} = ${'x'}`),
    );
    expect(dataExceptionCode(notUuid)).toBe('22P02');
    const missingTable = await failureOf(() => t.db.execute(sql`select * from no_such_table`));
    expect(dataExceptionCode(missingTable)).toBeNull();
    expect(dataExceptionCode(new Error('plain'))).toBeNull();
  });

  it('answer 400 bad_request with the error contract when no schema caught the value first', async () => {
    // A route of this test's own that sends a caller's text to the database unchecked.
    t.app.post('/unchecked-text', async (c) => {
      await t.db.execute(sql`select ${await c.req.text()}::text`);
      return c.body(null, 204);
    });
    const res = await t.app.request('/unchecked-text', { method: 'POST', body: 'a\u0000b' });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: { code: 'bad_request', message: 'The request could not be read.' },
    });
  });
});
