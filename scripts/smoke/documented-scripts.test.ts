import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeDataDir, runNpmScript, type ScriptRun } from './run-script.ts';

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

/** The output on failure, so a broken script says why in the test report. */
function expectSuccess(run: ScriptRun) {
  expect({ code: run.code, signal: run.signal, output: run.code === 0 ? '(ok)' : run.output }).toEqual({
    code: 0,
    signal: null,
    output: '(ok)',
  });
}

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

const postgresUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
let postgresReachable = false;
beforeAll(async () => {
  const client = new pg.Client({ connectionString: postgresUrl, connectionTimeoutMillis: 3_000 });
  postgresReachable = await client.connect().then(
    () => true,
    () => false,
  );
  await client.end().catch(() => {});
});

describe('bench (smoke)', () => {
  // The bench measures the app against a raw server on PostgreSQL and cannot run without it.
  it(
    'runs the featured and progress scenarios briefly and prints their figures',
    { timeout: 6 * MINUTE },
    async (ctx) => {
      if (!postgresReachable) ctx.skip(`no PostgreSQL at ${postgresUrl} (set BENCH_POSTGRES_URL)`);
      const output = path.join(dataDir('bench'), 'latest.json');
      const run = await runNpmScript(
        'bench',
        ['--only=featured,progress', '--duration=1', '--warmup=0', '--connections=5', `--output=${output}`],
        { BENCH_POSTGRES_URL: postgresUrl },
        6 * MINUTE,
      );
      expectSuccess(run);
      expect(run.output).toMatch(/app-postgres \/ raw-postgres: \d+\.\d % of the ceiling's req\/s/);
      const report = JSON.parse(fs.readFileSync(output, 'utf8')) as {
        scenarios: { name: string; results: { server: string; requests: number }[] }[];
      };
      expect(report.scenarios.map((s) => s.name)).toEqual(['featured', 'progress']);
      for (const scenario of report.scenarios)
        for (const result of scenario.results)
          expect(result.requests, `${scenario.name} on ${result.server}`).toBeGreaterThan(0);
    },
  );
});
