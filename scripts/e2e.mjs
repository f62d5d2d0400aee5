// `npm run test:e2e`: builds the client if needed, then Playwright in Debian's Chromium.
import { spawnSync } from 'node:child_process';
import { clientBuildIsStale } from './build-stamp.mjs';
import { findChromium } from './chromium.mjs';

findChromium();
if (clientBuildIsStale()) {
  const build = spawnSync('npm', ['run', '--silent', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const run = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(run.status ?? 1);
