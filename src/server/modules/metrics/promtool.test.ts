import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';

// Prometheus's own checker is the reader that matters; CI installs Debian's `prometheus` for it.
const promtool = spawnSync('promtool', ['--version']).status === 0;
const RULES = path.resolve('docs/prometheus');

let t: TestApp;
beforeAll(async () => {
  if (promtool) t = await createTestApp();
});
afterAll(() => t?.close());

/** Runs promtool, returning its exit status and everything it printed. */
function check(args: string[], input?: string) {
  const run = spawnSync('promtool', args, { input, encoding: 'utf8', cwd: RULES });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

// Skipped only where promtool is not installed (a developer's machine); `.ci/run` installs it.
describe.skipIf(!promtool)('Prometheus tooling', () => {
  it('passes `promtool check metrics` on a scrape after real traffic', async () => {
    expect((await t.app.request('/api/sessions?limit=2')).status).toBe(200);
    expect((await t.app.request('/api/sessions/no-such-session')).status).toBe(404);
    const res = await t.app.request('/metrics', {}, { incoming: { socket: { remoteAddress: '127.0.0.1' } } });
    const text = await res.text();
    expect(text).toContain('app_ready 1');
    expect(text).toContain('http_request_duration_seconds_bucket');
    expect(check(['check', 'metrics'], text)).toEqual({ status: 0, output: '' });
  });

  it('accepts the alert rules and their unit tests', () => {
    const rules = check(['check', 'rules', 'alerts.yml']);
    expect(rules.output).toContain('SUCCESS: 5 rules found');
    expect(rules.status).toBe(0);
    const tests = check(['test', 'rules', 'alerts.test.yml']);
    expect(tests.output).toContain('SUCCESS');
    expect(tests.status).toBe(0);
  });
});
