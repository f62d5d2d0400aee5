import { expect, test, type Page } from './fixtures.ts';
import { freshEmail, mailLink } from './accounts-support.ts';
import { expectNoSeriousViolations } from './axe.ts';
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

  // At the end of the second, the listener cancels what comes next: nothing starts.
  await page.evaluate(() => {
    const audio = document.querySelector('audio')!;
    audio.currentTime = audio.duration - 0.5;
  });
  const upNext = player.getByRole('status').filter({ hasText: /^Up next: / });
  await expect(upNext).toBeVisible();
  await expect(player.getByLabel('Up next starts in')).toHaveText(/^in (10|9) s$/);
  await expectNoSeriousViolations(page, 'player announcing up next');
  await player.getByRole('button', { name: 'Cancel up next' }).click();
  await expect(upNext).toHaveCount(0);
  await page.clock.runFor(12_000);
  await expect(player.getByText(second)).toBeVisible();
  await expect(player.getByRole('button', { name: 'Play', exact: true })).toBeVisible();
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

interface MyState {
  completed: boolean;
  durationListened: number;
  position: number;
}
const myState = async (page: Page, id: string): Promise<MyState> =>
  (await (await page.request.get(`/api/sessions/${id}/me`)).json()) as MyState;
const sessionIdOf = async (page: Page, slug: string): Promise<string> =>
  ((await (await page.request.get(`/api/sessions/${slug}`)).json()) as { id: string }).id;
const audioTime = (page: Page) => page.evaluate(() => document.querySelector('audio')?.currentTime ?? -1);
/** Plays until the media element is past `seconds` (its own clock, not the page's). */
const playedTo = (page: Page, seconds: number) =>
  expect
    .poll(() => page.evaluate((s) => (document.querySelector('audio')?.currentTime ?? 0) > s, seconds), {
      timeout: 60_000,
    })
    .toBe(true);

test('Listen Again on a completed session starts at 0:00, wherever it last stopped', async ({
  page,
  baseURL,
}) => {
  await signIn(page, baseURL!, 'free');
  const slug = 'breathing-low-and-slow';
  const id = await sessionIdOf(page, slug);
  const headers = { origin: baseURL! };
  // Completed by real reports: a play grant, then (once the server's clock allows that much
  // listening at the fastest speed) 90 % heard and a stop a few seconds before the end.
  expect((await page.request.post(`/api/sessions/${id}/play`, { headers })).ok()).toBe(true);
  const detail = (await (await page.request.get(`/api/sessions/${slug}`)).json()) as {
    durationSeconds: number;
    title: string;
  };
  const heard = Math.ceil(detail.durationSeconds * 0.9);
  const stopped = detail.durationSeconds - 18;
  await expect
    .poll(
      async () => {
        const res = await page.request.put(`/api/sessions/${id}/progress`, {
          headers,
          data: { position: stopped, listened: heard },
        });
        return ((await res.json()) as { completed: boolean }).completed;
      },
      { intervals: [1_000], timeout: 60_000 },
    )
    .toBe(true);
  expect(await myState(page, id)).toMatchObject({ completed: true, position: stopped });

  await page.goto(`/sessions/${slug}`);
  await page.getByRole('button', { name: `Listen Again: ${detail.title}` }).click();
  await playedTo(page, 0.2);
  expect(await audioTime(page)).toBeLessThan(10);
});

test('a seek to the end says what still counts, and the page and profile show where it got to', async ({
  page,
  baseURL,
}) => {
  await signIn(page, baseURL!, 'free');
  const slug = 'ten-breaths-of-gratitude';
  const title = await titleOf(page, slug);
  const id = await sessionIdOf(page, slug);
  await play(page, slug);
  const player = page.getByRole('region', { name: 'Audio player' });
  await playedTo(page, 1.5);

  // Skip forward moves 30 s ahead and is not counted as heard.
  const before = await audioTime(page);
  await player.getByRole('button', { name: 'Skip forward 30 seconds' }).click();
  await expect.poll(() => audioTime(page)).toBeGreaterThanOrEqual(before + 30);
  const LEFT = /^(About \d+ min|Less than a minute) left to hear to complete this session$/;
  await expect(player.getByText(LEFT)).toBeVisible();

  const saved = page.waitForResponse((res) => res.url().endsWith(`/api/sessions/${id}/progress`) && res.ok());
  const duration = await page.evaluate(() => {
    const audio = document.querySelector('audio')!;
    audio.currentTime = audio.duration - 0.5;
    return audio.duration;
  });
  await expect(player.getByText('Reached the end')).toBeVisible();
  await expect(player.getByText(LEFT)).toBeVisible();
  await saved;
  await expect.poll(async () => (await myState(page, id)).position).toBeGreaterThan(duration - 3);
  const state = await myState(page, id);
  expect(state.completed).toBe(false);
  expect(state.durationListened).toBeLessThan(20);
  for (const screen of ['desktop', 'phone'] as const) {
    if (screen === 'phone') await page.setViewportSize({ width: 390, height: 844 });
    await expectNoSeriousViolations(page, `player after a seek to the end (${screen})`);
  }
  await page.setViewportSize({ width: 1440, height: 900 });

  const end = `${Math.floor(state.position / 60)}:${String(state.position % 60).padStart(2, '0')}`;
  await page.reload();
  await expect(page.getByRole('button', { name: `Continue: ${title}` })).toBeVisible();
  await expect(page.getByText(new RegExp(`^Stopped at ${end} of \\d+ min`))).toBeVisible();
  await expect(page.getByText(LEFT)).toBeVisible();

  await page.goto('/profile');
  const row = page
    .getByRole('region', { name: 'Continue listening' })
    .getByRole('listitem')
    .filter({ hasText: title });
  await expect(row).toContainText(`Stopped at ${end} of`);
  await expect(row).toContainText(/(About \d+ min|Less than a minute) left to hear to complete this session/);
});

test("the session page's button pauses and resumes the player, and Shift+→ skips 30 s", async ({
  page,
  baseURL,
}) => {
  await signIn(page, baseURL!, 'free');
  const slug = 'the-kind-no';
  const title = await titleOf(page, slug);
  await play(page, slug);
  const player = page.getByRole('region', { name: 'Audio player' });
  await playedTo(page, 0.5);
  const paused = () => page.evaluate(() => document.querySelector('audio')?.paused);

  await page.getByRole('button', { name: `Pause: ${title}` }).click();
  await expect.poll(paused).toBe(true);
  await expect(player.getByRole('button', { name: 'Play', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: `Resume: ${title}` })).toBeVisible();
  await expectNoSeriousViolations(page, 'session page with its session paused in the player');

  await page.getByRole('button', { name: `Resume: ${title}` }).click();
  await expect.poll(paused).toBe(false);
  await expect(page.getByRole('button', { name: `Pause: ${title}` })).toBeVisible();
  await expect(player.getByRole('button', { name: 'Pause' })).toBeVisible();

  const before = await audioTime(page);
  await page.locator('body').press('Shift+ArrowRight');
  await expect.poll(() => audioTime(page)).toBeGreaterThanOrEqual(before + 30);
});

test('the sleep timer reads whole on a 320 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 700 });
  await play(page, 'warm-up-your-voice');
  const player = page.getByRole('region', { name: 'Audio player' });
  await player.getByRole('button', { name: 'Expand player' }).click();
  const sleep = player.getByRole('combobox', { name: 'Sleep timer' });
  for (const choice of ['off', 'end']) {
    await sleep.selectOption(choice);
    const fits = await sleep.evaluate((select) => {
      const box = select.getBoundingClientRect();
      return select.scrollWidth <= select.clientWidth && box.left >= 0 && box.right <= window.innerWidth;
    });
    expect(fits, choice).toBe(true);
  }
  await expectNoSeriousViolations(page, 'now-playing view at 320 px');
});

test('a session played from its own page follows on in its coaching path (up next)', async ({
  page,
  baseURL,
}) => {
  await signIn(page, baseURL!, 'free');
  // 'Done Is a Decision' belongs to one path only, where 'Launching Small and Often' follows it.
  const next = await titleOf(page, 'launching-small-and-often');
  await play(page, 'done-is-a-decision');
  const player = page.getByRole('region', { name: 'Audio player' });
  await playedTo(page, 0.2);
  await page.evaluate(() => {
    const audio = document.querySelector('audio')!;
    audio.currentTime = audio.duration - 0.5;
  });
  await expect(player.getByRole('status').filter({ hasText: `Up next: ${next}` })).toBeVisible();
  await player.getByRole('button', { name: 'Cancel up next' }).click();
});
