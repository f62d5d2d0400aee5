// `npm test`: everything. Lint beside typecheck and then beside the unit + API tests (PGlite, and
// PostgreSQL when TEST_DATABASE_URL is set), then the browser tests in Chromium. Every
// step runs even when an earlier one failed, so one run reports everything; the exit status is
// non-zero when anything failed. The last line is the one CI reads: `N passed, N failed[, N skipped]`,
// the sum of Vitest's and Playwright's counts (a failed lint or typecheck, or a step that crashed
// before reporting its tests, counts as one failure).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { findChromium } from './chromium.mjs';

findChromium();
const REPORTS = '.tmp/test-reports';
fs.rmSync(REPORTS, { recursive: true, force: true });
fs.mkdirSync(REPORTS, { recursive: true });
const vitestReport = `${REPORTS}/vitest.json`;
const playwrightReport = `${REPORTS}/playwright.json`;

const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

/**
 * Runs one step. `buffered` keeps its output until it ends, so two steps side by side do not
 * interleave their lines.
 */
function step(name, command, args, { buffered = false, env = process.env } = {}) {
  const started = Date.now();
  if (!buffered) console.log(`\n▶ ${name}`);
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit', env });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    const finish = (status) => {
      if (buffered) console.log(`\n▶ ${name}\n${output.trimEnd()}`);
      console.log(
        status === 0 ? `✔ ${name} (${seconds(started)})` : `✖ ${name} failed (${seconds(started)})`,
      );
      resolve({ name, ok: status === 0 });
    };
    child.on('error', () => finish(1));
    child.on('exit', (code) => finish(code ?? 1));
  });
}

/** Vitest's JSON report: tests by state; a file that failed to load counts as one failure. */
function vitestCounts() {
  if (!fs.existsSync(vitestReport)) return null;
  const report = JSON.parse(fs.readFileSync(vitestReport, 'utf8'));
  const brokenFiles = report.testResults.filter(
    (file) => file.status === 'failed' && file.assertionResults.every((t) => t.status !== 'failed'),
  ).length;
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests + brokenFiles,
    skipped: report.numPendingTests + report.numTodoTests,
  };
}

/** Playwright's JSON report: expected results passed, unexpected ones failed. */
function playwrightCounts() {
  if (!fs.existsSync(playwrightReport)) return null;
  const { stats, errors = [] } = JSON.parse(fs.readFileSync(playwrightReport, 'utf8'));
  return {
    passed: stats.expected + stats.flaky,
    failed: stats.unexpected + (stats.unexpected === 0 && errors.length ? 1 : 0),
    skipped: stats.skipped,
  };
}

const started = Date.now();
// Lint (one core, the longest check) runs on beside typecheck and then beside Vitest: once typecheck
// was done, its core used to sit idle for the rest of lint.
const lint = step('lint', 'npm', ['run', '--silent', 'lint'], { buffered: true });
const typecheck = await step('typecheck', 'npm', ['run', '--silent', 'typecheck'], { buffered: true });
const vitest = await step('unit and API tests', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestReport}`,
]);
const checks = [await lint, typecheck];
const e2e = await step('end-to-end tests (Chromium)', 'node', ['scripts/e2e.mjs'], {
  env: { ...process.env, E2E_JSON_REPORT: playwrightReport },
});

const total = { passed: 0, failed: 0, skipped: 0 };
for (const check of checks) if (!check.ok) total.failed += 1;
for (const [result, counts] of [
  [vitest, vitestCounts()],
  [e2e, playwrightCounts()],
]) {
  if (!counts) {
    if (!result.ok) total.failed += 1;
    continue;
  }
  total.passed += counts.passed;
  total.failed += counts.failed;
  total.skipped += counts.skipped;
  // A step that failed with every test passing (a crash after the tests, a failing global set-up).
  if (!result.ok && counts.failed === 0) total.failed += 1;
}
const failedSteps = [...checks, vitest, e2e].filter((s) => !s.ok).map((s) => s.name);
console.log(
  `\n${failedSteps.length ? `✖ failed: ${failedSteps.join(', ')}` : '✔ all steps passed'} in ${seconds(started)}`,
);
console.log(
  `${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`,
);
process.exit(failedSteps.length ? 1 : 0);
