import { expect, test } from './fixtures.ts';
import { freshEmail, mailLink } from './accounts-support.ts';
import { expectNoSeriousViolations } from './axe.ts';
import { PHONE } from './support.ts';

/** Onboarding: a new member's three steps on the home screen, a first session that fits. */
test.use(PHONE);

test('a new member answers three questions, hears a first session that fits, earns a badge and finds it all on the profile', async ({
  page,
  baseURL,
}) => {
  // Waits on real playback (the media clock), which a busy machine slows down.
  test.slow();
  const email = freshEmail('onboarding');
  const headers = { origin: baseURL! };
  const data = { name: 'New Founder', email, password: 'onboarding-2026' };
  expect((await page.request.post('/api/auth/sign-up/email', { data, headers })).ok()).toBe(true);
  await page.request.get((await mailLink(page.request, email)).link, { maxRedirects: 0 });
  const signIn = await page.request.post('/api/auth/sign-in/email', {
    data: { email, password: data.password },
    headers,
  });
  expect(signIn.ok()).toBe(true);

  await page.goto('/');
  const panel = page.getByRole('region', { name: 'Make Founder Flow yours' });
  await expect(panel.getByText('Step 1 of 3')).toBeVisible();
  const next = panel.getByRole('button', { name: 'Next' });
  await expect(next).toBeDisabled();
  await panel.getByRole('button', { name: 'Fundraising' }).click();
  await panel.getByRole('button', { name: 'Less stress' }).click();
  await expect(panel.getByRole('button', { name: 'Fundraising' })).toHaveAttribute('aria-pressed', 'true');
  await expectNoSeriousViolations(page, 'onboarding, phone');
  await next.click();
  await panel.getByRole('radio', { name: '5 minutes' }).check();
  await next.click();
  await panel.getByRole('radio', { name: 'Morning' }).check();
  await panel.getByRole('checkbox', { name: 'E-mail me a daily reminder at 07:30' }).check();
  await panel.getByRole('button', { name: 'Show my first session' }).click();

  const first = page.getByRole('region', { name: 'Your first session' });
  const start = first.getByRole('link', { name: 'Start this session' });
  await expect(start).toBeVisible();
  const href = (await start.getAttribute('href'))!;
  const session = (await (await page.request.get(`/api${href}`)).json()) as {
    title: string;
    isPremium: boolean;
    durationMinutes: number;
  };
  expect(session.isPremium).toBe(false);
  expect(session.durationMinutes).toBeLessThanOrEqual(5);
  await start.click();
  await expect(page).toHaveURL(href);

  // The first session, heard to the end (at Chromium's fastest rate), earns the first badge at once.
  await page.getByRole('button', { name: `Listen: ${session.title}` }).click();
  await expect
    .poll(() => page.evaluate(() => document.querySelector('audio')?.currentTime ?? 0), { timeout: 60_000 })
    .toBeGreaterThan(0.2);
  await page.evaluate(() => {
    const audio = document.querySelector('audio');
    if (audio) audio.playbackRate = 16;
  });
  await expect(page.getByRole('dialog', { name: 'Session Complete' })).toBeVisible({ timeout: 60_000 });
  await expect(
    page.locator('[data-sonner-toast]').filter({ hasText: 'Badge earned: First Step' }),
  ).toBeVisible();

  // Done once: the home screen no longer asks, and the profile shows the answers to edit, the
  // badge, a one-day streak and the session just heard.
  await page.goto('/profile');
  await expect(page.getByRole('list', { name: 'Badges earned' })).toContainText('First Step');
  await expect(page.getByText('1 day in a row (today counted)')).toBeVisible();
  await expect(page.getByRole('img', { name: /^Listening calendar: / })).toHaveAccessibleName(
    'Listening calendar: Active on 1 of the last 84 days, 1 session finished.',
  );
  await expect(page.getByRole('region', { name: 'Continue listening' })).toContainText(session.title);
  const goals = page.getByRole('region', { name: 'Your goals' });
  await expect(goals).toContainText('Fundraising, Less stress');
  await expect(goals).toContainText('5 minutes a day, morning');
  // The reminder asked for in onboarding is on at the morning's time, and can be moved.
  const reminder = page.getByRole('region', { name: 'Daily reminder' });
  await expect(reminder.getByRole('checkbox', { name: 'Send me a daily reminder' })).toBeChecked();
  const time = reminder.getByLabel('Reminder time');
  await expect(time).toHaveValue('07:30');
  await time.fill('08:15');
  await reminder.getByRole('button', { name: 'Save reminder' }).click();
  await expect(reminder.getByRole('status')).toHaveText('Saved. See you at 08:15.');
  const preferences = (await (await page.request.get('/api/me/preferences')).json()) as {
    reminder: { enabled: boolean; localTime: string };
  };
  expect(preferences.reminder).toEqual({ enabled: true, localTime: '08:15' });

  // Settings: the time zone the days are counted in, kept with the account.
  const settings = page.getByRole('region', { name: 'Settings' });
  await settings.getByLabel('Time zone').selectOption('Asia/Tokyo');
  await expect(settings.getByRole('status')).toHaveText('Saved.');
  expect(
    ((await (await page.request.get('/api/me/preferences')).json()) as { timeZone: string }).timeZone,
  ).toBe('Asia/Tokyo');
  await expectNoSeriousViolations(page, 'profile with progress, phone');

  // Hidden streaks are mentioned nowhere on the profile, and come back when shown again.
  await page.getByRole('checkbox', { name: 'Hide streaks' }).check();
  await expect(page.getByText(/days? in a row/)).toHaveCount(0);
  await expect(page.getByText('Day streak')).toHaveCount(0);
  await page.getByRole('checkbox', { name: 'Hide streaks' }).uncheck();
  await expect(page.getByText('1 day in a row', { exact: false })).toBeVisible();

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Make Founder Flow yours' })).toHaveCount(0);
});
