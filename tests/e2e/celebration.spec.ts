import { expect, test } from './fixtures.ts';
import { expectNoSeriousViolations } from './axe.ts';
import { PHONE, signIn } from './support.ts';

/** The celebration reel: a story of the user's figures, a page at a time, shared as a picture. */
test.use(PHONE);

test('the celebration reel tells the story page by page at phone size and shares it as a picture', async ({
  page,
  baseURL,
}) => {
  await signIn(page, baseURL!, 'free');
  await page.goto('/profile');
  await page.getByRole('link', { name: 'See your story' }).click();
  const reel = page.getByRole('region', { name: 'Your Founder Flow story' });
  await expect(reel.getByRole('heading', { level: 1 })).toHaveText(/story so far$/);
  await expectNoSeriousViolations(page, 'celebration reel, phone');

  // Arrow keys, buttons and the page markers all turn the pages.
  await page.keyboard.press('ArrowRight');
  await expect(reel.getByText('You listened')).toBeVisible();
  const pages = reel.getByRole('list', { name: 'Pages' }).getByRole('button');
  const count = await pages.count();
  expect(count).toBeGreaterThanOrEqual(6);
  await pages.nth(count - 1).click();
  await expect(reel.getByText('Days you reflected')).toBeVisible();
  await expect(reel.getByRole('button', { name: 'Next page' })).toBeDisabled();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    reel.getByRole('button', { name: 'Share my story' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^founder-flow-\d{4}-\d{2}\.png$/);
  await expect(reel.getByRole('status')).toHaveText('Your picture was downloaded.');
  await reel.getByRole('link', { name: 'Close your story' }).click();
  await expect(page).toHaveURL(/\/profile$/);
});

test('the secret room shows a visitor and a user without the badge what opens it', async ({
  page,
  baseURL,
}) => {
  await page.goto('/secret');
  await expect(page.getByRole('heading', { level: 1, name: 'The secret room' })).toBeVisible();
  const door = page.getByRole('region', { name: 'What opens the room' });
  await expect(door).toContainText('Full Week');
  await expect(door.getByRole('link', { name: 'Create a free account' })).toHaveAttribute(
    'href',
    '/auth?tab=signup&redirect=/secret',
  );
  await expectNoSeriousViolations(page, 'secret room, visitor, phone');

  await signIn(page, baseURL!, 'free');
  await page.goto('/secret');
  await expect(door.getByRole('progressbar', { name: /^Full Week: \d of 7 days$/ })).toBeVisible();
  await expect(door.getByRole('link', { name: "Find today's session" })).toHaveAttribute('href', '/sessions');
  // Nothing of the bonus reaches a browser without the badge.
  await expect(page.locator('audio')).toHaveCount(0);
  await expect(page).toHaveTitle('The secret room · Founder Flow');
});
