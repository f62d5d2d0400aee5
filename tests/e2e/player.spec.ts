import { expect, test, type Page } from './fixtures.ts';
import { signIn } from './support.ts';

/**
 * The player features of issue 18 in Chromium against the real server: speed remembered per
 * session, the sleep timer and up next. Each test uses sessions no other spec plays.
 */

async function titleOf(page: Page, slug: string): Promise<string> {
  const res = await page.request.get(`/api/sessions/${slug}`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { title: string }).title;
}

/** Opens a session's page and presses its play button (Listen or Continue). */
async function play(page: Page, slug: string) {
  const title = await titleOf(page, slug);
  await page.goto(`/sessions/${slug}`);
  await page.getByRole('button', { name: new RegExp(`^(Listen|Continue|Listen Again): ${title}$`) }).click();
  await expect(page.getByRole('region', { name: 'Audio player' }).getByText(title)).toBeVisible();
}

const speedSelect = (page: Page) =>
  page.getByRole('region', { name: 'Audio player' }).getByRole('combobox', { name: 'Playback speed' });
const mediaRate = (page: Page) => page.evaluate(() => document.querySelector('audio')?.playbackRate ?? -1);

test('speed is remembered per session across reloads, and the default speed is a setting', async ({
  page,
  baseURL,
}) => {
  await signIn(page, baseURL!, 'free');
  await play(page, 'a-nap-without-guilt');
  await speedSelect(page).selectOption('1.25');
  await expect.poll(() => mediaRate(page)).toBe(1.25);

  // Another session plays at the default speed; making 0.85× the default is saved to the account.
  await play(page, 'a-real-weekend');
  await expect(speedSelect(page)).toHaveValue('1');
  await speedSelect(page).selectOption('0.85');
  const saved = page.waitForResponse((res) => res.url().endsWith('/api/me/preferences') && res.ok());
  await page.getByRole('button', { name: 'Make 0.85× my default speed' }).click();
  await saved;

  try {
    await page.reload();
    await play(page, 'a-nap-without-guilt');
    await expect(speedSelect(page)).toHaveValue('1.25');
    await expect.poll(() => mediaRate(page)).toBe(1.25);
    await play(page, 'a-mentor-who-tells-the-truth');
    await expect(speedSelect(page)).toHaveValue('0.85');
    await expect.poll(() => mediaRate(page)).toBe(0.85);
  } finally {
    // The demo user's default goes back to 1× for the other specs on this server.
    await page.request.patch('/api/me/preferences', {
      data: { defaultSpeed: 1 },
      headers: { origin: baseURL! },
    });
  }
});
