import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectSuccess, makeDataDir, runNpmScript } from './run-script.ts';

/**
 * `npm run bench`, run as documented (see documented-scripts.test.ts), in a file of its own so that
 * the two slow smoke files run side by side instead of one after the other.
 */

const MINUTE = 60_000;
const runDir = makeDataDir('bench');
afterAll(() => fs.rmSync(runDir, { recursive: true, force: true }));

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
    'runs the progress scenario briefly (app and ceiling) and prints their figures',
    { timeout: 6 * MINUTE },
    async (ctx) => {
      if (!postgresReachable) ctx.skip(`no PostgreSQL at ${postgresUrl} (set BENCH_POSTGRES_URL)`);
      const output = path.join(runDir, 'latest.json');
      const run = await runNpmScript(
        'bench',
        ['--only=progress', '--duration=1', '--warmup=0', '--connections=5', `--output=${output}`],
        { BENCH_POSTGRES_URL: postgresUrl },
        6 * MINUTE,
      );
      expectSuccess(run);
      expect(run.output).toMatch(/app-postgres \/ raw-postgres: \d+\.\d % of the ceiling's req\/s/);
      const report = JSON.parse(fs.readFileSync(output, 'utf8')) as {
        scenarios: { name: string; results: { server: string; requests: number }[] }[];
      };
      expect(report.scenarios.map((s) => s.name)).toEqual(['progress']);
      for (const scenario of report.scenarios)
        for (const result of scenario.results)
          expect(result.requests, `${scenario.name} on ${result.server}`).toBeGreaterThan(0);
    },
  );
});
