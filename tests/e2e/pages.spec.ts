import { expectNoSeriousViolations } from './axe.ts';
import { freshEmail } from './accounts-support.ts';
import { expect, test, type Page } from './fixtures.ts';
import { PHONE, signIn } from './support.ts';

/** The five pages of the pages area and the level-one heading each opens with. */
const PAGES = [
  { path: '/terms', heading: 'Terms & Conditions' },
  { path: '/privacy', heading: 'Privacy Policy' },
  { path: '/manifest', heading: /Build the company/ },
  { path: '/contact', heading: 'Contact Us' },
  { path: '/wheel-of-life', heading: 'Wheel of Life' },
] as const;

type OutboxMail = { to: string; subject: string; text: string };

/** The dev outbox's mails to one address (newest first), once one matches. */
async function mailTo(page: Page, to: string, matching: (mail: OutboxMail) => boolean) {
  let found: OutboxMail | undefined;
  await expect
    .poll(async () => {
      const res = await page.request.get(`/dev/mail/messages?to=${encodeURIComponent(to)}`);
      found = ((await res.json()) as { items: OutboxMail[] }).items.find(matching);
      return Boolean(found);
    })
    .toBe(true);
  return found!;
}

async function visitAll(page: Page, size: string) {
  for (const { path, heading } of PAGES) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page).toHaveTitle(/· Founder Flow$/);
    await expect(page.locator('meta[name="description"]').last()).toHaveAttribute('content', /.{40,}/);
    await expect(page.getByText('This page will hold')).toHaveCount(0);
    if (path === '/wheel-of-life') await expect(page.getByTestId('wheel-chart')).toBeVisible();
    await expectNoSeriousViolations(page, `${path} (${size})`);
  }
}

test('the pages at desktop size: finished, described and axe clean', async ({ page }) => {
  await visitAll(page, 'desktop');
  // The table of contents leads to its section.
  await page.goto('/privacy');
  await page
    .getByRole('navigation', { name: 'Contents' })
    .getByRole('link', { name: /Cookies/ })
    .click();
  await expect(page).toHaveURL(/\/privacy#cookies$/);
  await expect(page.getByRole('heading', { name: /Cookies and storage/ })).toBeInViewport();
});

test.describe('on a phone', () => {
  test.use(PHONE);
  test('the pages at phone size: finished and axe clean', async ({ page }) => {
    await visitAll(page, 'phone');
  });
});

test('a visitor sends a message: support receives it and the sender a confirmation', async ({ page }) => {
  // The form refuses to count a message sent faster than a person types; the page's clock is moved on
  // instead of waiting.
  await page.clock.install();
  await page.goto('/contact');
  const email = freshEmail('contact');
  await page.getByLabel('Your name').fill('Ada Founder');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Please choose a topic.')).toBeVisible();
  await page.getByLabel('Topic').selectOption('feedback');
  await page
    .getByLabel('Message')
    .fill('The breathing session before my pitch helped.\n\nMore of those, please!');
  await page.clock.fastForward('00:10');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('heading', { name: /Thank you, Ada Founder/ })).toBeVisible();

  const support = await mailTo(page, 'support@founderflow.app', (mail) => mail.text.includes(email));
  expect(support.subject).toBe('[Contact: Feedback and ideas] Ada Founder');
  expect(support.text).toContain('More of those, please!');
  const confirmation = await mailTo(page, email, () => true);
  expect(confirmation.subject).toBe('We received your message');
});

test('a signed-in user saves a wheel twice and compares the two', async ({ page, baseURL }) => {
  await signIn(page, baseURL!, 'free');
  await page.goto('/wheel-of-life');
  const saved = page.getByRole('list', { name: 'Saved wheels' }).getByRole('listitem');
  await expect(page.getByText('Loading your wheels...')).toHaveCount(0);
  const before = await saved.count();

  const fun = page.getByRole('slider', { name: 'Fun & rest' });
  await fun.fill('3');
  await page.getByLabel(/A note for future you/).fill('Launch month.');
  await page.getByRole('button', { name: 'Save this wheel' }).click();
  await expect(saved).toHaveCount(before + 1);
  await expect(saved.first()).toContainText('Launch month.');
  // The lowest area gets sessions from the catalogue.
  await expect(page.getByRole('heading', { name: /^Fun & rest · 3 of 10/ })).toBeVisible();

  await fun.fill('8');
  await page.getByRole('button', { name: 'Save this wheel' }).click();
  await expect(saved).toHaveCount(before + 2);

  const compareWith = page.getByLabel('Compare with');
  const older = (await compareWith.locator('option').nth(2).getAttribute('value'))!;
  await compareWith.selectOption(older);
  await expect(page.getByRole('table')).toContainText('compared with your wheel of');
  await expect(page.getByRole('row', { name: /Fun & rest/ })).toContainText(/8\s*3\s*\+5/);
  await expect(page.getByTestId('wheel-chart').locator('.recharts-legend-wrapper')).toContainText(
    /\d{4}, \d{2}:\d{2}.*This wheel/,
  );
});
