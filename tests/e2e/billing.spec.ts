import { expect, test, type Page } from './fixtures.ts';
import { freshEmail, mailLink } from './accounts-support.ts';
import { expectNoSeriousViolations, SCREENS } from './axe.ts';
import { PHONE } from './support.ts';

/**
 * Subscribing, the plan and the portal in Chromium with the built-in local provider. Each test subscribes an account of its own,
 * so the demo free user stays free for the other specs.
 */
const PASSWORD = 'premium-member-2026';

async function newMember(page: Page, baseURL: string, label: string) {
  const email = freshEmail(label);
  const headers = { origin: baseURL };
  const signUp = await page.request.post('/api/auth/sign-up/email', {
    data: { name: 'Premium Member', email, password: PASSWORD },
    headers,
  });
  expect(signUp.ok()).toBe(true);
  const { link } = await mailLink(page.request, email);
  await page.request.get(link, { maxRedirects: 0 });
  const signIn = await page.request.post('/api/auth/sign-in/email', {
    data: { email, password: PASSWORD },
    headers,
  });
  expect(signIn.ok()).toBe(true);
  return email;
}

async function premiumSession(page: Page) {
  const res = await page.request.get('/api/sessions?premium=true&type=audio&sort=popular&limit=1');
  return ((await res.json()) as { items: { id: string; title: string }[] }).items[0]!;
}

const playAnswer = async (page: Page, baseURL: string, id: string) =>
  (await page.request.post(`/api/sessions/${id}/play`, { headers: { origin: baseURL } })).status();

test('subscribe with the test card, play premium, cancel in the portal and keep Premium until the period ends', async ({
  page,
  context,
  baseURL,
}) => {
  await newMember(page, baseURL!, 'subscriber');
  const premium = await premiumSession(page);
  expect(await playAnswer(page, baseURL!, premium.id)).toBe(403);

  await page.goto('/subscription');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('$14.99', { exact: true })).toBeVisible();
  await expect(page.getByText('Cancel anytime', { exact: true })).toBeVisible();

  const checkoutOpened = context.waitForEvent('page');
  await page.getByRole('button', { name: 'Subscribe Now' }).click();
  const checkout = await checkoutOpened;
  await expect(checkout).toHaveURL(/\/billing\/local\/checkout\/local_cs_/);
  await expect(page.getByText('Checkout opened in a new tab.')).toBeVisible();

  await checkout.getByLabel('Card number').fill('4000 0000 0000 0002');
  await checkout.getByLabel('Expiry (MM / YY)').fill('12 / 39');
  await checkout.getByLabel('CVC').fill('123');
  await checkout.getByLabel('Name on card').fill('Premium Member');
  await checkout.getByRole('button', { name: /^Pay/ }).click();
  await expect(checkout.getByRole('alert')).toContainText('Your card was declined');

  await checkout.getByLabel('Card number').fill('4242 4242 4242 4242');
  await checkout.getByLabel('CVC').fill('123');
  await checkout.getByRole('button', { name: /^Pay/ }).click();
  await expect(checkout).toHaveURL(/\/subscription-success\?session_id=local_cs_/);
  await expect(checkout.getByRole('heading', { name: 'Welcome to Premium' })).toBeVisible();
  await expect(checkout.getByText(/^Active: renews on /)).toBeVisible();

  // A premium session from the success page really plays.
  const picks = checkout
    .getByRole('listitem')
    .filter({ has: checkout.getByRole('button', { name: /^Listen: / }) });
  const title = (await picks.first().getByRole('link').textContent())!;
  await picks
    .first()
    .getByRole('button', { name: /^Listen: / })
    .click();
  await expect(checkout.getByRole('region', { name: 'Audio player' })).toContainText(title);
  await checkout.waitForFunction(() => {
    const audio = document.querySelector('audio');
    return audio !== null && !audio.paused && audio.currentTime > 0.5;
  });
  await checkout.close();

  // Back in the first tab the plan reads Premium; the portal cancels at the period's end.
  await page.reload();
  await expect(page.getByText('You are on Premium.')).toBeVisible();
  const portalOpened = context.waitForEvent('page');
  await page.getByRole('button', { name: 'Manage subscription' }).click();
  const portal = await portalOpened;
  await expect(portal).toHaveURL(/\/billing\/local\/portal/);
  await portal.getByRole('button', { name: 'Cancel subscription' }).click();
  await expect(portal.getByRole('status')).toHaveText(
    'Your subscription is cancelled at the end of the period.',
  );
  await portal.close();

  await page.reload();
  const summary = (await (await page.request.get('/api/billing/subscription')).json()) as {
    currentPeriodEnd: string;
  };
  const endDate = await page.evaluate(
    (iso) => new Date(iso).toLocaleDateString(undefined, { dateStyle: 'long' }),
    summary.currentPeriodEnd,
  );
  await expect(
    page.getByText(`Cancelled: Premium stays active until ${endDate} and will not renew.`),
  ).toBeVisible();
  expect(await playAnswer(page, baseURL!, premium.id)).toBe(200);
});

test('a visitor is asked to sign in first, in the spec’s words', async ({ page }) => {
  await page.goto('/subscription');
  await page.getByRole('button', { name: 'Subscribe Now' }).click();
  await expect(page.getByText('Authentication required')).toBeVisible();
  await expect(page.getByText('Please sign in to subscribe')).toBeVisible();
  await expect(page).toHaveURL(/\/auth\?redirect=(%2F|\/)subscription$/);
});

test('a failed checkout says so and closes the tab it had opened', async ({ page, context, baseURL }) => {
  await newMember(page, baseURL!, 'checkout-error');
  await page.route('**/api/billing/checkout', (route) =>
    route.fulfill({ status: 502, json: { error: { code: 'checkout_unavailable', message: 'down' } } }),
  );
  await page.goto('/subscription');
  const reserved = context.waitForEvent('page');
  await page.getByRole('button', { name: 'Subscribe Now' }).click();
  const tab = await reserved;
  await expect(page.getByText('Checkout error')).toBeVisible();
  await expect(page.getByText('Unable to create checkout session. Please try again.')).toBeVisible();
  await expect.poll(() => tab.isClosed()).toBe(true);
});

test('a failed payment shows a banner with a way to update the card', async ({ page, baseURL }) => {
  await newMember(page, baseURL!, 'past-due');
  // The provider's side of a failed renewal, answered at the network edge.
  await page.route('**/api/billing/subscription', (route) =>
    route.fulfill({
      json: {
        subscribed: true,
        tier: 'premium',
        status: 'past_due',
        currentPeriodEnd: new Date(Date.now() + 5 * 86_400_000).toISOString(),
        cancelAtPeriodEnd: false,
        paymentFailed: true,
      },
    }),
  );
  await page.goto('/sessions');
  const banner = page.getByRole('alert').filter({ hasText: 'Your last payment did not go through.' });
  await expect(banner).toBeVisible();
  await expect(banner.getByRole('button', { name: 'Update card' })).toBeVisible();
});

// One test per page and size, so a slow page cannot take the others' time budget with it.
for (const screen of SCREENS) {
  test.describe(`billing pages (${screen})`, () => {
    test.use(screen === 'phone' ? PHONE : {});
    for (const path of ['/subscription', '/sales', '/subscription-success']) {
      test(`${path} fits the screen and has no serious or critical axe violations`, async ({ page }) => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(width, path).toBeLessThanOrEqual(screen === 'phone' ? 390 : 1440);
        await expectNoSeriousViolations(page, path);
      });
    }
  });
}
