import { expect, test } from './fixtures.ts';
import { untilAppHasRendered } from './support.ts';

test('a lazy route loads its own chunk on navigation', async ({ page }) => {
  await page.goto('/');
  await untilAppHasRendered(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const chunks: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/.+\.js$/.test(request.url())) chunks.push(request.url());
  });
  await page.getByRole('navigation', { name: 'Primary' }).getByRole('link', { name: 'Library' }).click();
  await expect(page).toHaveURL(/\/library$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(chunks.length).toBeGreaterThan(0);
});

test('unknown paths show the not-found page, answered with 404 so crawlers and monitors see it', async ({
  page,
}) => {
  const res = await page.goto('/no-such-place');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('unknown API paths answer JSON 404s', async ({ request }) => {
  const res = await request.get('/api/no-such-endpoint');
  expect(res.status()).toBe(404);
  expect((await res.json()).error.code).toBe('not_found');
});

test('a seeded audio file really plays', async ({ page }) => {
  await page.goto('/');
  await untilAppHasRendered(page);
  const freeCard = page
    .getByRole('article')
    .filter({ hasNot: page.getByText('Premium') })
    .filter({
      has: page.getByRole('button', { name: /^Listen:/ }),
    });
  await freeCard
    .first()
    .getByRole('button', { name: /^Listen:/ })
    .click();
  const player = page.getByRole('region', { name: 'Audio player' });
  await expect(player).toBeVisible();
  const audio = player.locator('audio');
  await expect(audio).toHaveAttribute('src', /\/media\/sessions\/.+\.weba\?exp=\d+&sig=/);
  const before = await audio.evaluate((el: HTMLAudioElement) => el.play().then(() => el.currentTime));
  await expect
    .poll(() => audio.evaluate((el: HTMLAudioElement) => el.currentTime), { timeout: 10_000 })
    .toBeGreaterThan(before + 0.5);
});
