import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './scripts/chromium.mjs';

/**
 * End-to-end in Debian's Chromium against the real server. Each worker starts its own server on its
 * own ports and a fresh copy of a seeded data folder (tests/e2e/fixtures.ts), so workers never
 * share state; within a worker, tests run one after another.
 *
 * One worker by default (E2E_WORKERS sets more). On this 2-core machine two browsers and two servers
 * side by side slowed every test far more than twice: the admin console's eight tests took 615 s
 * with two workers and 123 s alone, and the suite 19 min with two workers against 14.4 min with one
 * (2026-11-25; the second run also had the lighter axe check of tests/e2e/axe.ts, which halves the
 * axe-heavy tests but not the rest).
 *
 * Budgets are for a busy 2-core machine: a test gets 120 s and each web-first assertion or action
 * 30 s, which only a stuck condition uses up (assertions return as soon as the condition holds).
 * Under a load of 20 on 2 cores, sign-up → mail → reset → sign-in and subscribe → portal ran past
 * 60 s while still making progress, and the profile page took over 15 s to load its data.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 1),
  reporter: process.env.E2E_JSON_REPORT
    ? [['list'], ['json', { outputFile: process.env.E2E_JSON_REPORT }]]
    : [['list']],
  timeout: 120_000,
  expect: { timeout: 30_000 },
  use: {
    launchOptions: { executablePath: findChromium(), args: CHROMIUM_ARGS },
    actionTimeout: 30_000,
    navigationTimeout: 30_000,
    // Recording a trace costs about a sixth of the run's time on two cores, and CI keeps only the
    // log: record one when debugging locally with E2E_TRACE=retain-on-failure.
    trace: process.env.E2E_TRACE === 'retain-on-failure' ? 'retain-on-failure' : 'off',
    // The service worker would answer requests before page.route sees them, and a precache filling
    // in the background is work no other spec needs; tests/e2e/offline.spec.ts allows it.
    serviceWorkers: 'block',
  },
  // Desktop by default; phone-sized specs set their own viewport with `test.use(PHONE)`.
  // `returning` is a second visit: the service worker installed by the first one controls the tabs.
  projects: [
    {
      name: 'chromium',
      testIgnore: /returning.*\.spec\.ts$/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } },
    },
    {
      name: 'returning',
      testMatch: /returning.*\.spec\.ts$/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 }, serviceWorkers: 'allow' },
    },
  ],
});
