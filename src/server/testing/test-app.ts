import { createApp } from '#server/app.ts';
import { createAuth } from '#server/auth/auth.ts';
import { loadEnv } from '#server/env.ts';
import type { AppDeps } from '#server/http/app-env.ts';
import { createFsMediaStore } from '#server/integrations/media-store/media-store.ts';
import { createLogger } from '#server/logger.ts';
import { openTestDatabase, testPaths } from './test-database.ts';

/**
 * The real app on a database of this test file's own (seeded catalogue and demo users). Nothing of
 * the project is mocked; call close() in afterAll.
 */
export async function createTestApp() {
  const database = await openTestDatabase();
  const env = loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', CLIENT_DIST_DIR: '.tmp/test/no-client' });
  const deps: AppDeps = {
    db: database.db,
    dbKind: database.kind,
    auth: createAuth({ db: database.db, env }),
    env,
    logger: createLogger('silent'),
    media: createFsMediaStore(testPaths().media),
  };
  const app = createApp(deps);
  return { app, deps, db: database.db, close: () => database.close() };
}
