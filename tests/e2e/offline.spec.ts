import { expect, test, type Page } from './fixtures.ts';

/**
 * Issue 18 in Chromium with the service worker allowed (the other specs block it): the app is
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
