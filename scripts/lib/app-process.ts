import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';

export type AppProcess = { url: string; child: ChildProcess; stop(): Promise<void> };

/** Starts the real server on a fresh data folder and waits until /api/health answers. */
export async function startApp(options: { port: number; dataDir: string; env?: Record<string, string> }) {
  fs.rmSync(options.dataDir, { recursive: true, force: true });
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/index.ts'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      DATA_DIR: options.dataDir,
      LOG_LEVEL: 'warn',
      ...options.env,
    },
  });
  const url = `http://127.0.0.1:${options.port}`;
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  process.once('exit', () => child.kill('SIGKILL'));
  return { url, child, stop } satisfies AppProcess;
}
