import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'vitest';

export type ScriptRun = { code: number | null; signal: NodeJS.Signals | null; output: string };

/** A fresh DATA_DIR of its own for one script, removed by the caller. */
export function makeDataDir(label: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), `ff-smoke-${label}-`));
}

/**
 * Runs `npm run <script> -- <args>` as a user would, in its own process group, and collects stdout
 * and stderr together. A run that outlives `timeoutMs` is killed with its children and reported as
 * such, so a hanging script fails the smoke instead of the whole test run.
 */
export function runNpmScript(
  script: string,
  args: string[],
  env: Record<string, string>,
  timeoutMs: number,
): Promise<ScriptRun> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', script, ...(args.length ? ['--', ...args] : [])], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const killGroup = (signal: NodeJS.Signals) => {
      try {
        process.kill(-child.pid!, signal);
      } catch {
        // already gone
      }
    };
    const timer = setTimeout(() => {
      output += `\n[smoke] ${script} still running after ${timeoutMs / 1000} s: stopped\n`;
      killGroup('SIGTERM');
      setTimeout(() => killGroup('SIGKILL'), 10_000).unref();
    }, timeoutMs);
    child.on('error', reject);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      resolve({ code, signal, output });
    });
  });
}

/** The output on failure, so a broken script says why in the test report. */
export function expectSuccess(run: ScriptRun) {
  expect({ code: run.code, signal: run.signal, output: run.code === 0 ? '(ok)' : run.output }).toEqual({
    code: 0,
    signal: null,
    output: '(ok)',
  });
}
