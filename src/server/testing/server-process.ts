import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import { expect, vi } from 'vitest';
import { freePort } from '#server/testing/free-port.ts';
import { defined } from '#shared/testing/defined.ts';

/** Settings of the caller's environment that would pick other services or defaults; tests set their own. */
const INHERITED_SETTINGS_DROPPED = [
  'HOST',
  'PORT',
  'APP_URL',
  'DATABASE_URL',
  'REDIS_URL',
  'SMTP_URL',
  'BETTER_AUTH_SECRET',
  'TRUST_PROXY',
];

export type ServerProcess = {
  child: ChildProcess;
  /** http://127.0.0.1:port */
  base: string;
  /** Everything it printed so far (pino lines). */
  log: () => string;
  /** Resolves to the exit code once it has exited. */
  exited: () => Promise<number | null>;
};

/** One GET on a connection of its own (or the given agent's); the body is left to the caller. */
export function get(url: string, agent: http.Agent | false = false): Promise<http.IncomingMessage> {
  return new Promise((resolve, reject) => http.get(url, { agent }, resolve).on('error', reject));
}

export async function status(url: string): Promise<{ status: number; connection?: string }> {
  const res = await get(url);
  res.resume();
  return { status: defined(res.statusCode, `the status of ${url}`), connection: res.headers.connection };
}

/**
 * The real server (`src/server/index.ts`) as a child process on a free loopback port, with the given
 * settings on top of the caller's environment; resolves once /readyz answers 200. A first start on
 * an empty PGlite (create, migrate, seed) takes several seconds on a busy machine.
 */
export async function startServerProcess(settings: Record<string, string>): Promise<ServerProcess> {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of INHERITED_SETTINGS_DROPPED) delete env[name];
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/index.ts'], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...env, LOG_LEVEL: 'info', ...settings, PORT: String(port) },
  });
  let log = '';
  child.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const exited = () =>
    new Promise<number | null>((resolve) => {
      if (child.exitCode !== null) resolve(child.exitCode);
      else child.once('exit', (code) => resolve(code));
    });
  await vi.waitFor(
    async () => {
      if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}):\n${log}`);
      expect((await status(`${base}/readyz`)).status).toBe(200);
    },
    { timeout: 110_000, interval: 200 },
  );
  return { child, base, log: () => log, exited };
}
