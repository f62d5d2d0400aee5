import { openConfiguredDatabase, prepareDeps } from '#server/bootstrap.ts';
import { loadEnv } from '#server/env.ts';
import { createLogger } from '#server/logger.ts';

/**
 * `npm run db:seed`: migrates, then loads content/ again (idempotent: upserts by slug) and makes sure
 * the demo accounts exist outside production. On PGlite it fails clearly while the server runs.
 */
const env = loadEnv();
const logger = createLogger(env.logLevel);
try {
  const database = await openConfiguredDatabase(env);
  const deps = await prepareDeps(env, logger, database, { reseed: true });
  await deps.closeServices();
  await database.close();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
