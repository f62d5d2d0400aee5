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
