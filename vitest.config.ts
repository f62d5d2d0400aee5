import { configDefaults, defineConfig } from 'vitest/config';
import type { TestProjectInlineConfiguration } from 'vitest/config';

/**
 * Unit and API tests. The API suite runs on PGlite always and, when TEST_DATABASE_URL is set, a
 * second time on PostgreSQL (the same suite on both databases). Browser end-to-end tests are Playwright's (tests/e2e).
 */
// Server and script tests share one module graph per worker (`isolate: false`): each file still
// builds its own app and database, and importing the server once instead of once per file saved
// about a third of the run on two cores. Client tests keep a fresh module graph per file, since the
// client holds module-level state (the query cache, the toaster, the progress queue).
const SERVER_TESTS = ['src/server/**/*.test.ts'];
// Server tests that never open a database: run once (on the PGlite project), not again on PostgreSQL.
const DATABASE_FREE_TESTS = [
  'src/server/modules/journal/owl/**',
  'src/server/modules/journal/prompts/**',
  'src/server/modules/progress/streak.property.test.ts',
  'src/server/modules/media/range.test.ts',
  'src/server/http/security-headers.test.ts',
  'src/server/http/static-files.test.ts',
  'src/server/http/client-ip.test.ts',
  'src/server/auth/redis-first-connection.test.ts',
  'src/server/content/**',
  'src/server/env.test.ts',
  'src/server/env.media-storage.test.ts',
  'src/server/integrations/media-store/s3-media-store.test.ts',
  'src/server/logger.test.ts',
  'src/server/module-boundaries.test.ts',
  'src/server/modules/pitch/export/**',
  'src/server/modules/library/templates/**',
];
// The smoke runs of documented scripts (migrate, seed, Lighthouse through audit:landing, and the
// bench: about 130 s of a worker) run with `npm run test:smoke`, or in `npm test` when RUN_SMOKE=1;
// they kept CI near its 20-minute budget.
const SMOKE_TESTS = ['scripts/smoke/**'];
const runSmoke = process.env.RUN_SMOKE === '1';
const projects: TestProjectInlineConfiguration[] = [
  {
    extends: true,
    test: {
      name: 'client',
      include: ['src/client/**/*.test.{ts,tsx}', 'src/shared/**/*.test.ts'],
    },
  },
  {
    extends: true,
    test: {
      name: 'pglite',
      include: [...SERVER_TESTS, 'scripts/**/*.test.ts'],
      exclude: [...configDefaults.exclude, ...(runSmoke ? [] : SMOKE_TESTS)],
      env: { TEST_DB_KIND: 'pglite' },
      isolate: false,
    },
  },
];
if (process.env.TEST_DATABASE_URL) {
  projects.push({
    extends: true,
    test: {
      name: 'postgres',
      include: SERVER_TESTS,
      exclude: [...configDefaults.exclude, ...DATABASE_FREE_TESTS],
      env: { TEST_DB_KIND: 'postgres' },
      isolate: false,
    },
  });
}

export default defineConfig({
  test: {
    projects,
    globalSetup: ['src/server/testing/global-setup.ts'],
    setupFiles: [
      'src/testing/restore-between-files.ts',
      'src/testing/fail-on-console-error.ts',
      'src/testing/dom-test-budgets.ts',
    ],
    // Budgets for a busy 2-core machine: a test that signs up ten users hashes twenty passwords with
    // the production scrypt settings. They only catch a hang; no test asserts on time.
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // Vitest's default is one worker fewer than the cores, i.e. one file at a time on this machine;
    // the API tests spend much of their time waiting on PostgreSQL and loopback SMTP, so two workers
    // use both cores. VITEST_MAX_WORKERS overrides it.
    maxWorkers: Number(process.env.VITEST_MAX_WORKERS ?? 2),
  },
});
