import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';
import { acquireDirectoryLock, DatabaseLockedError } from './pglite-lock.ts';

const dirs: string[] = [];
const tempDataDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ff-lock-'));
  dirs.push(dir);
  return path.join(dir, 'db');
};
afterEach(() => dirs.splice(0).forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

describe('PGlite folder lock', () => {
  it('refuses a folder held by another live process, naming it', () => {
    const dataDir = tempDataDir();
    // The parent of this test process is alive for the whole test: it stands in for a running server.
    fs.writeFileSync(`${dataDir}.lock`, String(process.ppid));
    expect(() => acquireDirectoryLock(dataDir)).toThrow(DatabaseLockedError);
    expect(() => acquireDirectoryLock(dataDir)).toThrow(`in use by another process (pid ${process.ppid})`);
  });

  it('takes over a lock left by a process that no longer exists, and releases it', () => {
    const dataDir = tempDataDir();
    fs.writeFileSync(`${dataDir}.lock`, '2147483646');
    const release = acquireDirectoryLock(dataDir);
    expect(fs.readFileSync(`${dataDir}.lock`, 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(`${dataDir}.lock`)).toBe(false);
  });

  it('holds the lock while the database is open', async () => {
    const dataDir = tempDataDir();
    const handle = await openDatabase({ kind: 'pglite', dataDir });
    try {
      expect(fs.readFileSync(`${dataDir}.lock`, 'utf8')).toBe(String(process.pid));
    } finally {
      await handle.close();
    }
    expect(fs.existsSync(`${dataDir}.lock`)).toBe(false);
  });
});
