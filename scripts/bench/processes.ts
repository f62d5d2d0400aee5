import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { processCpuMs } from './cpu.ts';

/**
 * Child servers of the bench. Every child is tracked so that no exit path (normal end, error,
 * Ctrl-C, time budget) leaves one running, and each child also stops by itself when the bench
 * process disappears (its IPC channel closes: see exit-with-parent.ts).
 */
const running = new Set<ChildProcess>();
const exitWithParent = path.join(path.dirname(fileURLToPath(import.meta.url)), 'exit-with-parent.ts');

export type Server = {
  name: string;
  baseUrl: string;
  /** CPU time the server process has used so far (all threads), in ms; null where unknown. */
  cpuMs(): number | null;
  /** The server's PostgreSQL database, where the bench prepares data (catalogues, listeners). */
  databaseUrl?: string;
  /** The child's process id: a CPU profile's file name carries it (profile.ts). */
  pid?: number;
};

type StartOptions = {
  name: string;
  /** A TypeScript entry point, run with `node --import tsx`. */
  entry: string;
  env: Record<string, string>;
  port: number;
  /** Milliseconds to wait for GET /api/health (first start migrates and seeds). */
  readyTimeoutMs: number;
};

const TAIL_BYTES = 8_000;

export async function startServer({ name, entry, env, port, readyTimeoutMs }: StartOptions): Promise<Server> {
  // BENCH_CPU_PROFILE_DIR=dir: each server writes a V8 CPU profile there when it stops (open it in
  // Chrome's DevTools), to see where a scenario's server time goes.
  const profileDir = process.env.BENCH_CPU_PROFILE_DIR;
  const profiling = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
  const child = spawn(
    process.execPath,
    [...profiling, '--import', 'tsx', '--import', exitWithParent, entry],
    {
      env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
      // Its own process group: Ctrl-C reaches the bench only, which then stops the child in order.
      detached: true,
    },
  );
  running.add(child);
  let output = '';
  const keepTail = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-TAIL_BYTES);
  };
  child.stdout!.on('data', keepTail);
  child.stderr!.on('data', keepTail);
  const exited = new Promise<string>((resolve) =>
    child.on('exit', (code, signal) => {
      running.delete(child);
      resolve(signal ? `signal ${signal}` : `code ${code}`);
    }),
  );

  const baseUrl = `http://127.0.0.1:${port}`;
  const ready = await Promise.race([
    waitForHealth(baseUrl, readyTimeoutMs),
    exited.then((how) => new Error(`${name} exited (${how}) before answering /api/health`)),
  ]);
  if (ready instanceof Error) {
    await stopChild(child);
    throw new Error(`${ready.message}\n--- last output of ${name} ---\n${output.trim()}`);
  }
  return {
    name,
    baseUrl,
    pid: child.pid,
    cpuMs: () => (child.pid === undefined ? null : processCpuMs(child.pid)),
  };
}

async function waitForHealth(baseUrl: string, timeoutMs: number): Promise<true | Error> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return true;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return new Error(`no healthy answer from ${baseUrl}/api/health within ${timeoutMs / 1000} s`);
}

/** Last resort for synchronous exit paths: nothing may outlive the bench. */
export function killAllNow(): void {
  for (const child of running) child.kill('SIGKILL');
}

/** SIGTERM, then SIGKILL after 15 s (the app finishes in-flight requests and forces itself after 10 s). */
function stopChild(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

export async function stopAll(): Promise<void> {
  await Promise.all([...running].map(stopChild));
}
