import { expect, test, type Page } from './fixtures.ts';
import { freshEmail, mailLink } from './accounts-support.ts';
import { signIn } from './support.ts';

/**
 * The player features in Chromium against the real server: speed remembered per
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

test('the sleep timer fades playback out and stops it; +5 min pushes it back', async ({ page, baseURL }) => {
  // The timer runs on the page's clock: Playwright moves it forward instead of waiting ten minutes.
  await page.clock.install();
  await signIn(page, baseURL!, 'free');
  await play(page, 'after-the-cofounder-fight');
  const player = page.getByRole('region', { name: 'Audio player' });
  await expect(player.getByRole('button', { name: 'Pause' })).toBeVisible();

  await player.getByRole('combobox', { name: 'Sleep timer' }).selectOption('5');
  await expect(player.getByLabel('Sleep timer remaining')).toHaveText(/^(5:00|4:5\d)$/);
  await player.getByRole('button', { name: 'Add 5 minutes to the sleep timer' }).click();
  await expect(player.getByLabel('Sleep timer remaining')).toHaveText(/^(10:00|9:5\d)$/);

  await page.clock.runFor(9 * 60_000 + 55_000);
  // In the last ten seconds the volume fades while it still plays.
  await expect.poll(() => page.evaluate(() => document.querySelector('audio')!.volume)).toBeLessThan(1);
  await expect(player.getByRole('button', { name: 'Pause' })).toBeVisible();

  await page.clock.runFor(10_000);
  await expect(player.getByRole('button', { name: 'Play', exact: true })).toBeVisible();
  expect(await page.evaluate(() => document.querySelector('audio')!.paused)).toBe(true);
  // The listener's volume is back for the next time, and the timer is off.
  expect(await page.evaluate(() => document.querySelector('audio')!.volume)).toBe(1);
  await expect(player.getByRole('combobox', { name: 'Sleep timer' })).toHaveValue('off');
});

test('when a path session ends, the next one is announced and starts after a 10 s countdown', async ({
  page,
  baseURL,
}) => {
  await page.clock.install();
  // A listener of its own: the shared free account's history from other specs (the path's sessions
  // heard or completed, Session Complete over the player) must not shape what comes next here.
  const email = freshEmail('up-next');
  const headers = { origin: baseURL! };
  const data = { name: 'Up Next', email, password: 'up-next-2026' };
  expect((await page.request.post('/api/auth/sign-up/email', { data, headers })).ok()).toBe(true);
  await page.request.get((await mailLink(page.request, email)).link, { maxRedirects: 0 });
  const credentials = { email, password: data.password };
  expect((await page.request.post('/api/auth/sign-in/email', { data: credentials, headers })).ok()).toBe(
    true,
  );
  const first = await titleOf(page, 'three-minute-morning-reset');
  const second = await titleOf(page, 'the-phone-in-the-other-room');
  await page.goto('/paths/focus-for-builders');
  await page.getByRole('button', { name: new RegExp(`^(Listen|Continue|Listen Again): ${first}$`) }).click();
  const player = page.getByRole('region', { name: 'Audio player' });
  await expect(player.getByRole('button', { name: 'Pause' })).toBeVisible();

  // To the end of the session, without listening to all of it.
  await page.evaluate(() => {
    const audio = document.querySelector('audio')!;
    audio.currentTime = audio.duration - 0.5;
  });
  await expect(player.getByRole('status').filter({ hasText: `Up next: ${second}` })).toBeVisible();
  await expect(player.getByText(first)).toBeVisible();

  await page.clock.runFor(10_000);
  await expect(player.getByText(second)).toBeVisible();
  await expect(player.getByRole('button', { name: 'Pause' })).toBeVisible();
  await expect(player.getByText(/^Up next:/)).toHaveCount(0);
});

test("'I have N minutes' on /sessions lists sessions that fit", async ({ page }) => {
  await page.goto('/sessions');
  await page.getByRole('button', { name: 'I have 5 minutes' }).click();
  const list = page.getByRole('list', { name: 'Sessions for 5 minutes' });
  await expect(list.getByRole('listitem').first()).toBeVisible();
  for (const text of await list.getByRole('listitem').allInnerTexts()) {
    expect(Number(/(\d+) min/.exec(text)?.[1])).toBeLessThanOrEqual(5);
  }
  await expect(page.getByRole('button', { name: 'I have 5 minutes' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});

test('with the grant held ahead, Listen asks for the media at once and still reports the start', async ({
  page,
  baseURL,
}) => {
  await signIn(page, baseURL!, 'free');
  const slug = 'the-afternoon-slump';
  const title = await titleOf(page, slug);
  const lookedUp = page.waitForResponse(
    (res) => res.request().method() === 'GET' && /\/api\/sessions\/[^/]+\/play$/.test(res.url()),
  );
  await page.goto(`/sessions/${slug}`);
  expect((await lookedUp).status()).toBe(200);

  // The start report is held back, as on a slow link: the sound must not wait for it.
  let releaseStart!: () => void;
  const startHeld = new Promise<void>((resolve) => (releaseStart = resolve));
  let startAnswered = false;
  await page.route('**/api/sessions/*/play', async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    await startHeld;
    const response = await route.fetch();
    startAnswered = true;
    await route.fulfill({ response });
  });
  const started = page.waitForRequest((req) => req.method() === 'POST' && /\/play$/.test(req.url()));
  await page.getByRole('button', { name: new RegExp(`^(Listen|Continue|Listen Again): ${title}$`) }).click();
  await started;
  await expect
    .poll(() => page.evaluate(() => document.querySelector('audio')?.currentTime ?? 0))
    .toBeGreaterThan(0.5);
  expect(startAnswered).toBe(false);

  releaseStart();
  await expect.poll(() => startAnswered).toBe(true);
  // The start was reported: the session is in the listener's history.
  const { id } = (await (await page.request.get(`/api/sessions/${slug}`)).json()) as { id: string };
  const history = (await (await page.request.get('/api/me/history')).json()) as {
    items: { sessionId: string }[];
  };
  expect(history.items.map((item) => item.sessionId)).toContain(id);
});
