// One data folder migrated and seeded (catalogue, media, demo accounts) before the browser tests, so
// each worker's server starts from a copy of it instead of seeding its own (the slow part of a start).
import { spawn } from 'node:child_process';
import fs from 'node:fs';

/** Where this run's template lives; E2E_PORT keeps side-by-side runs apart. */
export const templateDir = () => `.tmp/e2e-template-${process.env.E2E_PORT ?? 4310}`;

/** Seeds a fresh template with the project's own seed command; resolves to the folder. */
export function seedTemplate(dir = templateDir()) {
  fs.rmSync(dir, { recursive: true, force: true });
  const seed = spawn(process.execPath, ['--import', 'tsx', 'src/server/db/seed-cli.ts'], {
    stdio: 'inherit',
    env: { ...process.env, DATA_DIR: dir, NODE_ENV: 'development', LOG_LEVEL: 'warn', DATABASE_URL: '' },
  });
  return new Promise((resolve, reject) => {
    seed.on('error', reject);
    seed.on('exit', (code) =>
      code === 0 ? resolve(dir) : reject(new Error(`seeding ${dir} failed (${code})`)),
    );
  });
}
