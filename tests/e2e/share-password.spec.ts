import { expectNoSeriousViolations } from './axe.ts';
import { expect, test, type Browser, type Page } from './fixtures.ts';
import { PHONE, signIn } from './support.ts';

/**
 * A password-protected deck link: the owner sets the password in the share dialog; a signed-out
 * visitor sees the password page (at 1440 px and on a phone), a wrong password is refused in words,
 * the right one opens the deck; a link pinned to its version tells viewers a newer one exists.
 */

const PASSWORD = 'lumen-seed-2026';

/** A new deck of the signed-in subscriber's, made through the API. */
async function makeDeck(
  page: Page,
  baseURL: string,
  title: string,
): Promise<{ id: string; version: number }> {
  const made = await page.request.post('/api/pitch/decks', {
    data: {
      framework: 'yc',
      title,
      answers: { company: 'Lumen Ledger', problem: 'Cafés lose hours to books.' },
    },
    headers: { origin: baseURL },
  });
  expect(made.status()).toBe(201);
  return made.json();
}

/** Opens the link in a fresh, signed-out browser at the page's window size. */
async function visit(
  browser: Browser,
  baseURL: string,
  path: string,
  viewport: { width: number; height: number },
) {
  const context = await browser.newContext({ baseURL, viewport });
  const reader = await context.newPage();
  await reader.goto(path);
  return reader;
}

/** The password page: wrong, then right. */
async function unlockWith(reader: Page, label: string, title: string) {
  await expect(
    reader.getByRole('heading', { level: 1, name: 'This deck is password protected' }),
  ).toBeVisible();
  await expectNoSeriousViolations(reader, `/d/:token password page (${label})`);
  // Nothing of the deck is on the page before the password.
  await expect(reader.getByText(title)).toHaveCount(0);
  await reader.getByLabel('Password').fill('not-the-password');
  await reader.getByRole('button', { name: 'Open the deck' }).click();
  await expect(reader.getByText('That password is not right.')).toBeVisible();
  await expectNoSeriousViolations(reader, `/d/:token wrong password (${label})`);
  await reader.getByLabel('Password').fill(PASSWORD);
  await reader.getByRole('button', { name: 'Open the deck' }).click();
  await expect(reader.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(reader.getByRole('group', { name: /^Slide 1 of \d+$/ })).toBeVisible();
}

test.describe('at 1440 px', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('the owner locks a link in the share dialog; a visitor needs the password', async ({
    page,
    baseURL,
    browser,
  }) => {
    await signIn(page, baseURL!, 'subscriber');
    const deck = await makeDeck(page, baseURL!, 'Locked deck');
    await page.goto(`/pitch/${deck.id}`);
    await page.getByRole('button', { name: 'Share' }).click();
    const share = page.getByRole('dialog', { name: 'Share a read-only link' });
    await share.getByLabel('Password (optional)').fill(PASSWORD);
    await share.getByRole('button', { name: 'Create link' }).click();
    const url = await share.getByLabel('Your link').inputValue();
    await expect(share.getByText('Viewers need a password.')).toBeVisible();
    await expectNoSeriousViolations(page, 'share dialog with a protected link');

    const reader = await visit(browser, baseURL!, new URL(url).pathname, { width: 1440, height: 900 });
    await unlockWith(reader, 'desktop', 'Locked deck');
    // Reloaded, the browser's unlock still holds.
    await reader.reload();
    await expect(reader.getByRole('heading', { level: 1, name: 'Locked deck' })).toBeVisible();
    await reader.context().close();
  });
});

test.describe('on a phone', () => {
  test.use(PHONE);

  test('the password page fits and passes axe; a pinned link tells of a newer version', async ({
    page,
    baseURL,
    browser,
  }) => {
    await signIn(page, baseURL!, 'subscriber');
    const deck = await makeDeck(page, baseURL!, 'Phone locked');
    const shared = await page.request.post(`/api/pitch/decks/${deck.id}/share`, {
      data: { password: PASSWORD, follows: 'pinned' },
      headers: { origin: baseURL! },
    });
    expect(shared.status()).toBe(201);
    const { url } = (await shared.json()) as { url: string };
    const saved = await page.request.patch(`/api/pitch/decks/${deck.id}`, {
      data: { title: 'Phone locked v2', baseVersion: deck.version },
      headers: { origin: baseURL! },
    });
    expect(saved.status()).toBe(200);

    const reader = await visit(browser, baseURL!, new URL(url).pathname, PHONE.viewport);
    await expect(
      reader.getByRole('heading', { level: 1, name: 'This deck is password protected' }),
    ).toBeVisible();
    expect(await reader.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await unlockWith(reader, 'phone', 'Phone locked');
    await expect(reader.getByText('A newer version of this deck exists')).toBeVisible();
    await expectNoSeriousViolations(reader, '/d/:token pinned and superseded (phone)');
    await reader.context().close();
  });
});
