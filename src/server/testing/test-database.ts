import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '#server/db/client.ts';
import { defined } from '#shared/testing/defined.ts';

/**
 * Files the global setup leaves for every test file: a migrated, seeded PGlite snapshot and the media
 * folder. The root is per run (see global-setup.ts), so test runs side by side never meet.
 */
export function testPaths(root: string = inject('testTmp')) {
  return { root, snapshot: path.join(root, 'pglite-snapshot.tar.gz'), media: path.join(root, 'media') };
}

/**
 * The secret every test app and the seeded snapshot share, so that what one signs or encrypts (JWKS
 * keys, two-factor secrets) another can read; a real installation makes a random one of its own.
 */
export const TEST_AUTH_SECRET = 'founder-flow-test-secret-not-a-real-one-0123456789';

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/**
 * A database of its own for one test file: PGlite loaded from the snapshot, or a PostgreSQL database
 * cloned from the template (TEST_DB_KIND=postgres). Dropped again on close.
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  if (process.env.TEST_DB_KIND !== 'postgres') {
    const blob = new Blob([fs.readFileSync(testPaths().snapshot)]);
    return openDatabase({ kind: 'pglite', loadDataDir: blob });
  }
  const baseUrl = defined(process.env.TEST_DATABASE_URL, 'TEST_DATABASE_URL');
  const name = `founder_flow_test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${inject('pgTemplateDb')}`);
  await admin.end();
  const handle = await openDatabase({ kind: 'postgres', url: withDatabase(baseUrl, name), poolSize: 5 });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const dropper = new pg.Client({ connectionString: baseUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}
