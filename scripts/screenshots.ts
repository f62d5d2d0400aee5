/**
 * `npx tsx scripts/screenshots.ts`: the screenshots in docs/screenshots/ (linked from the README),
 * taken from the real server on a fresh data folder, in Debian's Chromium, at a phone's 390×844 and a
 * desktop's 1440×900: the signed-in landing with its Today block, the premium sheet, the now-playing
 * view and the session list. The demo free user (seeded outside production) is the one signed in,
 * with one session begun so that Today has something to continue.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { freePort } from '#server/testing/free-port.ts';
import { clientBuildIsStale } from './build-stamp.mjs';
import { CHROMIUM_ARGS, findChromium } from './chromium.mjs';

const OUT = 'docs/screenshots';
const SIZES = {
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
  desktop: { viewport: { width: 1440, height: 900 }, deviceScaleFactor: 1 },
} as const;
const FREE_USER = { email: 'free@demo.founderflow.app', password: 'flow-free-2026' };
/** A free audio session that the demo user has begun (position only: nothing is credited). */
const BEGUN = 'a-walk-between-meetings';
const PLAYED = 'a-real-weekend';

async function signedInPage(browser: Browser, url: string, size: keyof typeof SIZES): Promise<Page> {
  const context = await browser.newContext({ ...SIZES[size], baseURL: url, reducedMotion: 'reduce' });
  const page = await context.newPage();
  const res = await page.request.post('/api/auth/sign-in/email', {
    data: FREE_USER,
    headers: { origin: url },
  });
  if (!res.ok()) throw new Error(`sign-in failed: ${res.status()}`);
  return page;
}

/** Where the demo user stopped: a play grant (the history row), then a position two and a half minutes in. */
async function beginSession(page: Page, url: string, slug: string) {
  const headers = { origin: url };
  const { id } = (await (await page.request.get(`/api/sessions/${slug}`)).json()) as { id: string };
  const grant = await page.request.post(`/api/sessions/${id}/play`, { headers });
  if (!grant.ok()) throw new Error(`play grant for ${slug}: ${grant.status()}`);
  const saved = await page.request.put(`/api/sessions/${id}/progress`, {
    data: { position: 154, listened: 1 },
    headers,
  });
  if (!saved.ok()) throw new Error(`progress for ${slug}: ${saved.status()}`);
}

async function shoot(page: Page, name: string, size: keyof typeof SIZES) {
  await page.evaluate(() => document.fonts.ready);
  const file = path.join(OUT, `${name}-${size}.png`);
  await page.screenshot({ path: file, animations: 'disabled' });
  console.log(`  ${file}`);
}

const ENV = { ...process.env, NODE_ENV: 'development', LOG_LEVEL: 'warn', DATABASE_URL: '' };

/**
 * The real server (development mode: the demo accounts are seeded) on a data folder seeded first by
 * the project's own seed command, waited for by a deadline: seeding takes minutes on a busy machine.
 */
async function startServer(dataDir: string): Promise<{ url: string; server: ChildProcess }> {
  const seed = spawn(process.execPath, ['--import', 'tsx', 'src/server/db/seed-cli.ts'], {
    stdio: 'inherit',
    env: { ...ENV, DATA_DIR: dataDir },
  });
  const [code] = (await once(seed, 'exit')) as [number | null];
  if (code !== 0) throw new Error(`seeding failed (${code})`);
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/index.ts'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...ENV, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', APP_URL: url },
  });
  const deadline = Date.now() + 300_000;
  while (
    !(await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (server.exitCode !== null || Date.now() > deadline) throw new Error('the server did not start');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { url, server };
}

if (clientBuildIsStale()) {
  const build = spawnSync('npm', ['run', '--silent', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ff-screenshots-'));
const app = await startServer(dataDir);
const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
try {
  fs.mkdirSync(OUT, { recursive: true });
  for (const size of Object.keys(SIZES) as (keyof typeof SIZES)[]) {
    const page = await signedInPage(browser, app.url, size);
    await beginSession(page, app.url, BEGUN);

    await page.goto('/');
    await page.getByRole('article', { name: /^Continue listening: / }).waitFor();
    await shoot(page, 'landing-signed-in', size);

    await page.goto('/sessions');
    await page.getByRole('list', { name: 'Sessions' }).getByRole('article').first().waitFor();
    await shoot(page, 'session-list', size);

    await page.goto('/sessions?premium=true');
    await page
      .getByRole('button', { name: /\(Premium\): / })
      .first()
      .click();
    await page.getByRole('dialog', { name: 'Premium content' }).waitFor();
    await shoot(page, 'premium-sheet', size);

    await page.goto(`/sessions/${PLAYED}`);
    await page.getByRole('button', { name: /^(Listen|Continue): / }).click();
    const player = page.getByRole('region', { name: 'Audio player' });
    await player.getByRole('button', { name: 'Expand player' }).click();
    await page.getByRole('dialog', { name: 'Now playing' }).waitFor();
    await player.getByRole('button', { name: 'Pause' }).click();
    await shoot(page, 'now-playing', size);
    await page.context().close();
  }
} finally {
  await browser.close();
  if (app.server.exitCode === null) {
    app.server.kill('SIGTERM');
    await once(app.server, 'exit');
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
}
