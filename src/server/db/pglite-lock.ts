import fs from 'node:fs';
import path from 'node:path';
import { fieldOf } from '#server/lib/records.ts';

/**
 * PGlite has no lock of its own: two processes opening the same folder silently lose writes.
 * The owner writes its pid into `<dir>.lock`; a second process fails with a clear message, and a
 * lock left by a process that no longer exists is taken over.
 */
export class DatabaseLockedError extends Error {
  constructor(lockFile: string, pid: number) {
    super(
      `The embedded database at ${path.dirname(lockFile)} is in use by another process (pid ${pid}). ` +
        'Stop the server first: migrations and the seed also run at its start. ' +
        `If no Founder Flow process is running, delete ${lockFile}.`,
    );
    this.name = 'DatabaseLockedError';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return fieldOf(error, 'code') === 'EPERM';
  }
}

export function acquireDirectoryLock(dataDir: string): () => void {
  fs.mkdirSync(path.dirname(dataDir), { recursive: true });
  const lockFile = `${dataDir}.lock`;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      return () => fs.rmSync(lockFile, { force: true });
    } catch (error) {
      if (fieldOf(error, 'code') !== 'EEXIST') throw error;
      const pid = Number(fs.readFileSync(lockFile, 'utf8').trim());
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid)) {
        throw new DatabaseLockedError(lockFile, pid);
      }
      fs.rmSync(lockFile, { force: true });
    }
  }
  throw new Error(`Could not take the database lock ${lockFile}.`);
}
