// `npm run lint` (part): squawk over the database migrations that .squawk.toml does not exempt.
// A wrapper because squawk fails when a pattern matches no file, which is the case until the first
// migration after the exempt ones exists.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';

const folder = 'src/server/db/migrations';
const exempt = /^000[0-8]_/; // keep in step with excluded_paths in .squawk.toml
const files = readdirSync(folder)
  .filter((name) => name.endsWith('.sql') && !exempt.test(name))
  .map((name) => `${folder}/${name}`);

if (files.length === 0) {
  console.log('squawk: no migrations to check yet.');
  process.exit(0);
}
// The project's own binary, so that running this file directly works as well as `npm run lint`.
const local = 'node_modules/.bin/squawk';
const result = spawnSync(existsSync(local) ? local : 'squawk', ['--config', '.squawk.toml', ...files], {
  stdio: 'inherit',
});
if (result.error) console.error(`squawk could not run: ${result.error.message}`);
process.exit(result.status ?? 1);
