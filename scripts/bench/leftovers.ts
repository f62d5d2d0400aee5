import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * What a run owns is named after its pid (database founder_flow_bench_<pid>, folder
 * founder-flow-bench-<pid>), so that runs never touch each other's data and a run that was killed
 * outright (SIGKILL) is cleaned up by the next one.
 */
export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** A fresh temporary folder for this run, after removing those of runs that no longer exist. */
export function makeRunDir(): string {
  for (const entry of fs.readdirSync(os.tmpdir())) {
    const pid = /^founder-flow-bench-(\d+)$/.exec(entry)?.[1];
    if (pid && Number(pid) !== process.pid && !isRunning(Number(pid))) {
      fs.rmSync(path.join(os.tmpdir(), entry), { recursive: true, force: true });
    }
  }
  const dir = path.join(os.tmpdir(), `founder-flow-bench-${process.pid}`);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir);
  return dir;
}
