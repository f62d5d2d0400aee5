import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { test as base } from '@playwright/test';

export { expect } from '@playwright/test';
export type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';

/** First port of the run; E2E_PORT lets two checkouts (or two people) run the suite side by side. */
const BASE_PORT = Number(process.env.E2E_PORT ?? 4310);
/** A server can take long to seed its database while the machine is busy; it is waited for, not timed. */
const SERVER_START_BUDGET_MS = 180_000;

async function untilHealthy(url: string, server: ChildProcess) {
  const deadline = Date.now() + SERVER_START_BUDGET_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the e2e server for ${url} exited with ${server.exitCode}`);
    const healthy = await fetch(`${url}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the e2e server for ${url} did not answer within ${SERVER_START_BUDGET_MS / 1000} s`);
}

/**
 * Every Playwright worker runs its own server (with its OIDC issuer and transcription double) on its own ports with a
 * fresh data folder, so tests in different workers never share a database: the demo users' history,
 * rate limits and mail outbox of one worker are invisible to the other. Tests within a worker run
 * one after another, as they did when the whole suite shared one server.
 */
export const test = base.extend<object, { appServerUrl: string }>({
  appServerUrl: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern
    async ({}, use, workerInfo) => {
      // Three ports per worker: the app, the OIDC issuer on the next one and the transcription
      // double on the one after (scripts/e2e-server.mjs). A worker replaced after a
      // failure gets a new index and so ports of its own, while the old server shuts down.
      const port = BASE_PORT + workerInfo.workerIndex * 3;
      const url = `http://127.0.0.1:${port}`;
      const server = spawn(process.execPath, ['scripts/e2e-server.mjs'], {
        env: { ...process.env, PORT: String(port) },
        stdio: ['ignore', 'inherit', 'inherit'],
      });
      try {
        await untilHealthy(url, server);
        await use(url);
      } finally {
        if (server.exitCode === null) {
          server.kill('SIGTERM');
          await once(server, 'exit');
        }
      }
    },
    { scope: 'worker', timeout: SERVER_START_BUDGET_MS + 30_000 },
  ],
  baseURL: async ({ appServerUrl }, use) => use(appServerUrl),
});
