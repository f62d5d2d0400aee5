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
import { isConnectionLost } from './db-errors.ts';
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

/** A statement that only reads: safe to send again, whether or not the first one ran. */
const READ_ONLY_STATEMENT = /^\s*select\b/i;

/**
 * Reads on the pool (never in a transaction: those run on a client of their own) are sent again when
 * the connection they got had been ended while idle: the pool hands out connections the server closed
 * before it has noticed, and a healthy database would answer a 503. A failed connection is discarded,
 * and the others the server ended with it may be next in line, so a read tries at most once per
 * pooled connection, waiting a turn of the event loop in between for the pool to notice them. Writes
 * are never sent twice (the first may have been applied), nor is a read whose connection could not be
 * opened: the database is away then, and the connect breaker answers for it.
 */
function retryReadsOnLostConnection(pool: pg.Pool, poolSize: number): void {
  const poolQuery = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>;
  const isRead = (args: unknown[]) => {
    const [config] = args;
    const text = typeof config === 'string' ? config : (config as { text?: unknown } | undefined)?.text;
    const withCallback = args.some((arg) => typeof arg === 'function');
    return !withCallback && typeof text === 'string' && READ_ONLY_STATEMENT.test(text);
  };
  const read = async (args: unknown[], retriesLeft: number): Promise<unknown> => {
    const client = await pool.connect();
    try {
      const result = await (client as unknown as { query: (...a: unknown[]) => Promise<unknown> }).query(
        ...args,
      );
      client.release();
      return result;
    } catch (error) {
      // As the pool's own query does: a connection that failed a query is not handed out again.
      client.release(error as Error);
      if (retriesLeft === 0 || !isConnectionLost(error)) throw error;
      await new Promise((resolve) => setImmediate(resolve));
      return read(args, retriesLeft - 1);
    }
  };
  pool.query = ((...args: unknown[]) =>
    isRead(args) ? read(args, poolSize) : poolQuery(...args)) as typeof pool.query;
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.kind === 'postgres') {
    const poolSize = options.poolSize ?? 10;
    const pool = new pg.Pool({
      connectionString: options.url,
      max: poolSize,
      ...POSTGRES_TIMEOUTS,
      Client: connectBreakerClient(options.connectCoolOffMs),
    });
    // An idle connection that the server closes (restart, failover, a dropped test database) emits
    // 'error' on the pool; unhandled, that would crash the process. The pool replaces it on next use.
    pool.on('error', (error) => options.onIdleError?.(error));
    retryReadsOnLostConnection(pool, poolSize);
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
