// `npm test`: everything, in order of speed: lint, typecheck, unit + API (PGlite, and PostgreSQL when
// TEST_DATABASE_URL is set), then the browser tests in Chromium. Stops at the first failing step.
import { spawnSync } from 'node:child_process';
import { findChromium } from './chromium.mjs';

findChromium();
const steps = [
  ['lint', ['npm', 'run', '--silent', 'lint']],
  ['typecheck', ['npm', 'run', '--silent', 'typecheck']],
  ['unit and API tests', ['npx', 'vitest', 'run']],
  ['end-to-end tests (Chromium)', ['node', 'scripts/e2e.mjs']],
];
for (const [name, [command, ...args]] of steps) {
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`\n✖ ${name} failed`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}
