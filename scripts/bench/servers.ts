import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createCatalogDatabase, generateSessions } from './catalog-db.ts';
import { generateJournal } from './journal-load.ts';
import { freePort } from '#server/testing/free-port.ts';
import { startServer, type Server } from './processes.ts';

export type ServerName =
  | 'app-postgres'
  | 'app-pglite'
  | 'raw-postgres'
  | 'browse-1k'
  | 'browse-100k'
  | 'journal-1k'
  | 'journal-100k';

/** Where the servers of one run keep their data. */
export type RunContext = {
  /** The bench's own PostgreSQL database (app-postgres migrates and seeds it; raw-postgres reads it). */
  postgresUrl: string;
  /** A fresh temporary folder: DATA_DIR of the app (PGlite in db/, media in media/). */
  dataDir: (server: ServerName) => string;
  logLevel: string;
  /** Admin connection to PostgreSQL, for servers that bring a database of their own. */
  adminUrl: string;
  /** Work for the end of the run (e.g. dropping a database), whatever way the run ends. */
  addCleanup: (step: () => Promise<void>) => void;
};

export type ServerSpec = {
  name: ServerName;
  describe: string;
  start(ctx: RunContext): Promise<Server>;
};

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The app signs its session cookies with this; the ceiling checks the progress scenario's cookies with it. */
const BENCH_AUTH_SECRET = 'bench-only-secret-0123456789abcdef0123456789';

export function appEnv(ctx: RunContext, server: ServerName, databaseUrl: string): Record<string, string> {
  return {
    NODE_ENV: 'development',
    BETTER_AUTH_SECRET: BENCH_AUTH_SECRET,
    LOG_LEVEL: ctx.logLevel,
    SEED_DEMO_USERS: 'false',
    DATA_DIR: ctx.dataDir(server),
    // Empty selects PGlite even when the caller's shell has a DATABASE_URL.
    DATABASE_URL: databaseUrl,
    CONTENT_DIR: path.join(root, 'content'),
    CLIENT_DIST_DIR: path.join(root, 'dist/client'),
    // The progress scenario signs its listeners up and in from this one address; other limits stay.
    AUTH_RATE_LIMIT_SIGN_IN: '1000',
  };
}

async function startApp(ctx: RunContext, name: ServerName, databaseUrl: string): Promise<Server> {
  return startServer({
    name,
    entry: path.join(root, 'src/server/index.ts'),
    env: appEnv(ctx, name, databaseUrl),
    port: await freePort(),
    // The first start migrates and seeds the catalogue from content/.
    readyTimeoutMs: 120_000,
  });
}

/** The app on PostgreSQL over the seed plus `count` generated sessions (the catalogue's scale targets). */
async function startAppWithCatalogue(ctx: RunContext, name: ServerName, label: string, count: number) {
  const database = await createCatalogDatabase(ctx.adminUrl, label);
  ctx.addCleanup(database.drop);
  const server = await startApp(ctx, name, database.url);
  await generateSessions(database.url, count);
  return { ...server, databaseUrl: database.url };
}

/** The app on PostgreSQL with `writers` × 100 generated journal entries (the journal search's scale target). */
async function startAppWithJournal(ctx: RunContext, name: ServerName, label: string, writers: number) {
  const database = await createCatalogDatabase(ctx.adminUrl, label);
  ctx.addCleanup(database.drop);
  const server = await startApp(ctx, name, database.url);
  await generateJournal(database.url, writers);
  return { ...server, databaseUrl: database.url };
}

export const SERVERS: Record<ServerName, ServerSpec> = {
  'app-postgres': {
    name: 'app-postgres',
    describe: 'the app (src/server/index.ts) on PostgreSQL',
    start: async (ctx) => ({
      ...(await startApp(ctx, 'app-postgres', ctx.postgresUrl)),
      databaseUrl: ctx.postgresUrl,
    }),
  },
  'app-pglite': {
    name: 'app-pglite',
    describe: 'the app on PGlite (fresh temporary DATA_DIR)',
    start: (ctx) => startApp(ctx, 'app-pglite', ''),
  },
  'browse-1k': {
    name: 'browse-1k',
    describe: 'the app on PostgreSQL, seed + 1,000 generated sessions',
    start: (ctx) => startAppWithCatalogue(ctx, 'browse-1k', '1k', 1_000),
  },
  'browse-100k': {
    name: 'browse-100k',
    describe: 'the app on PostgreSQL, seed + 100,000 generated sessions',
    start: (ctx) => startAppWithCatalogue(ctx, 'browse-100k', '100k', 100_000),
  },
  'journal-1k': {
    name: 'journal-1k',
    describe: 'the app on PostgreSQL, 1,000 journal entries (10 writers) + the searching user’s 100',
    start: (ctx) => startAppWithJournal(ctx, 'journal-1k', 'journal_1k', 10),
  },
  'journal-100k': {
    name: 'journal-100k',
    describe: 'the app on PostgreSQL, 100,000 journal entries (1,000 writers) + the searching user’s 100',
    start: (ctx) => startAppWithJournal(ctx, 'journal-100k', 'journal_100k', 1_000),
  },
  'raw-postgres': {
    name: 'raw-postgres',
    describe:
      'ceiling: node:http + pg Pool(10), the same SQL on the same database (featured list, progress save)',
    start: async (ctx) =>
      startServer({
        name: 'raw-postgres',
        entry: path.join(root, 'scripts/bench/raw-server.ts'),
        env: { DATABASE_URL: ctx.postgresUrl, POOL_SIZE: '10', BETTER_AUTH_SECRET: BENCH_AUTH_SECRET },
        port: await freePort(),
        readyTimeoutMs: 30_000,
      }),
  },
};
