import { chromium, type Browser, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from '../chromium.mjs';
import { freeSessions, signInListeners, type FreeSession } from './listeners.ts';
import type { Server } from './processes.ts';

/**
 * Listen on a session page opened cold (a fresh browser context each time: no HTTP cache, no service
 * worker, no compiled scripts), time from the tap to the media element's `playing` event. Three
 * cases: on DevTools' Fast 3G profile, tapping as soon as the button can be tapped (`eager`: whatever
 * the tap needs must already be on the device) and once the page has settled (`settled`: no request
 * for 500 ms); and on localhost without throttling (`local`, tapped once settled).
 */
export const PLAY_COLD = { name: 'play-latency', samples: 15, budgetMs: 15 * 60_000 } as const;

type Case = { name: 'eager' | 'settled' | 'local'; title: string; targetMs: number; fast3g: boolean };
const CASES: Case[] = [
  { name: 'eager', title: 'Fast 3G, tap as soon as Listen is enabled', targetMs: 1000, fast3g: true },
  { name: 'settled', title: 'Fast 3G, tap once the page has settled', targetMs: 800, fast3g: true },
  { name: 'local', title: 'localhost, tap once the page has settled', targetMs: 150, fast3g: false },
];

/** DevTools' Fast 3G preset as Chrome defines it (bytes per second; 180 KB/s down). */
const FAST_3G = {
  offline: false,
  latency: 562.5,
  downloadThroughput: 180 * 1024,
  uploadThroughput: 84.375 * 1024,
};

export type PlayColdCase = {
  name: Case['name'];
  title: string;
  samplesMs: number[];
  minMs: number;
  medianMs: number;
  maxMs: number;
  targetMs: number;
  pass: boolean;
};

const LISTEN = /^(Listen|Continue|Listen Again): /;

type Marks = { click?: number; playing?: number };

/** Installed before any of the page's scripts: both instants are read in the page, no round trip counts. */
function recordMarks() {
  const marks: Marks = {};
  Object.assign(window, { __playMarks: marks });
  document.addEventListener('click', () => (marks.click ??= performance.now()), { capture: true });
  // Media events do not bubble, but a capturing listener on the document sees them.
  document.addEventListener('playing', () => (marks.playing ??= performance.now()), { capture: true });
}

async function tapToPlaying(page: Page, url: string, settled: boolean): Promise<number> {
  await page.goto(url, { waitUntil: settled ? 'load' : 'commit' });
  if (settled) await page.waitForLoadState('networkidle');
  // Playwright's click waits until the button is attached, visible, stable and enabled, then taps.
  await page.getByRole('button', { name: LISTEN }).click({ timeout: 60_000 });
  const handle = await page.waitForFunction(
    () => {
      const marks = (window as unknown as { __playMarks: Marks }).__playMarks;
      return marks.playing !== undefined && marks.click !== undefined && marks.playing - marks.click;
    },
    undefined,
    { timeout: 30_000 },
  );
  return Number(await handle.jsonValue());
}

async function oneTap(
  browser: Browser,
  server: Server,
  cookie: string,
  session: FreeSession,
  which: Case,
): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    await context.addCookies(
      cookie.split('; ').map((pair) => {
        const eq = pair.indexOf('=');
        return { name: pair.slice(0, eq), value: pair.slice(eq + 1), url: server.baseUrl };
      }),
    );
    await context.addInitScript(recordMarks);
    const page = await context.newPage();
    if (which.fast3g) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', FAST_3G);
    }
    return await tapToPlaying(page, `${server.baseUrl}/sessions/${session.id}`, which.name !== 'eager');
  } finally {
    await context.close();
  }
}

function summarise(which: Case, samplesMs: number[]): PlayColdCase {
  const sorted = [...samplesMs].sort((a, b) => a - b);
  const medianMs = sorted[Math.ceil(sorted.length / 2) - 1] ?? NaN;
  return {
    name: which.name,
    title: which.title,
    samplesMs,
    minMs: sorted[0] ?? NaN,
    medianMs,
    maxMs: sorted.at(-1) ?? NaN,
    targetMs: which.targetMs,
    pass: medianMs < which.targetMs,
  };
}

/** Signed in (so each tap also reports the start), at a phone's viewport, over the seed's free sessions. */
export async function measurePlayCold(server: Server, samples: number = PLAY_COLD.samples) {
  if (!server.databaseUrl)
    throw new Error(`${server.name}: the play measurement needs the server's PostgreSQL`);
  const sessions = await freeSessions(server.baseUrl);
  const [listener] = await signInListeners(server.baseUrl, server.databaseUrl, 1, sessions);
  if (!listener) throw new Error('no listener could be signed in');
  const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
  try {
    const results: PlayColdCase[] = [];
    for (const which of CASES) {
      const samplesMs: number[] = [];
      for (let i = 0; i < samples; i++) {
        const session = sessions[i % sessions.length];
        if (!session) throw new Error('no free session to play');
        samplesMs.push(await oneTap(browser, server, listener.cookie, session, which));
      }
      results.push(summarise(which, samplesMs));
    }
    return results;
  } finally {
    await browser.close();
  }
}

export function formatPlayCold(results: PlayColdCase[]): string {
  const ms = (n: number) => `${n.toFixed(0)} ms`;
  const lines = ['Tap Listen → `playing` on a session page opened cold (fresh context, 390×844, signed in):'];
  for (const r of results) {
    lines.push(
      `  ${r.title}: min ${ms(r.minMs)}, median ${ms(r.medianMs)}, max ${ms(r.maxMs)} ` +
        `(target < ${r.targetMs} ms) ${r.pass ? 'PASS' : 'MISS'}`,
      `    samples: ${r.samplesMs.map((n) => n.toFixed(0)).join(', ')}`,
    );
  }
  return lines.join('\n');
}
