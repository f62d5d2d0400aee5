import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from './client.ts';

/**
 * A statement built and prepared once per database handle, for the hottest queries: building a
 * Drizzle query costs more CPU than running it, and a named statement spares PostgreSQL the parse
 * and plan too (npm run bench, docs/benchmarks.md).
 */
export function preparedPerDatabase<T>(build: (db: Database) => T): (db: Database) => T {
  const statements = new WeakMap<Database, T>();
  return (db) => {
    let statement = statements.get(db);
    if (!statement) statements.set(db, (statement = build(db)));
    return statement;
  };
}

const dialect = new PgDialect();

/**
 * A hand-written statement (values as `sql.placeholder(name)`) prepared once per database under
 * `name`, for the hot paths Drizzle's builders cannot express, such as data-modifying CTEs. It runs
 * through Drizzle's own session, so both drivers (node-postgres, PGlite) are served alike.
 */
export function preparedSql<Row>(name: string, query: SQL) {
  const compiled = dialect.sqlToQuery(query);
  const statement = preparedPerDatabase((db) =>
    db._.session.prepareQuery<{ execute: { rows: Row[] }; all: unknown; values: unknown }>(
      compiled,
      undefined,
      name,
      false,
    ),
  );
  return async (db: Database, values: Record<string, unknown>): Promise<Row[]> =>
    (await statement(db).execute(values)).rows;
}
