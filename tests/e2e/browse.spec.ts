import { expect, test, type Page } from './fixtures.ts';
import { expectNoSeriousViolations, SCREENS } from './axe.ts';
import { PHONE } from './support.ts';

/** The list of results on /sessions (the recommendation rows above it are separate lists). */
const results = (page: Page) => page.getByRole('list', { name: 'Sessions' }).getByRole('article');
const select = (page: Page, name: string) => page.getByRole('combobox', { name, exact: true });

test('search narrows the catalogue and lives in the address', async ({ page }) => {
  await page.goto('/sessions');
  await expect(page.getByRole('heading', { level: 1, name: 'Sessions' })).toBeVisible();
  await expect(page.getByRole('heading', { name: "Today's impulse" })).toBeVisible();
  await expect(results(page)).toHaveCount(12);

  await page.getByRole('searchbox', { name: 'Search sessions' }).fill('sleep');
  await expect(page).toHaveURL(/\/sessions\?q=sleep$/);
  await expect(page.getByRole('heading', { name: 'Matching sessions' })).toBeVisible();
  await expect(page.getByRole('heading', { name: "Today's impulse" })).toHaveCount(0);
  await expect(results(page).filter({ hasText: 'Three in the Morning' })).toHaveCount(1);
  const count = await results(page).count();
  expect(count).toBeGreaterThan(0);
  expect(count).toBeLessThan(12);

  // Prefixes match while typing; nothing found says so and offers a way back.
  await page.getByRole('searchbox', { name: 'Search sessions' }).fill('zzqx');
  await expect(page.getByText('No sessions match these filters')).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(/\/sessions$/);
  await expect(page.getByRole('searchbox', { name: 'Search sessions' })).toHaveValue('');
  await expect(results(page)).toHaveCount(12);
});

test('filters combine, and the back button restores each step', async ({ page }) => {
  await page.goto('/sessions');
  await select(page, 'Category').selectOption('impulse');
  await expect(page).toHaveURL(/category=impulse/);
  // The previous list stays on screen until the filtered one arrives: wait for the filtered one.
  await expect
    .poll(async () => [
      ...new Set(
        await results(page)
          .locator('span', { hasText: /^(Impulse|Podcast|Other)$/ })
          .allTextContents(),
      ),
    ])
    .toEqual(['Impulse']);
  await select(page, 'Length').selectOption('short');
  await expect(page).toHaveURL(/category=impulse&length=short/);
  await select(page, 'Sort by').selectOption('shortest');
  await expect(page).toHaveURL(/category=impulse&length=short&sort=shortest/);
  const minutes = () =>
    results(page)
      .locator('text=/^\\d+ min$/')
      .allTextContents()
      .then((texts) => texts.map((t) => parseInt(t)));
  await expect.poll(async () => (await minutes()).every((m) => m <= 5)).toBe(true);
  await expect
    .poll(async () => {
      const shown = await minutes();
      return shown.length > 0 && shown.join() === [...shown].sort((a, b) => a - b).join();
    })
    .toBe(true);

  await page.goBack();
  await expect(page).toHaveURL(/category=impulse&length=short$/);
  await expect(select(page, 'Sort by')).toHaveValue('newest');
  await page.goBack();
  await expect(page).toHaveURL(/\/sessions\?category=impulse$/);
  await expect(select(page, 'Length')).toHaveValue('');
  await page.goForward();
  await expect(select(page, 'Length')).toHaveValue('short');
});

test('a shared address opens the same view', async ({ page }) => {
  await page.goto('/sessions?q=pitch&category=impulse&type=audio&premium=false&sort=popular');
  await expect(page.getByRole('searchbox', { name: 'Search sessions' })).toHaveValue('pitch');
  await expect(select(page, 'Category')).toHaveValue('impulse');
  await expect(select(page, 'Format')).toHaveValue('audio');
  await expect(select(page, 'Access')).toHaveValue('false');
  await expect(select(page, 'Sort by')).toHaveValue('popular');
  await expect(results(page).filter({ hasText: 'Breathe Before the Pitch' })).toHaveCount(1);
  await expect(results(page).filter({ hasText: 'Premium' })).toHaveCount(0);
});

test('scrolling to the end loads the next page', async ({ page }) => {
  // The 21 podcasts: two pages, so the end of the list is reached after one more.
  await page.goto('/sessions?category=podcast');
  await expect(results(page)).toHaveCount(12);
  await page.getByText(/Show more sessions|Loading more sessions/).scrollIntoViewIfNeeded();
  await expect(results(page)).toHaveCount(21);
  await expect(page.getByText('That’s every session.')).toBeVisible();
});

test('the paths view lists every path and opens one', async ({ page }) => {
  await page.goto('/sessions');
  await page.getByRole('tab', { name: 'Coaching paths' }).click();
  await expect(page).toHaveURL(/\/sessions\?view=paths$/);
  const paths = page.getByRole('list', { name: 'Coaching paths' }).getByRole('listitem');
  await expect(paths).toHaveCount(16);
  await expect(paths.first()).toContainText(/\d+ sessions/);
  await expect(paths.first()).toContainText(/\d+ min/);
  const title = (await paths.first().getByRole('heading').textContent())!;
  await paths.first().getByRole('link').click();
  await expect(page).toHaveURL(/\/paths\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start path' })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('tab', { name: 'Coaching paths' })).toHaveAttribute('aria-selected', 'true');
});

test('a visitor saving a path is invited to sign in', async ({ page }) => {
  await page.goto('/sessions?view=paths');
  await page.getByRole('list', { name: 'Coaching paths' }).getByRole('link').first().click();
  await page.getByRole('button', { name: 'Save path' }).click();
  await expect(page.getByText('Create a free account or sign in to save paths')).toBeVisible();
  const link = page.getByRole('link', { name: 'Sign in', exact: true });
  await expect(link).toHaveAttribute('href', /^\/auth\?redirect=%2Fpaths%2F/);
});

test('advisors are searchable by name and expertise, with a page each', async ({ page }) => {
  await page.goto('/advisors');
  const advisors = page
    .getByRole('list', { name: 'Advisors' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading') });
  await expect(advisors).toHaveCount(25);
  await page.getByRole('searchbox', { name: 'Search advisors' }).fill('sleep');
  await expect(page).toHaveURL(/\/advisors\?q=sleep$/);
  await expect(advisors.filter({ hasText: 'Tomas Reyes-Lindqvist' })).toHaveCount(1);
  await expect.poll(() => advisors.count()).toBeLessThan(25);
  await advisors.filter({ hasText: 'Tomas Reyes-Lindqvist' }).getByRole('link').click();
  await expect(page).toHaveURL(/\/advisors\/tomas-reyes-lindqvist$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Tomas Reyes-Lindqvist' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Expertise' })).toContainText('Sleep & Recovery');
  await expect(page.getByRole('heading', { name: 'Sessions with Tomas' })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();

  await page.goto('/coaches?q=okafor');
  await expect(page.getByRole('heading', { name: 'Maya Okafor' })).toBeVisible();
  await page.getByRole('link', { name: /Maya Okafor/ }).click();
  await expect(page).toHaveURL(/\/coaches\/maya-okafor$/);
});

test.describe('on a phone', () => {
  test.use(PHONE);

  test('filters fold behind one button and keep the address', async ({ page }) => {
    await page.goto('/sessions');
    await expect(select(page, 'Category')).toBeHidden();
    await page.getByRole('button', { name: 'Filters' }).click();
    await select(page, 'Access').selectOption('true');
    await expect(page).toHaveURL(/premium=true/);
    await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeVisible();
    await expect(results(page).first()).toContainText('Premium');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
  });
});

const PAGES = [
  '/sessions',
  '/sessions?view=paths',
  '/sessions?q=zzqx',
  '/advisors', // also what /coaches shows: the same route component
  '/advisors/maya-okafor',
];

// One test per size walking every page (a test of its own per page spent more time on setting up
// than on checking); each check names its page, and the test gets the budget of several.
for (const screen of SCREENS) {
  test.describe(`accessibility (${screen})`, () => {
    test.use(screen === 'phone' ? PHONE : {});
    test('the browse pages have no serious or critical axe violations', async ({ page }) => {
      test.slow();
      const paths = (await (await page.request.get('/api/paths')).json()) as { items: { id: string }[] };
      for (const target of [...PAGES, `/paths/${paths.items[0]!.id}`]) {
        await page.goto(target);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.getByRole('status')).toHaveCount(0);
        await expectNoSeriousViolations(page, target);
      }
    });
  });
}
