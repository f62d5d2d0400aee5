// `npm run test:e2e`: builds the client if needed while the seeded data folder the servers copy is
// prepared (the two do not depend on each other), then Playwright in Debian's Chromium.
import { spawn } from 'node:child_process';
import { seedTemplate } from '../tests/e2e/seed-template.mjs';
import { clientBuildIsStale } from './build-stamp.mjs';
import { findChromium } from './chromium.mjs';

findChromium();

/** Runs a command with the terminal; resolves to its exit status. */
const run = (command, args, env = process.env) =>
  new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', env });
    child.on('error', () => resolve(1));
    child.on('exit', (code) => resolve(code ?? 1));
  });

const [build, template] = await Promise.all([
  clientBuildIsStale() ? run('npm', ['run', '--silent', 'build']) : 0,
  seedTemplate().then(
    (dir) => dir,
    (error) => {
      console.error(error.message);
      return null;
    },
  ),
]);
if (build !== 0) process.exit(build);
if (!template) process.exit(1);
process.exit(
  await run('npx', ['playwright', 'test', ...process.argv.slice(2)], {
    ...process.env,
    E2E_TEMPLATE_DIR: template,
  }),
);
