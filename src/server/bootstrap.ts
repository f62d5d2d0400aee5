import path from 'node:path';
import { createAuth } from '#server/auth/auth.ts';
import { openDatabase, type DatabaseHandle } from '#server/db/client.ts';
import { catalogIsEmpty, seedCatalog, seedDemoUsers } from '#server/db/seed.ts';
import type { Env } from '#server/env.ts';
import type { AppDeps } from '#server/http/app-env.ts';
import { createFsMediaStore } from '#server/integrations/media-store/media-store.ts';
import type { Logger } from '#server/logger.ts';

export function openConfiguredDatabase(env: Env, logger?: Logger): Promise<DatabaseHandle> {
  return env.databaseUrl
    ? openDatabase({
        kind: 'postgres',
        url: env.databaseUrl,
        onIdleError: (error) => logger?.warn({ err: error }, 'an idle database connection was closed'),
      })
    : openDatabase({ kind: 'pglite', dataDir: path.join(env.dataDir, 'db') });
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
    auth: createAuth({ db: database.db, env }),
    env,
    logger,
    media: createFsMediaStore(path.join(env.dataDir, 'media')),
  };
  if (reseed || (await catalogIsEmpty(deps.db))) {
    await seedCatalog({ db: deps.db, media: deps.media, contentDir: env.contentDir, logger });
  }
  if (env.seedDemoUsers) await seedDemoUsers(deps.db, deps.auth, logger);
  return deps;
}
