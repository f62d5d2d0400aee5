import { spawn } from 'node:child_process';

/** Runs a command to completion and returns its standard output; rejects with the tail of stderr. */
export function run(command: string, args: readonly string[], input?: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['pipe', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve(Buffer.concat(out));
      else
        reject(new Error(`${command} exited with ${code}: ${Buffer.concat(err).toString().trim().slice(-800)}`));
    });
    // A child that exits without reading its input closes the pipe; its exit code tells what happened.
    child.stdin.on('error', () => undefined);
    child.stdin.end(input ?? '');
  });
}

/** Like run(), but returns stderr too: ffmpeg prints its measurements there. */
export function runWithStderr(command: string, args: readonly string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    const err: Buffer[] = [];
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      const text = Buffer.concat(err).toString();
      if (code === 0) resolve(text);
      else reject(new Error(`${command} exited with ${code}: ${text.trim().slice(-800)}`));
    });
  });
}

export const ffmpeg = (args: readonly string[]) =>
  run('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-nostdin', '-y', ...args]);
