import { defineConfig } from 'vitest/config';
import type { TestProjectInlineConfiguration } from 'vitest/config';

/**
 * Unit and API tests. The API suite runs on PGlite always and, when TEST_DATABASE_URL is set, a
 * second time on PostgreSQL (DESIGN §4.9). Browser end-to-end tests are Playwright's (tests/e2e).
 */
const projects: TestProjectInlineConfiguration[] = [
  {
    extends: true,
    test: { name: 'pglite', include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'], env: { TEST_DB_KIND: 'pglite' } },
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
    setupFiles: ['src/testing/fail-on-console-error.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
