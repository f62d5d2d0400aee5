import path from 'node:path';
import { createAuth } from '#server/auth/auth.ts';
import { createRedisRateLimitStore } from '#server/auth/rate-limits.ts';
import { openDatabase, type Database, type DatabaseHandle } from '#server/db/client.ts';
import { catalogIsEmpty, seedCatalog, seedDemoUsers } from '#server/db/seed.ts';
import type { Env } from '#server/env.ts';
import type { AppDeps } from '#server/deps.ts';
import { createMetrics } from '#server/metrics.ts';
import { createMailer } from '#server/integrations/mail/mailer.ts';
import { createConfiguredMediaStore } from '#server/integrations/media-store/configured-media-store.ts';
import { createPayments } from '#server/integrations/payments/payments.ts';
import type { Logger } from '#server/logger.ts';
import { createLifecycle } from '#server/lifecycle.ts';

export function openConfiguredDatabase(env: Env, logger?: Logger): Promise<DatabaseHandle> {
  return env.databaseUrl
    ? openDatabase({
        kind: 'postgres',
        url: env.databaseUrl,
        onIdleError: (error) => logger?.warn({ err: error }, 'an idle database connection was closed'),
      })
    : openDatabase({ kind: 'pglite', dataDir: path.join(env.dataDir, 'db') });
}

/** Auth with its mailer and, with REDIS_URL, the Redis connection its rate limits count in. */
export function createAuthServices(env: Env, logger: Logger, db: Database) {
  const mailer = createMailer(env, logger);
  const rateLimits = env.redisUrl ? createRedisRateLimitStore(env.redisUrl, db, logger) : undefined;
  const metrics = createMetrics();
  metrics.watchPool(db);
  return {
    auth: createAuth({
      db,
      env,
      mailer,
      logger,
      rateLimitStorage: rateLimits?.storage,
      signInFailures: rateLimits?.signInFailures,
      onAccountCreated: () => metrics.count('sign_up'),
    }),
    mailer,
    metrics,
    redis: rateLimits && { reachable: rateLimits.reachable },
    closeServices: async () => {
      await Promise.all([mailer.close(), rateLimits?.close()]);
    },
  };
}

/** Everything the app needs, ready to serve: migrated database, seeded catalogue, demo accounts. */
export async function prepareDeps(
  env: Env,
  logger: Logger,
  database: DatabaseHandle,
  { reseed = false }: { reseed?: boolean } = {},
): Promise<AppDeps> {
  await database.migrate();
  const deps: AppDeps = {
    db: database.db,
    dbKind: database.kind,
    env,
    logger,
    media: await createConfiguredMediaStore(env.mediaStorage, path.join(env.dataDir, 'media')),
    payments: createPayments(env, database.db),
    ...createAuthServices(env, logger, database.db),
    lifecycle: createLifecycle(),
  };
  if (reseed || (await catalogIsEmpty(deps.db))) {
    await seedCatalog({ db: deps.db, media: deps.media, contentDir: env.contentDir, logger });
  }
  if (env.seedDemoUsers) await seedDemoUsers(deps.db, deps.auth, logger);
  return deps;
}
