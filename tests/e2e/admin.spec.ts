import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Locator } from '@playwright/test';
import { expect, test, type Page } from './fixtures.ts';
import { expectNoSeriousViolations } from './axe.ts';
import { freshEmail, mailLink, signInThroughPage } from './accounts-support.ts';
import { signIn } from './support.ts';

/**
 * The admin console in Chromium against the real server: a new session with its media,
 * featured first on the landing and played by a free user; a path reordered by dragging, with the
 * keyboard on a drag handle and then with the mouse; a path reordered by keyboard and a user banned on
 * a phone (signed out where they were signed in, and told why at sign-in); a news post with its cover
 * and a library resource with its file; axe on every section of the console at both sizes.
 */

const MEDIA = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../src/server/testing/fixtures/recording-3s.weba',
);
const ADMIN = { email: 'admin@demo.founderflow.app', password: 'flow-admin-2026' };
const PHONE_SIZE = { width: 390, height: 844 };

async function signInAdmin(page: Page, baseURL: string) {
  const res = await page.request.post('/api/auth/sign-in/email', {
    data: ADMIN,
    headers: { origin: baseURL },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

/** Presses a move button with the keyboard until it is disabled (the item is at that end). */
async function moveByKeyboard(page: Page, list: Locator, name: string, times: number) {
  for (let i = 0; i < times; i++) {
    const button = list.getByRole('button', { name });
    await button.focus();
    await page.keyboard.press('Enter');
  }
}

test('an admin adds a session with its media and features it first; a free user finds it on the landing and plays it', async ({
  page,
  browser,
  baseURL,
}) => {
  await signInAdmin(page, baseURL!);
  // Later specs on this worker's server expect the seeded landing: what this test changes, it puts back.
  const seeded = (await (await page.request.get('/api/sessions?featured=true&limit=12')).json()) as {
    items: { id: string }[];
  };
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByText('Subscribers', { exact: true })).toBeVisible();
  await expectNoSeriousViolations(page, 'admin dashboard, desktop');

  const title = `Saying no to investors ${Date.now().toString(36)}`;
  await page
    .getByRole('navigation', { name: 'Admin sections' })
    .getByRole('link', { name: 'Sessions' })
    .click();
  await page.getByRole('link', { name: 'New session' }).click();
  await expect(page.getByRole('heading', { name: 'New session' })).toBeVisible();
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByLabel('Description').fill('When the term sheet is wrong for you.');
  await page.getByRole('button', { name: 'Create session' }).click();
  await expect(page.getByRole('heading', { name: `Edit “${title}”` })).toBeVisible();
  const sessionId = new URL(page.url()).pathname.split('/').pop()!;

  await page.getByLabel('Upload a file').setInputFiles(MEDIA);
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page.getByLabel('Preview')).toBeVisible();
  await expect(page.getByText('audio/webm · 0:03')).toBeVisible();
  await expectNoSeriousViolations(page, 'admin session form, desktop');

  await page
    .getByRole('navigation', { name: 'Admin sections' })
    .getByRole('link', { name: 'Featured' })
    .click();
  const featured = page.getByRole('list', { name: 'Featured sessions in order' });
  await expect(featured.getByRole('listitem')).toHaveCount(Math.max(1, seeded.items.length));
  await page.getByLabel('Add a session').selectOption({ label: title });
  const count = await featured.getByRole('listitem').count();
  await moveByKeyboard(page, featured, `Move ${title} up`, count - 1);
  await expect(featured.getByRole('listitem').first()).toContainText(title);
  await page.getByRole('button', { name: 'Save order' }).click();
  await expect(page.getByText('Featured sessions saved.')).toBeVisible();

  const visitor = await browser.newContext();
  const listener = await visitor.newPage();
  await signIn(listener, baseURL!, 'free');
  // A free user gets a calm page, and the console's code is never even requested.
  const chunks: string[] = [];
  listener.on('request', (req) => chunks.push(req.url()));
  await listener.goto('/admin');
  await expect(listener.getByText('This area is for administrators.')).toBeVisible();
  expect(chunks.filter((url) => url.includes('admin-console'))).toEqual([]);
  await listener.goto('/');
  const card = listener.getByRole('link', { name: title }).first();
  await expect(card).toBeVisible();
  await card.click();
  // The start is reported beside the media request (the page may hold the grant already): wait for
  // it before leaving, as the history row it creates is what makes the session 'heard' below.
  const started = listener.waitForResponse(
    (res) => res.request().method() === 'POST' && res.url().endsWith(`/api/sessions/${sessionId}/play`),
  );
  await listener.getByRole('button', { name: `Listen: ${title}` }).click();
  await expect(listener.getByRole('region', { name: 'Audio player' }).getByText(title)).toBeVisible();
  expect((await started).ok()).toBe(true);
  await visitor.close();

  const restored = await page.request.put('/api/admin/featured', {
    data: { sessionIds: seeded.items.map((s) => s.id) },
    headers: { origin: baseURL! },
  });
  expect(restored.ok()).toBe(true);
  // Heard by the free user, so it is deactivated rather than deleted.
  const removed = await page.request.delete(`/api/admin/sessions/${sessionId}`, {
    headers: { origin: baseURL! },
  });
  expect(((await removed.json()) as { outcome: string }).outcome).toBe('deactivated');
});

type AdminPaths = { items: { id: string; title: string; sessions: { id: string; title: string }[] }[] };

/** dnd-kit's own live region: what a screen reader hears while a row is dragged. */
const spoken = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

test("an admin drags a path's sessions into a new order, by keyboard on the handle and then with the mouse; each order is saved", async ({
  page,
  baseURL,
}) => {
  await signInAdmin(page, baseURL!);
  const adminPaths = (await (await page.request.get('/api/admin/paths')).json()) as AdminPaths;
  const target = adminPaths.items.find((p) => p.sessions.length >= 3);
  expect(target, 'a seeded path with three sessions or more').toBeDefined();
  const seeded = target!.sessions.map((s) => s.title);
  const [first, second] = seeded as [string, string];
  const last = seeded.at(-1)!;
  const count = seeded.length;
  const group = page.getByRole('group', { name: target!.title });
  const list = group.getByRole('list', { name: `Sessions of ${target!.title}` });
  const handle = (title: string) => list.getByRole('button', { name: `Drag ${title} to reorder` });
  const save = async () => {
    await group.getByRole('button', { name: 'Save path' }).click();
    await expect(page.getByText(`“${target!.title}” saved.`)).toBeVisible();
  };

  try {
    await page.goto('/admin/paths');
    await expect(list.getByRole('listitem')).toContainText(seeded);

    // Keyboard: Space lifts the first session and ArrowDown carries it one place; Escape puts it back.
    await handle(first).focus();
    await page.keyboard.press('Space');
    await expect(handle(first)).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(spoken(page, `${first} is over position 2 of ${count}.`)).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(spoken(page, `Move cancelled. ${first} stays at position 1 of ${count}.`)).toHaveCount(1);
    await expect(list.getByRole('listitem')).toContainText(seeded);
    await expect(handle(first)).not.toHaveAttribute('aria-pressed', 'true');

    // Then again, and Space drops it there.
    await expect(handle(first)).toBeFocused();
    await page.keyboard.press('Space');
    await expect(handle(first)).toHaveAttribute('aria-pressed', 'true');
    await expect(spoken(page, `Picked up ${first}, at position 1 of ${count}.`)).toHaveCount(1);
    await page.keyboard.press('ArrowDown');
    await expect(spoken(page, `${first} is over position 2 of ${count}.`)).toHaveCount(1);
    await page.keyboard.press('Space');
    await expect(spoken(page, `${first} moved to position 2 of ${count}.`)).toHaveCount(1);
    const byKeyboard = [second, first, ...seeded.slice(2)];
    await expect(list.getByRole('listitem')).toContainText(byKeyboard);
    // The handle keeps focus, so the keyboard user can carry on from where they were.
    await expect(handle(first)).toBeFocused();
    await expectNoSeriousViolations(page, 'admin paths, desktop');
    await save();
    await page.reload();
    await expect(list.getByRole('listitem')).toContainText(byKeyboard);

    // Mouse: the last session's handle pressed, carried up onto the first row, and let go there. The
    // list is centred first, away from the edges where holding a row scrolls the page under it.
    await list.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    const from = (await handle(last).boundingBox())!;
    const to = (await handle(second).boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2, to.y + to.height / 2, { steps: 12 });
    await expect(spoken(page, `${last} is over position 1 of ${count}.`)).toHaveCount(1);
    await page.mouse.up();
    await expect(spoken(page, `${last} moved to position 1 of ${count}.`)).toHaveCount(1);
    const byMouse = [last, ...byKeyboard.filter((t) => t !== last)];
    await expect(list.getByRole('listitem')).toContainText(byMouse);
    await save();
    await page.reload();
    await expect(list.getByRole('listitem')).toContainText(byMouse);
  } finally {
    // Later specs on this worker's server expect the seeded order.
    const putBack = await page.request.patch(`/api/admin/paths/${target!.id}`, {
      data: { sessionIds: target!.sessions.map((s) => s.id) },
      headers: { origin: baseURL! },
    });
    expect(putBack.ok()).toBe(true);
  }
});

test.describe('on a phone', () => {
  test.use({ viewport: PHONE_SIZE, isMobile: true, hasTouch: true });

  test('an admin reorders a path by keyboard and bans a user, who is signed out and told why at sign-in', async ({
    page,
    browser,
    baseURL,
  }) => {
    // Someone of this run's own to ban, confirmed through the dev outbox.
    const email = freshEmail('banned');
    const password = 'a-long-enough-password-2026';
    const signUp = await page.request.post('/api/auth/sign-up/email', {
      data: { name: 'Bea Banned', email, password },
      headers: { origin: baseURL! },
    });
    expect(signUp.ok()).toBe(true);
    await page.request.get((await mailLink(page.request, email)).link);
    // Signed in on a device of their own, which the ban must sign out.
    const elsewhere = await browser.newContext({ viewport: PHONE_SIZE, isMobile: true, hasTouch: true });
    const theirs = await elsewhere.newPage();
    const signedIn = await theirs.request.post('/api/auth/sign-in/email', {
      data: { email, password },
      headers: { origin: baseURL! },
    });
    expect(signedIn.ok()).toBe(true);
    expect(await (await theirs.request.get('/api/auth/get-session')).json()).not.toBeNull();

    await signInAdmin(page, baseURL!);
    await page.goto('/admin/paths');
    const adminPaths = (await (await page.request.get('/api/admin/paths')).json()) as {
      items: { id: string; title: string; sessions: { id: string; title: string }[] }[];
    };
    const target = adminPaths.items.find((p) => p.sessions.length >= 2)!;
    const second = target.sessions[1]!.title;
    const group = page.getByRole('group', { name: target.title });
    const list = group.getByRole('list', { name: `Sessions of ${target.title}` });
    await moveByKeyboard(page, list, `Move ${second} up`, 1);
    await expect(list.getByRole('listitem').first()).toContainText(second);
    await expectNoSeriousViolations(page, 'admin paths, phone');
    await group.getByRole('button', { name: 'Save path' }).click();
    await expect(page.getByText(`“${target.title}” saved.`)).toBeVisible();
    const detail = (await (await page.request.get(`/api/paths/${target.id}`)).json()) as {
      sessions: { title: string }[];
    };
    expect(detail.sessions[0]!.title).toBe(second);
    const putBack = await page.request.patch(`/api/admin/paths/${target.id}`, {
      data: { sessionIds: target.sessions.map((s) => s.id) },
      headers: { origin: baseURL! },
    });
    expect(putBack.ok()).toBe(true);

    await page
      .getByRole('navigation', { name: 'Admin sections' })
      .getByRole('link', { name: 'Users' })
      .click();
    await page.getByLabel('Search by name or email address').fill(email);
    await page.getByRole('link', { name: 'Bea Banned' }).click();
    await expect(page.getByRole('heading', { name: 'Bea Banned' })).toBeVisible();
    await expectNoSeriousViolations(page, 'admin user, phone');
    await page.getByRole('button', { name: 'Ban user' }).click();
    await expect(page.getByText(/^Banned since/)).toBeVisible();

    // Signed out on their own device, and the sign-in form says why it refuses them.
    expect(await (await theirs.request.get('/api/auth/get-session')).json()).toBeNull();
    await theirs.goto('/auth');
    await signInThroughPage(theirs, email, password);
    await expect(theirs.getByRole('alert')).toHaveText(
      'This account has been suspended. Please contact support if you think this is a mistake.',
    );
    expect(await (await theirs.request.get('/api/auth/get-session')).json()).toBeNull();
    await elsewhere.close();
  });
});

const PORTRAIT = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../content/media/artwork/paths/bouncing-back-512.webp',
);

test('an admin writes a news post with a Markdown preview and a cover and publishes it; readers see both; a portrait is replaced', async ({
  page,
  browser,
  baseURL,
}) => {
  await signInAdmin(page, baseURL!);
  await page.goto('/admin/news');
  await expect(page.getByRole('heading', { name: 'News' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'News posts' })).toBeVisible();
  await expectNoSeriousViolations(page, 'admin news list, desktop');

  const title = `Office hours are open ${Date.now().toString(36)}`;
  await page.getByRole('link', { name: 'Write a post' }).click();
  await expect(page.getByRole('heading', { name: 'New post' })).toBeVisible();
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByLabel('Author').fill('The Founder Flow team');
  await page.getByLabel('Summary').fill('Book twenty minutes with an advisor.');
  await page.getByLabel('Body').fill('## How it works\n\nPick a slot, and come with **one** question.');
  await page.getByRole('button', { name: 'Preview' }).click();
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview.getByRole('heading', { name: 'How it works' })).toBeVisible();
  await expect(preview.locator('strong')).toHaveText('one');
  const coverAlt = 'A winding road through green hills';
  await page.getByLabel('Cover description').fill(coverAlt);
  await page.getByLabel('Published', { exact: true }).check();
  await expectNoSeriousViolations(page, 'admin news editor, desktop');
  await page.getByRole('button', { name: 'Save post' }).click();
  await expect(page.getByRole('heading', { name: `Edit “${title}”` })).toBeVisible();
  const postId = new URL(page.url()).pathname.split('/').pop()!;
  const post = (await (await page.request.get(`/api/admin/news/${postId}`)).json()) as { slug: string };

  // The cover, checked and cropped by the server to 1200 × 630.
  await expect(page.getByText('No cover yet: readers see the post without a picture.')).toBeVisible();
  await page.getByLabel('Upload a cover').setInputFiles(PORTRAIT);
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page.getByText('Cover saved.')).toBeVisible();
  const coverSrc = /\/media\/images\/news\/uploads\/.+\.webp$/;
  await expect(page.getByRole('img', { name: coverAlt })).toHaveAttribute('src', coverSrc);
  await expect(page.getByLabel('Replace the cover')).toBeVisible();
  await expectNoSeriousViolations(page, 'admin news cover, desktop');

  const visitor = await browser.newContext();
  const reader = await visitor.newPage();
  await reader.goto(`/news/${post.slug}`);
  await expect(reader.getByRole('heading', { name: title })).toBeVisible();
  const cover = reader.getByRole('img', { name: coverAlt });
  await expect(cover).toHaveAttribute('src', coverSrc);
  await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1200);
  await visitor.close();
  // Held back again, so the news pages of later specs show the seeded posts only.
  const unpublished = await page.request.patch(`/api/admin/news/${postId}`, {
    data: { isPublished: false },
    headers: { origin: baseURL! },
  });
  expect(unpublished.ok()).toBe(true);

  await page
    .getByRole('navigation', { name: 'Admin sections' })
    .getByRole('link', { name: 'Advisors' })
    .click();
  await expect(page.getByRole('heading', { name: 'Advisors' })).toBeVisible();
  await expectNoSeriousViolations(page, 'admin advisors, desktop');
  const advisors = (await (await page.request.get('/api/admin/advisors')).json()) as {
    items: { id: string; name: string }[];
  };
  const advisor = advisors.items.at(-1)!;
  await page.getByRole('link', { name: advisor.name, exact: true }).click();
  await expect(page.getByRole('heading', { name: `Edit ${advisor.name}` })).toBeVisible();
  await page.getByLabel(/portrait/i).setInputFiles(PORTRAIT);
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page.getByText('Portrait saved.')).toBeVisible();
  await expect(page.getByRole('img', { name: `Portrait of ${advisor.name}` })).toHaveAttribute(
    'src',
    /\/media\/avatars\/advisors\/.+\.webp$/,
  );
  await expectNoSeriousViolations(page, 'admin advisor editor, desktop');
});

test.describe('editors on a phone', () => {
  test.use({ viewport: PHONE_SIZE, isMobile: true, hasTouch: true });

  // Once marked fixme: in a loaded full run the 'Decisions' box seemed not to take a click. It passed
  // 4 of 4 runs alone and 3 of 3 with the phone's CPU slowed twelvefold (CDP throttling), 2026-11-24.
  test('an admin adds a journal prompt and retires it, and opens a library resource to edit', async ({
    page,
    baseURL,
  }) => {
    await signInAdmin(page, baseURL!);
    await page.goto('/admin/prompts');
    await expect(page.getByRole('heading', { name: 'Journal prompts' })).toBeVisible();
    const text = `What would a calmer you decide today? ${Date.now().toString(36)}`;
    await page.getByLabel('New question').fill(text);
    await page.getByRole('checkbox', { name: 'Decisions' }).first().check();
    await page.getByRole('button', { name: 'Add prompt' }).click();
    await expect(page.getByText('Prompt added to the bank.')).toBeVisible();
    const row = page.getByRole('listitem').filter({ hasText: text });
    await expect(row).toContainText('added here');
    await expectNoSeriousViolations(page, 'admin prompts, phone');
    // Retired again, so the bank in use is the seeded one for later specs.
    await row.getByRole('button', { name: `Retire “${text}”` }).click();
    await expect(page.getByText('Prompt retired.')).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: text })).toHaveCount(0);

    await page.goto('/admin/library');
    const table = page.getByRole('table', { name: 'Library resources' });
    await expect(table).toBeVisible();
    await table.getByRole('link').first().click();
    await expect(page.getByRole('heading', { name: /^Edit “/ })).toBeVisible();
    await expect(page.getByLabel('Published', { exact: true })).toBeChecked();
    await expectNoSeriousViolations(page, 'admin library editor, phone');
  });
});

const TEMPLATE_PDF = path.join(path.dirname(fileURLToPath(import.meta.url)), 'assets/launch-checklist.pdf');

test('an admin gives a library resource its downloadable file, and a reader downloads it under the resource’s name', async ({
  page,
  baseURL,
}) => {
  await signInAdmin(page, baseURL!);
  const title = `Launch checklist ${Date.now().toString(36)}`;
  const created = await page.request.post('/api/admin/library', {
    data: {
      title,
      kind: 'template',
      topic: 'product',
      summary: 'Three boxes to tick before you ship.',
      body: '## Before launch\n\nPrint it, tick it, ship.',
      isPublished: true,
    },
    headers: { origin: baseURL! },
  });
  expect(created.status(), await created.text()).toBe(201);
  const resource = (await created.json()) as { id: string; slug: string };
  try {
    await page.goto('/admin/library');
    await page.getByRole('table', { name: 'Library resources' }).getByRole('link', { name: title }).click();
    await expect(page.getByRole('heading', { name: `Edit “${title}”` })).toBeVisible();
    await expect(page.getByText('No file: readers get the text only.')).toBeVisible();
    await page.getByLabel('Upload a file').setInputFiles(TEMPLATE_PDF);
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(page.getByText('File saved.')).toBeVisible();
    await expect(page.getByText(`${resource.slug}.pdf · PDF · 1 KB`)).toBeVisible();
    await expect(page.getByLabel('Replace the file')).toBeVisible();
    await expectNoSeriousViolations(page, 'admin library file, desktop');

    await page.goto(`/library/${resource.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const [saved] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download .pdf' }).click(),
    ]);
    expect(saved.suggestedFilename()).toBe(`${resource.slug}.pdf`);
    expect(fs.readFileSync(await saved.path()).equals(fs.readFileSync(TEMPLATE_PDF))).toBe(true);
  } finally {
    // Held back again, so the library of later specs is the seeded one.
    const unpublished = await page.request.patch(`/api/admin/library/${resource.id}`, {
      data: { isPublished: false },
      headers: { origin: baseURL! },
    });
    expect(unpublished.ok()).toBe(true);
  }
});

/** Every section of the console with the heading it shows once its data is in (then one editor of each kind). */
const SECTIONS: [string, string][] = [
  ['/admin', 'Dashboard'],
  ['/admin/sessions', 'Sessions'],
  ['/admin/featured', 'Featured sessions'],
  ['/admin/paths', 'Paths'],
  ['/admin/advisors', 'Advisors'],
  ['/admin/news', 'News'],
  ['/admin/library', 'Library'],
  ['/admin/prompts', 'Journal prompts'],
  ['/admin/users', 'Users'],
  ['/admin/subscriptions', 'Subscriptions'],
  ['/admin/contact', 'Contact messages'],
  ['/admin/audit', 'Audit log'],
];

/** Nothing wider than the screen: wide tables and the section bar scroll inside their own boxes. */
async function expectNoSidewaysScroll(page: Page, label: string) {
  const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(widths[0], label).toBeLessThanOrEqual(widths[1]!);
}

async function sweepSections(page: Page, baseURL: string, size: string) {
  await signInAdmin(page, baseURL);
  await page.goto('/admin');
  const nav = page.getByRole('navigation', { name: 'Admin sections' });
  for (const [address, heading] of SECTIONS) {
    // Through the console's own links, as an admin moves between sections.
    await nav.locator(`a[href="${address}"]`).click();
    await expect(page).toHaveURL(new RegExp(`${address}$`));
    await expect(page.getByRole('heading', { level: 2, name: heading, exact: true })).toBeVisible();
    await expect(page.getByRole('status', { name: 'Loading', exact: true })).toHaveCount(0);
    await expectNoSeriousViolations(page, `${address}, ${size}`);
    await expectNoSidewaysScroll(page, `${address}, ${size}`);
  }
  // And an item of each kind as its editor shows it, cards beside the form included.
  const first = async (list: string) =>
    (
      (await (await page.request.get(list)).json()) as {
        items: { id: string; name?: string; email?: string }[];
      }
    ).items[0]!;
  const user = await first('/api/admin/users?limit=1');
  const editors: [string, string | RegExp][] = [
    [`/admin/sessions/${(await first('/api/admin/sessions?limit=1')).id}`, /^Edit “/],
    [`/admin/news/${(await first('/api/admin/news')).id}`, /^Edit “/],
    [`/admin/library/${(await first('/api/admin/library')).id}`, /^Edit “/],
    [`/admin/advisors/${(await first('/api/admin/advisors')).id}`, /^Edit /],
    [`/admin/users/${user.id}`, user.name || user.email!],
  ];
  for (const [address, heading] of editors) {
    await page.goto(address);
    await expect(page.getByRole('heading', { level: 2, name: heading, exact: true })).toBeVisible();
    await expect(page.getByRole('status', { name: 'Loading', exact: true })).toHaveCount(0);
    await expectNoSeriousViolations(page, `${address}, ${size}`);
    await expectNoSidewaysScroll(page, `${address}, ${size}`);
  }
}

test('every section of the console and an editor of each kind load, fit the screen and pass axe at desktop size', async ({
  page,
  baseURL,
}) => {
  // About twenty pages, each with an axe pass: past two minutes on a busy 2-core machine.
  test.slow();
  await sweepSections(page, baseURL!, 'desktop 1440×900');
});

test.describe('every section on a phone', () => {
  test.use({ viewport: PHONE_SIZE, isMobile: true, hasTouch: true });

  test('every section of the console and an editor of each kind load, fit the screen and pass axe at phone size', async ({
    page,
    baseURL,
  }) => {
    test.slow();
    await sweepSections(page, baseURL!, 'phone 390×844');
  });
});
