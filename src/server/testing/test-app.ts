import type { LevelWithSilent } from 'pino';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { createApp } from '#server/app.ts';
import { createAuthServices } from '#server/bootstrap.ts';
import { loadEnv } from '#server/env.ts';
import type { AppDeps } from '#server/deps.ts';
import { createConfiguredMediaStore } from '#server/integrations/media-store/configured-media-store.ts';
import { createPayments } from '#server/integrations/payments/payments.ts';
import { createLogger, type Logger } from '#server/logger.ts';
import { STRIPE_TEST_ENV } from './stripe-double.ts';
import { openTestDatabase, TEST_AUTH_SECRET, testPaths } from './test-database.ts';

/**
 * The real app on a database of this test file's own (seeded catalogue and demo users). Nothing of
 * the project is mocked; call close() in afterAll. `env` adds settings, e.g. SMTP_URL pointing at a
 * test's own SMTP server; without it mail goes to an outbox in a data folder of this app's own.
 */
export async function createTestApp({
  env: settings = {},
  // TEST_LOG_LEVEL=error shows what a failing API test's server logged (a 500's cause).
  logger = createLogger((process.env.TEST_LOG_LEVEL as LevelWithSilent | undefined) ?? 'silent'),
}: {
  env?: Record<string, string>;
  /** A logger of the test's own, for tests that read the log (createLogger with a destination). */
  logger?: Logger;
} = {}) {
  const database = await openTestDatabase();
  const env = loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    BETTER_AUTH_SECRET: TEST_AUTH_SECRET,
    CLIENT_DIST_DIR: '.tmp/test/no-client',
    DATA_DIR: path.join(testPaths().root, `app-${randomUUID()}`),
    ...settings,
  });
  const deps: AppDeps = {
    db: database.db,
    dbKind: database.kind,
    env,
    logger,
    // The shared seeded media folder, or the S3 server a test names with S3_* settings.
    media: await createConfiguredMediaStore(env.mediaStorage, testPaths().media),
    payments: createPayments(env, database.db),
    ...createAuthServices(env, logger, database.db),
  };
  const app = createApp(deps);
  return {
    app,
    deps,
    db: database.db,
    close: async () => {
      await deps.closeServices();
      await database.close();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** The same app and database as production would serve them, for what only production does (HSTS, no dev mail). */
export function asProduction(t: TestApp) {
  const env = loadEnv({
    NODE_ENV: 'production',
    BETTER_AUTH_SECRET: 'x'.repeat(32),
    SMTP_URL: 'smtp://127.0.0.1:25',
    CLIENT_DIST_DIR: '.tmp/test/no-client',
    ...STRIPE_TEST_ENV,
  });
  return createApp({ ...t.deps, env });
}
