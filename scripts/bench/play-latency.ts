import { spawnSync } from 'node:child_process';
import { chromium, type Page } from '@playwright/test';
import { clientBuildIsStale } from '../build-stamp.mjs';
import { CHROMIUM_ARGS, findChromium } from '../chromium.mjs';
import { freeSessions, signInListeners } from './listeners.ts';
import type { Server } from './processes.ts';

/**
 * Time from clicking Listen on a session page to the media element's `playing` event, in
 * Debian's Chromium against the app on localhost, signed in (so each click also creates the history
 * row). Both instants are read inside the page with performance.now(): no Playwright round trip counts.
 */
export const PLAY_LATENCY = { name: 'play', samples: 15, maxMedianMs: 300 } as const;

/**
 * The same click, for listeners on a slow phone network, on DevTools' Fast 3G profile (562.5 ms round trip, 1.44 Mbps down,
 * 675 kbps up), emulated through the Chrome DevTools Protocol, over 5 free sessions.
 */
export const PLAY_FAST_3G = { name: 'play-3g', samples: 5, maxMedianMs: 1500 } as const;
const FAST_3G = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1.44 * 1_000_000) / 8,
  uploadThroughput: (675 * 1000) / 8,
};

export type PlayLatency = {
  samplesMs: number[];
  medianMs: number;
  p90Ms: number;
  minMs: number;
  maxMs: number;
  maxMedianMs: number;
  network: 'local' | 'fast-3g';
  pass: boolean;
};

/** The bench serves dist/client: build it first when its sources are newer. */
export function ensureClientBuild(): void {
  if (!clientBuildIsStale()) return;
  const build = spawnSync('npm', ['run', '--silent', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) throw new Error('the client build failed');
}

async function clickToPlaying(page: Page, url: string): Promise<number> {
  await page.goto(url);
  const listen = page.getByRole('button', { name: /^(Listen|Continue|Listen Again): / });
  await listen.waitFor();
  // A person reads the page before pressing Listen: the click comes once the page has settled (no
  // request for 500 ms), when what it fetches ahead for that moment (the player's code, the play
  // grant) is there. On Fast 3G that settling takes a few seconds; it is not part of the figure.
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => {
    const marks: { click?: number; playing?: number } = {};
    Object.assign(window, { __playMarks: marks });
    document.addEventListener('click', () => (marks.click ??= performance.now()), { capture: true });
    // Media events do not bubble, but a capturing listener on the document sees them.
    document.addEventListener('playing', () => (marks.playing ??= performance.now()), { capture: true });
  });
  await listen.click();
  const handle = await page.waitForFunction(
    () => {
      const marks = (window as unknown as { __playMarks: { click?: number; playing?: number } }).__playMarks;
      return marks.playing !== undefined && marks.click !== undefined && marks.playing - marks.click;
    },
    undefined,
    { timeout: 30_000 },
  );
  return (await handle.jsonValue()) as number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;

export async function measurePlayLatency(
  server: Server,
  {
    network,
    samples,
    maxMedianMs,
  }: { network: 'local' | 'fast-3g'; samples: number; maxMedianMs: number } = {
    network: 'local',
    ...PLAY_LATENCY,
  },
): Promise<PlayLatency> {
  if (!server.databaseUrl)
    throw new Error(`${server.name}: the play measurement needs the server's PostgreSQL`);
  const sessions = await freeSessions(server.baseUrl);
  const [listener] = await signInListeners(server.baseUrl, server.databaseUrl, 1, sessions);
  const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await context.addCookies(
      listener!.cookie.split('; ').map((pair) => {
        const eq = pair.indexOf('=');
        return { name: pair.slice(0, eq), value: pair.slice(eq + 1), url: server.baseUrl };
      }),
    );
    const page = await context.newPage();
    // One unmeasured round: the first page load compiles the app's scripts.
    await clickToPlaying(page, `${server.baseUrl}/sessions/${sessions[0]!.id}`);
    if (network === 'fast-3g') {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.emulateNetworkConditions', FAST_3G);
    }
    const samplesMs: number[] = [];
    for (let i = 0; i < samples; i++) {
      const session = sessions[(i + 1) % sessions.length]!;
      samplesMs.push(await clickToPlaying(page, `${server.baseUrl}/sessions/${session.id}`));
    }
    const sorted = [...samplesMs].sort((a, b) => a - b);
    const medianMs = percentile(sorted, 0.5);
    return {
      samplesMs,
      medianMs,
      p90Ms: percentile(sorted, 0.9),
      minMs: sorted[0]!,
      maxMs: sorted.at(-1)!,
      maxMedianMs,
      network,
      pass: medianMs < maxMedianMs,
    };
  } finally {
    await browser.close();
  }
}

export function formatPlayLatency(result: PlayLatency): string {
  const ms = (n: number) => `${n.toFixed(0)} ms`;
  return [
    `Click Listen → 'playing' in Chromium${result.network === 'fast-3g' ? ' on Fast 3G (562.5 ms RTT, 1.44 Mbps)' : ''} (signed in, ${result.samplesMs.length} sessions, after one unmeasured round, each click once the page has settled)`,
    `median ${ms(result.medianMs)}, p90 ${ms(result.p90Ms)}, min ${ms(result.minMs)}, max ${ms(result.maxMs)}`,
    `samples: ${result.samplesMs.map((n) => n.toFixed(0)).join(', ')}`,
    `median: ${ms(result.medianMs)} (target < ${result.maxMedianMs} ms) ${result.pass ? 'PASS' : 'MISS'}`,
  ].join('\n');
}
