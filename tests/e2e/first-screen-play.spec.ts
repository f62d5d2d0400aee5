import { mailLink, freshEmail } from './accounts-support.ts';
import { expect, test, type Page } from './fixtures.ts';
import { PHONE, untilAppHasRendered } from './support.ts';
import { defined } from '#shared/testing/defined.ts';

// On a phone, the landing's first screen offers a session to play: its Listen is within the first
// viewport without scrolling, and a tap on it plays, for a visitor and for a member.
test.use(PHONE);

const LISTEN = /^(Listen|Continue|Listen Again): /;

/** Whether the media element is playing: not paused, its clock past zero. */
async function untilPlaying(page: Page) {
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          const audio = document.querySelector('audio');
          if (!audio) return 'no audio element';
          return !audio.paused && audio.currentTime > 0
            ? 'playing'
            : `paused ${audio.paused}, at ${audio.currentTime}`;
        }),
      { timeout: 30_000 },
    )
    .toBe('playing');
}

/** The first play button on the page lies wholly inside the first screen, nothing scrolled. */
async function expectInFirstScreen(page: Page) {
  const listen = page.getByRole('button', { name: LISTEN }).first();
  await expect(listen).toBeEnabled();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  const box = defined(await listen.boundingBox());
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(PHONE.viewport.height);
  return listen;
}

test('a visitor taps Listen on the prerendered landing’s first screen and it plays', async ({ page }) => {
  await page.goto('/');
  // The prerendered markup, before any intent: the boot file fills today's pick without the app.
  await expect(page.locator('#prerendered')).toBeVisible();
  const listen = await expectInFirstScreen(page);
  await expect(page.locator('#prerendered').getByRole('button', { name: LISTEN })).toHaveCount(1);
  // The tap loads the app, which presses the same button again once it is here.
  await listen.tap();
  await untilAppHasRendered(page);
  await untilPlaying(page);
});

test('a member’s first screen has a Listen that plays', async ({ page, baseURL }) => {
  const email = freshEmail('first-screen');
  const data = { name: 'First Screen', email, password: 'first-screen-2026' };
  const headers = { origin: defined(baseURL) };
  expect((await page.request.post('/api/auth/sign-up/email', { data, headers })).ok()).toBe(true);
  const { link } = await mailLink(page.request, email);
  await page.request.get(link, { maxRedirects: 0 });
  expect(
    (
      await page.request.post('/api/auth/sign-in/email', {
        data: { email, password: data.password },
        headers,
      })
    ).ok(),
  ).toBe(true);

  await page.goto('/');
  await untilAppHasRendered(page);
  // The Today block above the hero fills in on its own; the featured grid's buttons render sooner.
  await expect(
    page.getByRole('region', { name: 'Today' }).getByRole('button', { name: LISTEN }),
  ).toBeVisible();
  const listen = await expectInFirstScreen(page);
  await listen.tap();
  await untilPlaying(page);
});
