import { defineConfig } from 'vitest/config';
import type { TestProjectInlineConfiguration } from 'vitest/config';

/**
 * Unit and API tests. The API suite runs on PGlite always and, when TEST_DATABASE_URL is set, a
 * second time on PostgreSQL (DESIGN §4.9). Browser end-to-end tests are Playwright's (tests/e2e).
 */
const projects: TestProjectInlineConfiguration[] = [
  {
    extends: true,
    test: {
      name: 'pglite',
      include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
      env: { TEST_DB_KIND: 'pglite' },
    },
  },
];
if (process.env.TEST_DATABASE_URL) {
  projects.push({
    extends: true,
    test: { name: 'postgres', include: ['src/server/**/*.test.ts'], env: { TEST_DB_KIND: 'postgres' } },
  });
}

export default defineConfig({
  test: {
    projects,
    globalSetup: ['src/server/testing/global-setup.ts'],
    setupFiles: ['src/testing/fail-on-console-error.ts', 'src/testing/dom-test-budgets.ts'],
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
