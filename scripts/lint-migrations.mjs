// `npm run lint` (part): squawk over the database migrations that .squawk.toml does not exempt.
// A wrapper because squawk fails when a pattern matches no file, which is the case until the first
// migration after the exempt ones exists.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';

const folder = 'src/server/db/migrations';
const exempt = /^000[0-8]_/; // keep in step with excluded_paths in .squawk.toml
const files = readdirSync(folder)
  .filter((name) => name.endsWith('.sql') && !exempt.test(name))
  .map((name) => `${folder}/${name}`);

if (files.length === 0) {
  console.log('squawk: no migrations to check yet.');
  process.exit(0);
}
const result = spawnSync('squawk', ['--config', '.squawk.toml', ...files], { stdio: 'inherit' });
process.exit(result.status ?? 1);
