import fs from 'node:fs';
import { strFromU8, unzipSync } from 'fflate';
import { expectNoSeriousViolations } from './axe.ts';
import { expect, test, type Page } from './fixtures.ts';
import { PHONE, signIn } from './support.ts';

/**
 * The pitch deck generator in Chromium against the real server: the wizard (answers kept
 * through a reload), generation by the composer, an inline edit with undo and redo, present mode
 * turned by keys, both exports read back (the PPTX's XML holds the edited text, the PDF is a PDF),
 * a share link opened signed out in a fresh context with its dwell time counted, then revoked; the
 * free plan's upsells; axe on the list, the wizard and the editor at desktop and phone sizes.
 */

/** Clicks the button and reads what the browser saved. */
async function download(page: Page, button: string) {
  const [saved] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button, exact: true }).click(),
  ]);
  return { name: saved.suggestedFilename(), bytes: fs.readFileSync(await saved.path()) };
}

const slideEditor = (page: Page) => page.getByRole('region', { name: 'Selected slide' });

/** The wizard's answers as this device keeps them (IndexedDB), for the draft that has a framework. */
async function storedAnswers(page: Page): Promise<Record<string, string>[]> {
  return page.evaluate(
    () =>
      new Promise<Record<string, string>[]>((resolve, reject) => {
        const open = indexedDB.open('founder-flow-pitch');
        open.onerror = () => reject(open.error ?? new Error('IndexedDB'));
        open.onsuccess = () => {
          const all = open.result.transaction('wizard-drafts').objectStore('wizard-drafts').getAll();
          all.onerror = () => reject(all.error ?? new Error('IndexedDB'));
          all.onsuccess = () =>
            resolve((all.result as { answers: Record<string, string> }[]).map((draft) => draft.answers));
        };
      }),
  );
}

/** A slide on screen is a 16:9 picture that fits inside the window. */
async function expectSixteenByNine(page: Page, slide: ReturnType<Page['getByRole']>) {
  const box = (await slide.boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(Math.abs(box.width / box.height - 16 / 9)).toBeLessThan(0.02);
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width + 0.5);
  expect(box.y + box.height).toBeLessThanOrEqual(viewport.height + 0.5);
}

/** The score the deck checker shows. */
async function shownScore(page: Page): Promise<number> {
  const text = await page
    .getByRole('region', { name: 'Deck checker' })
    .locator('p[aria-live="polite"]')
    .textContent();
  return Number(/^(\d+)/.exec(text ?? '')?.[1] ?? NaN);
}

test('a subscriber writes, edits, presents, exports and shares a deck', async ({
  page,
  browser,
  baseURL,
}) => {
  // The whole journey in one test, on a busy machine: three times the usual budget.
  test.setTimeout(360_000);
  await signIn(page, baseURL!, 'subscriber');
  await page.goto('/pitch');
  await expect(page.getByRole('heading', { level: 1, name: 'Pitch Deck Generator' })).toBeVisible();
  await expectNoSeriousViolations(page, '/pitch (desktop)');
  await page
    .getByRole('link', { name: /^(New deck|Start your first deck)$/ })
    .first()
    .click();

  // The wizard: a framework, then a step per slide; answers survive a reload.
  await expect(page.getByRole('heading', { level: 1, name: 'New pitch deck' })).toBeVisible();
  await page.getByRole('button', { name: /^Y Combinator seed deck/ }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Title' })).toBeVisible();
  await page.getByLabel('Company name').fill('Lumen Ledger');
  // Every question comes with an example.
  await expect(page.getByLabel('Company name')).toHaveAccessibleDescription(/^Example: \S/);
  await page.getByLabel('What you do, in one sentence').fill('Bookkeeping that closes the month for cafés.');
  await expect(page.locator('[data-sync="saved"]')).toBeVisible();
  // The account's first deck now exists on the server, which earns a badge.
  await expect(page.getByText('Badge earned: Storyteller')).toBeVisible();
  await expectNoSeriousViolations(page, '/pitch/new (desktop)');
  await page.reload();
  await expect(page.getByLabel('Company name')).toHaveValue('Lumen Ledger');

  const steps = page.getByRole('navigation', { name: 'Steps' });
  await steps.getByRole('button', { name: /Problem$/ }).click();
  await page
    .getByLabel('The problem, as the customer feels it')
    .fill('Café owners spend two evenings a month matching receipts to bank lines.');
  await expect(page.locator('[data-sync="saved"]')).toBeVisible();
  // Offline, an answer is kept on this device and reaches the account when the connection returns.
  await page.context().setOffline(true);
  await page.getByLabel('Who has this problem').fill('Owner-operators of independent cafés.');
  await expect(page.locator('[data-sync="offline"]')).toBeVisible();
  await expect
    .poll(async () => (await storedAnswers(page)).map((answers) => answers.customer))
    .toContain('Owner-operators of independent cafés.');
  await page.context().setOffline(false);
  await expect(page.locator('[data-sync="saved"]')).toBeVisible();
  const listed = (await (await page.request.get('/api/pitch/decks')).json()) as {
    items: { id: string; title: string }[];
  };
  const drafted = listed.items.find((item) => item.title === 'Lumen Ledger')!;
  const onServer = (await (await page.request.get(`/api/pitch/decks/${drafted.id}`)).json()) as {
    answers: Record<string, string>;
  };
  expect(onServer.answers.customer).toBe('Owner-operators of independent cafés.');
  await steps.getByRole('button', { name: /Traction$/ }).click();
  await page.getByLabel('Your main traction figure').fill('Monthly recurring revenue');
  await page.getByLabel('Traction by period, one per line').fill('Jan $1200\nFeb $1800\nMar $2600');
  await steps.getByRole('button', { name: /Market$/ }).click();
  await page.getByLabel('Total addressable market (TAM)').fill('$4.2B');
  await page.getByLabel('Serviceable market (SAM)').fill('$900M');
  await page.getByLabel('What you can win in 3–5 years (SOM)').fill('$45M');
  await page.getByLabel('Where the market figures come from').fill('National café census 2025.');
  await steps.getByRole('button', { name: /Generate$/ }).click();
  await page.getByRole('button', { name: 'Generate the deck' }).click();

  // The editor.
  await expect(page).toHaveURL(/\/pitch\/[\w-]+$/);
  await expect(page.getByText('Written by the composer')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Deck checker' })).toBeVisible();
  const slides = page.getByRole('navigation', { name: 'Slides' }).getByRole('listitem');
  const count = await slides.count();
  expect(count).toBeGreaterThanOrEqual(9);
  const title = slideEditor(page).getByRole('textbox', { name: 'Slide title' });
  const before = await title.textContent();
  await title.fill('Lumen Ledger: the ten-minute month end');
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(title).toHaveText(before ?? '');
  await page.getByRole('button', { name: 'Redo' }).click();
  await expect(title).toHaveText('Lumen Ledger: the ten-minute month end');
  await expect(page.getByRole('status').filter({ hasText: 'All changes saved' })).toBeVisible();
  await expectNoSeriousViolations(page, '/pitch/:id (desktop)');

  // Switching a slide's layout (and undoing it).
  const layout = slideEditor(page).getByLabel('Layout');
  const layoutBefore = await layout.inputValue();
  await layout.selectOption('chart');
  await expect(slideEditor(page).getByLabel('Figures, one per line')).toBeVisible();
  await expect(slideEditor(page).getByText("Add figures in the slide's chart data")).toBeVisible();
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(layout).toHaveValue(layoutBefore);

  // The checker follows every edit: a deleted slide is a missing slide, and the finding adds it back.
  const checker = page.getByRole('region', { name: 'Deck checker' });
  const scoreBefore = await shownScore(page);
  const teamAt = (await slides.allTextContents()).findIndex((text) => /Team/.test(text));
  expect(teamAt).toBeGreaterThan(0);
  await page.getByRole('button', { name: `Delete slide ${teamAt + 1}`, exact: true }).click();
  await expect(slides).toHaveCount(count - 1);
  const missing = checker.getByRole('listitem').filter({ hasText: 'has no “Team” slide' });
  await expect(missing).toBeVisible();
  await expect.poll(() => shownScore(page)).toBeLessThan(scoreBefore);
  await missing.getByRole('button', { name: 'Add this slide' }).click();
  await expect(slides).toHaveCount(count);
  await expect(
    slideEditor(page).getByRole('group', { name: `Slide ${teamAt + 1} of ${count}, editable` }),
  ).toBeVisible();
  await expect.poll(() => shownScore(page)).toBe(scoreBefore);
  // A finding about a slide opens it.
  const openSlide = checker.getByRole('button', { name: /^Open slide \d+$/ }).first();
  const target = Number(/(\d+)$/.exec((await openSlide.textContent()) ?? '')![1]);
  await openSlide.click();
  await expect(
    slideEditor(page).getByRole('group', { name: `Slide ${target} of ${count}, editable` }),
  ).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'All changes saved' })).toBeVisible();

  // Present mode (from the first slide), turned by the keys presenters use.
  await slides.first().getByRole('button').first().click();
  await expect(slideEditor(page).getByRole('group', { name: `Slide 1 of ${count}, editable` })).toBeVisible();
  await page.getByRole('button', { name: 'Present' }).click();
  const show = page.getByRole('dialog', { name: 'Presentation' });
  await expect(show.getByText(`Slide 1 of ${count}`)).toBeVisible();
  // Full screen, and the slide a 16:9 picture that fits the screen.
  await expect.poll(() => page.evaluate(() => document.fullscreenElement !== null)).toBe(true);
  await expectSixteenByNine(page, show.getByRole('group', { name: `Slide 1 of ${count}` }));
  await page.keyboard.press('ArrowRight');
  await expect(show.getByText(`Slide 2 of ${count}`)).toBeVisible();
  await page.keyboard.press('PageDown');
  await expect(show.getByText(`Slide 3 of ${count}`)).toBeVisible();
  await page.keyboard.press('PageUp');
  await expect(show.getByText(`Slide 2 of ${count}`)).toBeVisible();
  await show.getByRole('button', { name: 'Presenter view' }).click();
  await expect(show.getByRole('heading', { name: 'Speaker notes' })).toBeVisible();
  await expect(show.getByText('Aim: ', { exact: false })).toBeVisible();
  // The timer runs from the start of the presentation, and pauses.
  const timer = show.locator('[aria-label^="Elapsed"]');
  await expect(timer).toHaveAttribute('aria-label', /^Elapsed 00:0[1-9]$/);
  await show.getByRole('button', { name: 'Pause the timer' }).click();
  await expect(show.getByRole('button', { name: 'Resume the timer' })).toBeVisible();
  await show.getByRole('button', { name: 'Stop presenting' }).click();
  await expect(show).toHaveCount(0);

  // Both exports, read back.
  const pptx = await download(page, 'PowerPoint');
  expect(pptx.name).toMatch(/\.pptx$/);
  expect(pptx.bytes.subarray(0, 2).toString('latin1')).toBe('PK');
  const parts = unzipSync(new Uint8Array(pptx.bytes));
  const slideXml = Object.keys(parts)
    .filter((name) => /^ppt\/slides\/slide\d+\.xml$/.test(name))
    .map((name) => strFromU8(parts[name]!))
    .join('\n');
  expect(slideXml).toContain('Lumen Ledger: the ten-minute month end');
  const pdf = await download(page, 'PDF');
  expect(pdf.name).toMatch(/\.pdf$/);
  expect(pdf.bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');

  // A share link, opened signed out in a fresh browser context.
  await page.getByRole('button', { name: 'Share' }).click();
  const share = page.getByRole('dialog', { name: 'Share a read-only link' });
  await share.getByRole('button', { name: 'Create link' }).click();
  const url = await share.getByLabel('Your link').inputValue();
  const path = new URL(url).pathname;
  expect(path).toMatch(/^\/d\/[\w-]+$/);
  const visitor = await browser.newContext({ baseURL });
  const reader = await visitor.newPage();
  await reader.goto(path);
  await expect(reader.getByRole('heading', { level: 1, name: /Lumen Ledger/ })).toBeVisible();
  await expect(reader.getByText(`1 / ${count}`)).toBeVisible();
  await reader.keyboard.press('ArrowRight');
  await expect(reader.getByText(`2 / ${count}`)).toBeVisible();
  await expectNoSeriousViolations(reader, '/d/:token (desktop)');
  await reader.close({ runBeforeUnload: true });

  const deckId = new URL(page.url()).pathname.split('/').pop()!;
  await expect
    .poll(async () => (await (await page.request.get(`/api/pitch/decks/${deckId}/analytics`)).json()).views, {
      timeout: 30_000,
    })
    .toBeGreaterThanOrEqual(1);
  await share.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('button', { name: 'Share' }).click();
  await expect(share.getByText(/^1 visit/)).toBeVisible();
  await share.getByRole('button', { name: 'Revoke' }).click();
  await expect(share.getByText('No link is active.')).toBeVisible();
  const late = await visitor.newPage();
  await late.goto(path);
  await expect(late.getByRole('heading', { name: 'This link is no longer available' })).toBeVisible();
  await visitor.close();
});

test('a free user meets the upsell calmly for PowerPoint, sharing and a second deck', async ({
  page,
  baseURL,
}) => {
  await signIn(page, baseURL!, 'free');
  const made = await page.request.post('/api/pitch/decks', {
    data: { framework: 'kawasaki', title: 'Free plan deck', answers: { company: 'Lumen Ledger' } },
    headers: { origin: baseURL! },
  });
  expect(made.status()).toBe(201);
  const deck = (await made.json()) as { id: string };

  await page.goto('/pitch');
  await expect(page.getByText('Your plan includes one deck.', { exact: false })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Available with Premium' })).toBeVisible();

  await page.goto(`/pitch/${deck.id}`);
  await expect(page.getByText('Written by the composer')).toBeVisible();
  await page.getByRole('button', { name: 'PowerPoint', exact: true }).click();
  const upsell = page.getByRole('dialog', { name: 'Export to PowerPoint' });
  await expect(upsell.getByRole('link', { name: 'See Premium' })).toHaveAttribute('href', '/subscription');
  await upsell.getByRole('button', { name: 'Close' }).click();
  const pdf = await download(page, 'PDF');
  expect(pdf.bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
  await page.getByRole('button', { name: 'Share' }).click();
  const share = page.getByRole('dialog', { name: 'Share a read-only link' });
  await expect(share.getByRole('heading', { name: 'Available with Premium' })).toBeVisible();
  await expect(share.getByRole('button', { name: 'Create link' })).toHaveCount(0);
});

test.describe('on a phone', () => {
  test.use(PHONE);
  test('the list, the wizard and the editor are usable and pass axe', async ({ page, baseURL }) => {
    await signIn(page, baseURL!, 'subscriber');
    const made = await page.request.post('/api/pitch/decks', {
      data: { framework: 'sequoia', title: 'Phone deck', answers: { company: 'Lumen Ledger', tam: '$4.2B' } },
      headers: { origin: baseURL! },
    });
    expect(made.status()).toBe(201);
    const deck = (await made.json()) as { id: string };

    await page.goto('/pitch');
    await expect(page.getByRole('link', { name: 'Phone deck', exact: true })).toBeVisible();
    await expectNoSeriousViolations(page, '/pitch (phone)');
    await page.goto('/pitch/new');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousViolations(page, '/pitch/new (phone)');
    // A deck the model wrote says so (the answer is relabelled at the network edge: this server has
    // no model configured).
    await page.route(`**/api/pitch/decks/${deck.id}`, async (route) => {
      if (route.request().method() !== 'GET') return route.fallback();
      const response = await route.fetch();
      const body = (await response.json()) as Record<string, unknown>;
      await route.fulfill({ response, json: { ...body, writtenBy: 'model' } });
    });
    await page.goto(`/pitch/${deck.id}`);
    await expect(page.getByRole('heading', { name: 'Deck checker' })).toBeVisible();
    await expect(page.getByText('Written by the model')).toBeVisible();
    await page.unroute(`**/api/pitch/decks/${deck.id}`);
    // Nothing wider than the phone: the slide strip scrolls inside itself.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoSeriousViolations(page, '/pitch/:id (phone)');

    await page.getByRole('button', { name: 'Present' }).click();
    const show = page.getByRole('dialog', { name: 'Presentation' });
    await expect(show.getByText(/^Slide 1 of \d+$/)).toBeVisible();
    await expectSixteenByNine(page, show.getByRole('group', { name: /^Slide 1 of \d+$/ }));
    // A swipe to the left turns to the next slide.
    const box = (await show.getByRole('group').first().boundingBox())!;
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + box.width * 0.8, y);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.2, y, { steps: 5 });
    await page.mouse.up();
    await expect(show.getByText(/^Slide 2 of \d+$/)).toBeVisible();
    await show.getByRole('button', { name: 'Stop presenting' }).click();

    // The shared deck on a phone: 16:9, and it passes axe.
    const shared = await page.request.post(`/api/pitch/decks/${deck.id}/share`, {
      data: {},
      headers: { origin: baseURL! },
    });
    expect(shared.status()).toBe(201);
    const { url } = (await shared.json()) as { url: string };
    await page.goto(new URL(url).pathname);
    await expect(page.getByRole('heading', { level: 1, name: 'Phone deck' })).toBeVisible();
    await expectSixteenByNine(page, page.getByRole('group', { name: /^Slide 1 of \d+$/ }));
    await expectNoSeriousViolations(page, '/d/:token (phone)');
  });
});

test('at 1440 px the wizard shows every step pill inside its column, the longest framework too', async ({
  page,
  baseURL,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, baseURL!, 'subscriber');
  await page.goto('/pitch/new');
  await page.getByRole('button', { name: /^Kawasaki/ }).click();
  const steps = page.getByRole('navigation', { name: 'Steps' });
  await expect(steps.getByRole('button', { name: /Generate$/ })).toBeVisible();
  const nav = (await steps.boundingBox())!;
  for (const pill of await steps.getByRole('button').all()) {
    const box = (await pill.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(nav.x);
    expect(box.x + box.width, await pill.innerText()).toBeLessThanOrEqual(nav.x + nav.width);
  }
  // Nothing hidden behind a scroll inside the row either.
  expect(await steps.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
});

test('the list of decks says when it is empty, and when it could not be loaded, with a retry', async ({
  page,
  baseURL,
}) => {
  await signIn(page, baseURL!, 'subscriber');
  let answer: { status: number; json: unknown } = {
    status: 500,
    json: { error: { code: 'internal', message: 'The server had a problem.' } },
  };
  await page.route(/\/api\/pitch\/decks$/, (route) =>
    route.request().method() === 'GET' ? route.fulfill(answer) : route.fallback(),
  );
  await page.goto('/pitch');
  await expect(page.getByText(/^Your decks could not be loaded/)).toBeVisible();
  answer = { status: 200, json: { items: [], limit: null } };
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByText('No decks yet')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Start your first deck' })).toHaveAttribute(
    'href',
    '/pitch/new',
  );
  await expectNoSeriousViolations(page, '/pitch empty (desktop)');
});
