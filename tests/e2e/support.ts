import type { BrowserContext, Page } from '@playwright/test';
import { expect } from '@playwright/test';

export const DEMO = {
  free: { email: 'free@demo.founderflow.app', password: 'flow-free-2026' },
  subscriber: { email: 'subscriber@demo.founderflow.app', password: 'flow-premium-2026' },
} as const;

type Cookies = Awaited<ReturnType<BrowserContext['cookies']>>;
/** Per worker (a module is loaded once per worker), by server and demo user. */
const signedIn = new Map<string, Cookies>();

/**
 * Signs a demo user in through Better Auth's API; the browser context then carries the real session
 * cookie. The first sign-in on a worker's server is kept and its cookies reused by later tests: each
 * sign-in costs a production scrypt hash, and no test signs these sessions out (the sign-out tests
 * open sessions of their own).
 */
export async function signIn(page: Page, baseURL: string, who: keyof typeof DEMO) {
  const key = `${baseURL} ${who}`;
  const kept = signedIn.get(key);
  if (kept) {
    await page.context().addCookies(kept);
    return;
  }
  const res = await page.request.post('/api/auth/sign-in/email', {
    data: DEMO[who],
    headers: { origin: baseURL },
  });
  if (!res.ok()) throw new Error(`sign-in failed: ${res.status()} ${await res.text()}`);
  signedIn.set(key, await page.context().cookies(baseURL));
}

/**
 * Answers the featured-sessions request at the network edge, for the grid's error and empty states.
 * With `held`, the answer waits until `release()`, so the loading state stays up as long as the test
 * looks at it, however slow the machine.
 */
export async function stubFeatured(page: Page, response: { status: number; body: unknown; held?: boolean }) {
  let release = () => {};
  const released = response.held ? new Promise<void>((resolve) => (release = resolve)) : Promise.resolve();
  await page.route(/\/api\/sessions\?featured=true/, async (route) => {
    await released;
    await route.fulfill({ status: response.status, json: response.body });
  });
  return { release };
}

/** A phone-sized screen below the 768 px breakpoint (below it the tab bar takes over from the header's navigation). */
export const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;

/**
 * A visitor's `/` paints the landing prerendered at build time, and the app, loaded at the visitor's
 * first sign of intent, takes its place (decision 033); before then its buttons do nothing visible
 * and its links load whole pages. Tests that need the app there show intent (a key, as a person
 * tabbing would) and wait for it.
 */
export async function untilAppHasRendered(page: Page) {
  if ((await page.locator('#prerendered').count()) > 0) await page.keyboard.press('Shift');
  await expect(page.locator('#prerendered')).toHaveCount(0);
  await expect(page.locator('#root')).toBeVisible();
}
