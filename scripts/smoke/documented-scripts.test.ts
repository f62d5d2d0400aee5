import fs from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { expectSuccess, makeDataDir, runNpmScript } from './run-script.ts';

/**
 * Every script the README documents, run as a user runs it (`npm run …` in a child process, a fresh
 * DATA_DIR, short durations): it must exit 0 and print its figures. These are smoke runs: the
 * figures are checked for being there, never for their values (the machine's load moves them).
 */

const MINUTE = 60_000;
const dataDirs: string[] = [];
function dataDir(label: string) {
  const dir = makeDataDir(label);
  dataDirs.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
});

/** Runs on PGlite: an empty DATABASE_URL overrides one from the caller's shell. */
const pglite = (dir: string) => ({ DATA_DIR: dir, DATABASE_URL: '', LOG_LEVEL: 'info' });

describe('documented scripts (smoke)', () => {
  it('db:migrate applies the migrations to a new database', { timeout: 3 * MINUTE }, async () => {
    const run = await runNpmScript('db:migrate', [], pglite(dataDir('migrate')), 3 * MINUTE);
    expectSuccess(run);
    expect(run.output).toContain('Migrations applied (pglite).');
  });

  it('db:seed loads the catalogue and the demo accounts', { timeout: 3 * MINUTE }, async () => {
    const run = await runNpmScript('db:seed', [], pglite(dataDir('seed')), 3 * MINUTE);
    expectSuccess(run);
    expect(run.output).toMatch(/"coaches":\d+,"sessions":\d+,"paths":\d+,"msg":"catalogue seeded"/);
    expect(run.output).toContain('demo accounts ready');
  });

  it(
    'audit:landing starts the production server and prints Lighthouse scores and the JavaScript size',
    { timeout: 8 * MINUTE },
    async () => {
      const dir = dataDir('audit');
      const run = await runNpmScript('audit:landing', ['--runs=1'], { AUDIT_DATA_DIR: dir }, 8 * MINUTE);
      expectSuccess(run);
      for (const category of ['performance', 'accessibility', 'best-practices', 'seo'])
        expect(run.output).toMatch(new RegExp(`${category}\\s+\\d+\\s+target`));
      expect(run.output).toMatch(/total \d+\.\d KB, budget ≤ 100 KB/);
    },
  );
});
