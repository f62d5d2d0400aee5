import { expect, test, type Page } from './fixtures.ts';
import { freshEmail, mailLink } from './accounts-support.ts';
import { signIn } from './support.ts';

/**
 * A returning visitor: the service worker installed on the first visit already controls every tab
 * (the `returning` project in playwright.config.ts allows workers; the other specs block them). The server's own pages
 * (the local checkout and portal, the feed, the API reference) must still come from the server, the
 * app's pages from the worker, and downloads only ever play for the account that made them.
 */
/** Waits for the worker to be active and, after one reload (the second visit), in control of the page. */
async function secondVisit(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => controlled(page)).toBe(true);
}

const controlled = (page: Page) => page.evaluate(() => navigator.serviceWorker.controller !== null);

const PASSWORD = 'returning-member-2026';

/** A verified account of this test's own, signed in, so the demo users keep their plans. */
async function newMember(page: Page, baseURL: string) {
  const email = freshEmail('returning');
  const headers = { origin: baseURL };
  const signUp = await page.request.post('/api/auth/sign-up/email', {
    data: { name: 'Returning Member', email, password: PASSWORD },
    headers,
  });
  expect(signUp.ok()).toBe(true);
  const { link } = await mailLink(page.request, email);
  await page.request.get(link, { maxRedirects: 0 });
  const signedIn = await page.request.post('/api/auth/sign-in/email', {
    data: { email, password: PASSWORD },
    headers,
  });
  expect(signedIn.ok()).toBe(true);
}

test('a returning member pays, opens the portal, the feed, the API reference and a shared deck', async ({
  page,
  context,
  baseURL,
}) => {
  test.slow();
  await newMember(page, baseURL!);
  await page.goto('/subscription');
  await secondVisit(page);

  await test.step('pay with the local provider', async () => {
    const checkoutOpened = context.waitForEvent('page');
    await page.getByRole('button', { name: 'Subscribe Now' }).click();
    const checkout = await checkoutOpened;
    await expect(checkout).toHaveURL(/\/billing\/local\/checkout\/local_cs_/);
    // The new tab is the worker's too: the checkout below came from the server through it.
    expect(await controlled(checkout)).toBe(true);
    await checkout.getByLabel('Card number').fill('4242 4242 4242 4242');
    await checkout.getByLabel('Expiry (MM / YY)').fill('12 / 39');
    await checkout.getByLabel('CVC').fill('123');
    await checkout.getByLabel('Name on card').fill('Returning Member');
    await checkout.getByRole('button', { name: /^Pay/ }).click();
    await expect(checkout).toHaveURL(/\/subscription-success\?session_id=local_cs_/);
    await expect(checkout.getByRole('heading', { name: 'Welcome to Premium' })).toBeVisible();
    await checkout.close();
  });

  await test.step('open the portal', async () => {
    await page.reload();
    const portalOpened = context.waitForEvent('page');
    await page.getByRole('button', { name: 'Manage subscription' }).click();
    const portal = await portalOpened;
    await expect(portal).toHaveURL(/\/billing\/local\/portal/);
    expect(await controlled(portal)).toBe(true);
    await expect(portal.getByRole('button', { name: 'Cancel subscription' })).toBeVisible();
    await portal.close();
  });

  await test.step('follow the feed link on /news', async () => {
    await page.goto('/news');
    await page.getByRole('link', { name: 'Subscribe to the feed' }).click();
    await expect(page).toHaveURL(/\/news\/feed\.xml$/);
    // Chromium shows an Atom feed as its text: the server's feed, not the app's 'Post not found'.
    await expect(page.locator('body')).toContainText('<feed xmlns="http://www.w3.org/2005/Atom"');
    expect(await controlled(page)).toBe(true);
  });

  await test.step('open the API reference', async () => {
    await page.goto('/api/docs');
    await expect(page.getByRole('heading', { level: 1, name: 'Founder Flow API' })).toBeVisible();
    expect(await controlled(page)).toBe(true);
  });

  await test.step('open a shared deck', async () => {
    const headers = { origin: baseURL! };
    const made = await page.request.post('/api/pitch/decks', {
      data: { framework: 'sequoia', title: 'Returning deck', answers: { company: 'Lumen Ledger' } },
      headers,
    });
    expect(made.status()).toBe(201);
    const deck = (await made.json()) as { id: string };
    const shared = await page.request.post(`/api/pitch/decks/${deck.id}/share`, { data: {}, headers });
    expect(shared.status()).toBe(201);
    const { url } = (await shared.json()) as { url: string };
    await page.goto(new URL(url).pathname);
    await expect(page.getByRole('heading', { level: 1, name: 'Returning deck' })).toBeVisible();
    expect(await controlled(page)).toBe(true);
  });
});

/** What the page gets for a downloaded file's address (the worker answers it from the cache). */
const fetched = (page: Page, url: string) =>
  page.evaluate(async (address) => {
    const response = await fetch(address);
    return { status: response.status, type: response.headers.get('content-type') ?? '' };
  }, url);

test('a download belongs to its account: another one signing in on this browser neither sees nor plays it', async ({
  page,
  context,
  baseURL,
}) => {
  test.slow();
  await signIn(page, baseURL!, 'subscriber');
  const subscriber = (await (await page.request.get('/api/auth/get-session')).json()) as {
    user: { id: string };
  };
  const { items } = (await (
    await page.request.get('/api/sessions?premium=true&type=audio&sort=shortest&limit=1')
  ).json()) as { items: { id: string; title: string }[] };
  const premium = items[0]!;
  await page.goto(`/sessions/${premium.id}`);
  await secondVisit(page);
  await page.getByRole('button', { name: `Download: ${premium.title}` }).click();
  await expect(page.getByRole('button', { name: `Remove download: ${premium.title}` })).toBeVisible();
  const media = `/offline/${encodeURIComponent(subscriber.user.id)}/${encodeURIComponent(premium.id)}/media`;
  expect(await fetched(page, media)).toMatchObject({ status: 200, type: expect.stringMatching(/^audio\//) });
  // The same account, back later: the download stays.
  await page.reload();
  await expect(page.getByRole('button', { name: `Remove download: ${premium.title}` })).toBeVisible();

  // The subscriber's session ends without 'Sign out' (the cookie is gone, as when it expires), and
  // the free user signs in on the same browser.
  await context.clearCookies();
  await signIn(page, baseURL!, 'free');
  await page.goto('/downloads');
  await expect(page.getByText(/^Nothing downloaded yet\./)).toBeVisible();
  expect(await controlled(page)).toBe(true);
  await expect.poll(() => fetched(page, media)).toMatchObject({ status: 404 });
  const kept = await page.evaluate(async () =>
    (await (await caches.open('founder-flow-downloads')).keys()).map((request) => request.url),
  );
  expect(kept.filter((url) => url.includes('/offline/'))).toEqual([]);
});
