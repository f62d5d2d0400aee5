import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { get, startServerProcess, status, type ServerProcess } from '#server/testing/server-process.ts';

/** A download large enough to stay in flight while its reader holds back (socket buffers fill up). */
const SLOW_FILE_BYTES = 48 * 1024 * 1024;

// The server here runs on its own PGlite whichever project runs the suite: once is enough.
describe.skipIf(process.env.TEST_DB_KIND === 'postgres')('the real server on SIGTERM', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'founder-flow-shutdown-'));
  const dataDir = path.join(root, 'data');
  let server: ServerProcess;
  let base: string;

  beforeAll(async () => {
    // A catalogue of one advisor and nothing else (empty sessions, library and news folders), so the
    // first start (migrate and seed) is quick.
    const contentDir = path.join(root, 'content');
    for (const folder of ['sessions', 'library', 'news']) {
      fs.mkdirSync(path.join(contentDir, folder), { recursive: true });
    }
    const [advisor] = z.array(z.unknown()).parse(JSON.parse(fs.readFileSync('content/coaches.json', 'utf8')));
    fs.writeFileSync(path.join(contentDir, 'coaches.json'), JSON.stringify([advisor]));
    fs.writeFileSync(path.join(contentDir, 'paths.json'), '[]');
    // A public image (no signed URL needed) to hold a download open with.
    fs.mkdirSync(path.join(dataDir, 'media', 'images'), { recursive: true });
    fs.writeFileSync(path.join(dataDir, 'media', 'images', 'large.webp'), Buffer.alloc(SLOW_FILE_BYTES, 7));

    server = await startServerProcess({
      NODE_ENV: 'development',
      DATA_DIR: dataDir,
      CONTENT_DIR: contentDir,
      CLIENT_DIST_DIR: path.join(root, 'no-client'),
      SEED_DEMO_USERS: 'false',
    });
    base = server.base;
  }, 120_000);

  afterAll(() => {
    if (server.child.exitCode === null) server.child.kill('SIGKILL');
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('listens on loopback by default and made a secret of its own in the data folder', () => {
    expect(server.log()).toMatch(/"host":"127\.0\.0\.1"/);
    expect(fs.statSync(path.join(dataDir, 'secret')).mode & 0o777).toBe(0o600);
  });

  it('turns /readyz to 503, finishes the request in flight, closes idle connections and exits 0', async () => {
    // An idle keep-alive connection, and a download whose reader holds back.
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const live = await get(`${base}/livez`, agent);
    const idleSocket = live.socket;
    const idleClosed = new Promise<void>((resolve) => idleSocket.once('close', () => resolve()));
    live.resume();
    await new Promise((resolve) => live.once('end', resolve));
    const download = await get(`${base}/media/images/large.webp`);
    expect(download.statusCode).toBe(200);
    download.pause();

    server.child.kill('SIGTERM');
    const exit = server.exited();

    // Still answering, but no longer ready, and asking each client to close its connection.
    const draining = await vi.waitFor(
      async () => {
        const answer = await status(`${base}/readyz`);
        expect(answer.status).toBe(503);
        return answer;
      },
      { timeout: 5_000, interval: 50 },
    );
    expect(draining.connection).toBe('close');

    let received = 0;
    download.on('data', (chunk: Buffer) => (received += chunk.length));
    download.resume();
    await new Promise((resolve) => download.once('end', resolve));
    expect(received).toBe(SLOW_FILE_BYTES);
    expect(download.complete).toBe(true);

    await idleClosed;
    expect(await exit).toBe(0);
    expect(server.log()).toContain('"msg":"stopped"');
    // Nothing was left for the deadline to cut off.
    expect(server.log()).not.toContain('shutdown deadline');
    agent.destroy();
  }, 30_000);
});
