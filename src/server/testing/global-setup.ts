import fs from 'node:fs';
import pg from 'pg';
import { createAuthServices } from '#server/bootstrap.ts';
import { openDatabase } from '#server/db/client.ts';
import { seedCatalog, seedDemoUsers } from '#server/db/seed.ts';
import { loadEnv } from '#server/env.ts';
import { createFsMediaStore } from '#server/integrations/media-store/media-store.ts';
import { createLogger } from '#server/logger.ts';
import type { TestProject } from 'vitest/node';
import path from 'node:path';
import { TEST_AUTH_SECRET, testPaths, withDatabase } from './test-database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgTemplateDb: string;
    testTmp: string;
  }
}

// Named per run, so two test runs side by side never remove each other's databases or files.
const templateDb = `founder_flow_test_template_${process.pid}`;
const paths = testPaths(path.resolve(`.tmp/test-${process.pid}`));

/**
 * Vitest calls a global setup once for the root and once per project, in one process: the work is
 * shared through this promise so the databases are built once per run.
 */
const shared = globalThis as { founderFlowTestSetup?: Promise<() => Promise<void>> };

export default async function setup(project: TestProject) {
  project.provide('pgTemplateDb', templateDb);
  project.provide('testTmp', paths.root);
  return (shared.founderFlowTestSetup ??= prepareDatabases());
}

/**
 * Migrates and seeds one PGlite database and saves it as a snapshot, and, with TEST_DATABASE_URL,
 * builds a PostgreSQL template database. Each test file then starts from a copy of its own.
 */
async function prepareDatabases(): Promise<() => Promise<void>> {
  fs.mkdirSync(paths.root, { recursive: true });
  const env = loadEnv({ NODE_ENV: 'test', DATA_DIR: paths.root, BETTER_AUTH_SECRET: TEST_AUTH_SECRET });
  const logger = createLogger('silent');
  const media = createFsMediaStore(paths.media);

  const seed = async (handle: Awaited<ReturnType<typeof openDatabase>>) => {
    await handle.migrate();
    await seedCatalog({ db: handle.db, media, contentDir: env.contentDir, logger });
    const services = createAuthServices(env, logger, handle.db);
    await seedDemoUsers(handle.db, services.auth, logger);
    await services.closeServices();
  };

  const pglite = await openDatabase({ kind: 'pglite' });
  await seed(pglite);
  const client = (pglite.db as unknown as { $client: { dumpDataDir(c: 'gzip'): Promise<Blob> } }).$client;
  fs.writeFileSync(paths.snapshot, Buffer.from(await (await client.dumpDataDir('gzip')).arrayBuffer()));
  await pglite.close();

  const baseUrl = process.env.TEST_DATABASE_URL;
  if (baseUrl) {
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${templateDb} with (force)`);
    await admin.query(`create database ${templateDb}`);
    await admin.end();
    const template = await openDatabase({ kind: 'postgres', url: withDatabase(baseUrl, templateDb) });
    await seed(template);
    await template.close();
  }
  return async () => {
    fs.rmSync(paths.root, { recursive: true, force: true });
    if (!baseUrl) return;
    const dropper = new pg.Client({ connectionString: baseUrl });
    await dropper.connect();
    await dropper.query(`drop database if exists ${templateDb} with (force)`);
    await dropper.end();
  };
}
