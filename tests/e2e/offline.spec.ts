import { expect, test, type Page } from './fixtures.ts';
import { expectNoSeriousViolations } from './axe.ts';
import { signIn, untilAppHasRendered } from './support.ts';

/**
 * The installable app and offline downloads in Chromium with the service worker allowed (the other specs block it): the app is
 * installable, opens with the network off, and plays downloaded sessions from the cache.
 */
test.use({ serviceWorkers: 'allow' });

/** Waits for the service worker to be active and, after one reload, in control of the page. */
async function controlledByServiceWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

test('installable by Chromium, and opens offline with a calm banner', async ({ page, context }) => {
  await page.goto('/');
  await untilAppHasRendered(page);
  await controlledByServiceWorker(page);

  const cdp = await context.newCDPSession(page);
  // Chromium's own install check; Playwright's contexts are incognito, which only an installed
  // browser profile is not, so that one reason is not about the app.
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  expect(installabilityErrors.filter((error) => error.errorId !== 'in-incognito')).toEqual([]);
  const { errors: manifestErrors } = await cdp.send('Page.getAppManifest', {});
  expect(manifestErrors).toEqual([]);
  const manifest = (await (await page.request.get('/manifest.webmanifest')).json()) as {
    icons: { purpose?: string }[];
    shortcuts: { name: string; url: string }[];
    screenshots: unknown[];
  };
  expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
  expect(manifest.shortcuts.map((shortcut) => shortcut.url)).toEqual(
    expect.arrayContaining(['/sessions', '/journal']),
  );
  expect(manifest.screenshots.length).toBeGreaterThan(0);

  await context.setOffline(true);
  const started = Date.now();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  test.info().annotations.push({ type: 'offline open', description: `${Date.now() - started} ms` });
  await expect(page.getByRole('status').filter({ hasText: "You're offline." })).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByText("You're offline.")).toBeHidden();
});

interface Detail {
  id: string;
  title: string;
}

async function myState(page: Page, id: string) {
  const res = await page.request.get(`/api/sessions/${id}/me`);
  expect(res.ok()).toBe(true);
  return (await res.json()) as { durationListened: number; position: number };
}

/** Waits until the media element plays at or past `seconds`. */
async function playedTo(page: Page, seconds: number) {
  await expect
    .poll(() => page.evaluate(() => document.querySelector('audio')?.currentTime ?? -1), { timeout: 60_000 })
    .toBeGreaterThanOrEqual(seconds);
}

test('a downloaded session plays offline from the cache, seeks, and its progress reaches the server later', async ({
  page,
  context,
  baseURL,
}) => {
  test.slow();
  await signIn(page, baseURL!, 'free');
  const session = (await (
    await page.request.get('/api/sessions/body-scan-for-long-flights')
  ).json()) as Detail;
  await page.goto(`/sessions/body-scan-for-long-flights`);
  await controlledByServiceWorker(page);

  await page.getByRole('button', { name: `Download: ${session.title}` }).click();
  await expect(page.getByRole('button', { name: `Remove download: ${session.title}` })).toBeVisible();

  await context.setOffline(true);
  await page.goto('/downloads');
  await expect(page.getByRole('status').filter({ hasText: "You're offline." })).toBeVisible();
  const row = page.getByRole('listitem').filter({ hasText: session.title });
  await expect(row).toBeVisible();
  await expectNoSeriousViolations(page, '/downloads offline');
  await row
    .getByRole('button', { name: new RegExp(`: ${session.title}$`) })
    .first()
    .click();
  await playedTo(page, 2);

  // Seeking far ahead needs a Range answer from the cache (the service worker's job).
  await page.evaluate(() => {
    document.querySelector('audio')!.currentTime = 60;
  });
  await playedTo(page, 62);
  await page.getByRole('region', { name: 'Audio player' }).getByRole('button', { name: 'Pause' }).click();

  await context.setOffline(false);
  // Back online, the queued report is delivered (on start, or by the queue's own retry).
  await page.reload();
  await expect.poll(async () => (await myState(page, session.id)).position).toBeGreaterThanOrEqual(60);
  expect((await myState(page, session.id)).durationListened).toBeGreaterThanOrEqual(3);
});

/**
 * Every downloaded file in Cache Storage (the media files and artwork kept for offline), not the
 * record of who is signed in beside them.
 */
const cachedDownloads = (page: Page) =>
  page.evaluate(async () => {
    const names = await caches.keys();
    const urls: string[] = [];
    for (const name of names.filter((n) => n.includes('download'))) {
      for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    }
    return urls.filter((url) => new URL(url).pathname.startsWith('/offline/'));
  });

test('a premium download is removed at the first online check after the subscription has ended', async ({
  page,
  context,
  baseURL,
}) => {
  test.slow();
  await signIn(page, baseURL!, 'subscriber');
  const { items } = (await (
    await page.request.get('/api/sessions?premium=true&type=audio&sort=shortest&limit=1')
  ).json()) as { items: { id: string; title: string }[] };
  const premium = items[0]!;
  await page.goto(`/sessions/${premium.id}`);
  await controlledByServiceWorker(page);

  await page.getByRole('button', { name: `Download: ${premium.title}` }).click();
  await expect(page.getByRole('button', { name: `Remove download: ${premium.title}` })).toBeVisible();
  await page.goto('/downloads');
  await expect(page.getByRole('listitem').filter({ hasText: premium.title })).toBeVisible();
  expect((await cachedDownloads(page)).length).toBeGreaterThan(0);

  // The subscription ends: the server's answer about the caller's plan, given at the network edge
  // (as billing.spec.ts does for a failed renewal), since the demo subscriber's period runs on.
  await context.route('**/api/billing/subscription', (route) =>
    route.fulfill({
      json: {
        subscribed: false,
        tier: null,
        status: 'canceled',
        currentPeriodEnd: new Date(Date.now() - 60_000).toISOString(),
        cancelAtPeriodEnd: false,
        paymentFailed: false,
      },
    }),
  );
  await page.reload();
  await expect(page.getByText(/^Nothing downloaded yet\./)).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: premium.title })).toHaveCount(0);
  await expect.poll(() => cachedDownloads(page)).toEqual([]);
});

for (const [label, viewport] of [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1440, height: 900 }],
] as const) {
  test(`a downloaded session's own page opens and plays with the network off (${label})`, async ({
    page,
    context,
    baseURL,
  }) => {
    test.slow();
    await page.setViewportSize(viewport);
    await signIn(page, baseURL!, 'free');
    const slug = 'body-scan-for-long-flights';
    const session = (await (await page.request.get(`/api/sessions/${slug}`)).json()) as Detail;
    await page.goto(`/sessions/${slug}`);
    await controlledByServiceWorker(page);
    await page.getByRole('button', { name: `Download: ${session.title}` }).click();
    await expect(page.getByRole('button', { name: `Remove download: ${session.title}` })).toBeVisible();

    await context.setOffline(true);
    // Opened afresh (as from Today or Recent), by its slug and by its id.
    for (const address of [`/sessions/${slug}`, `/sessions/${session.id}`]) {
      await page.goto(address);
      await expect(page.getByRole('heading', { level: 1, name: session.title })).toBeVisible();
      await expect(page.getByText('Could not load this session')).toHaveCount(0);
    }
    await expectNoSeriousViolations(page, `/sessions/:id offline at ${viewport.width} px`);
    await page
      .getByRole('button', { name: new RegExp(`^(Listen|Continue|Listen Again): ${session.title}$`) })
      .click();
    await playedTo(page, 2);
    await context.setOffline(false);
  });
}
