import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { connectBreakerClient } from './connect-breaker.ts';
import * as schema from './schema/index.ts';
import { acquireDirectoryLock } from './pglite-lock.ts';

export type Schema = typeof schema;
/** Both drivers share this interface, so services never know which database they run on. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type DatabaseKind = 'pglite' | 'postgres';

export type DatabaseHandle = {
  db: Database;
  kind: DatabaseKind;
  migrate(): Promise<void>;
  close(): Promise<void>;
};

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Migrations on a connection of their own: building an index on a large table may take longer than a request may. */
async function migrateWithoutStatementTimeout(url: string): Promise<void> {
  const pool = new pg.Pool({
    connectionString: url,
    max: 1,
    connectionTimeoutMillis: POSTGRES_TIMEOUTS.connectionTimeoutMillis,
  });
  try {
    await migratePg(drizzlePg({ client: pool, schema }), { migrationsFolder });
  } finally {
    await pool.end();
  }
}

export type DatabaseOptions =
  | {
      kind: 'postgres';
      url: string;
      poolSize?: number;
      onIdleError?: (error: Error) => void;
      /** See connect-breaker.ts; tests set it long or zero to be independent of timing. */
      connectCoolOffMs?: number;
    }
  /** dataDir undefined = in memory (tests); otherwise a folder this process locks exclusively. */
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob };

/**
 * Bounds on every wait for PostgreSQL, so that a database that refuses, drops or silently stops
 * answering fails a request within seconds (503, db-errors.ts) instead of holding it open: a new
 * connection within 2 s, a statement within 5 s on the server (statement_timeout) and, for a link
 * that went silent mid-query, 5 s on our side (query_timeout). TCP keepalive notices a dead peer on
 * idle connections; idle ones are let go after 30 s.
 */
export const POSTGRES_TIMEOUTS = {
  connectionTimeoutMillis: 2_000,
  idleTimeoutMillis: 30_000,
  statement_timeout: 5_000,
  query_timeout: 5_000,
  keepAlive: true,
  keepAliveInitialDelayMillis: 10_000,
} satisfies pg.PoolConfig;

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      ...POSTGRES_TIMEOUTS,
      Client: connectBreakerClient(options.connectCoolOffMs),
    });
    // An idle connection that the server closes (restart, failover, a dropped test database) emits
    // 'error' on the pool; unhandled, that would crash the process. The pool replaces it on next use.
    pool.on('error', (error) => options.onIdleError?.(error));
    const db = drizzlePg({ client: pool, schema }) as unknown as Database;
    return {
      db,
      kind: 'postgres',
      migrate: () => migrateWithoutStatementTimeout(options.url),
      close: () => pool.end(),
    };
  }
  const release = options.dataDir ? acquireDirectoryLock(options.dataDir) : () => {};
  try {
    const client = await PGlite.create({ dataDir: options.dataDir, loadDataDir: options.loadDataDir });
    const db = drizzlePglite({ client, schema }) as unknown as Database;
    return {
      db,
      kind: 'pglite',
      migrate: () => migratePglite(db as never, { migrationsFolder }),
      close: async () => {
        await client.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}
