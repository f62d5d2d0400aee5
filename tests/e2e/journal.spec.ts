import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_ARGS, findChromium } from '../../scripts/chromium.mjs';
import { expect, test, type Page } from './fixtures.ts';
import { expectNoSeriousViolations } from './axe.ts';
import { DEMO, signIn } from './support.ts';

/**
 * The journal (the AI Owl tab) in Chromium against the real server: reflecting after a
 * session with the offline Owl, a voice entry from Chromium's fake microphone, and drafts that
 * survive a reload and going offline. Entries carry a text unique to the run, so tests sharing the
 * worker's demo user never see each other's entries.
 */

const VOICE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'assets', 'journal-voice.wav');
const PHONE_SIZE = { width: 390, height: 844 };
// Chromium's fake microphone plays a committed recording of speech, permission granted (launch
// options are per worker, so they apply to the whole file).
test.use({
  launchOptions: {
    executablePath: findChromium(),
    args: [
      ...CHROMIUM_ARGS,
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-audio-capture=${VOICE}`,
    ],
  },
});

const unique = (what: string) => `${what} ${Date.now().toString(36)}`;

/** Entries whose text or transcript holds `q`, as the server has them. */
async function serverEntries(page: Page, q: string) {
  const res = await page.request.get(`/api/journal/entries?q=${encodeURIComponent(q)}`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { items: { id: string; text: string; sessionId: string | null }[] }).items;
}

/** The user's journal drafts in IndexedDB: `[status, text]` pairs. */
const storedDrafts = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<[string, string][]>((resolve, reject) => {
        const open = indexedDB.open('founder-flow-journal');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('drafts')) return resolve([]);
          const all = db.transaction('drafts').objectStore('drafts').getAll();
          all.onsuccess = () =>
            resolve((all.result as { status: string; text: string }[]).map((d) => [d.status, d.text]));
        };
      }),
  );

test.describe('the journal, signed in', () => {
  // A long walk (compose, save, two Owl replies, axe at two sizes) on what may be a busy machine.
  test.slow();

  test('reflecting on a session: the entry carries the session, and the Owl answers in a stream with a session to try', async ({
    page,
    baseURL,
  }) => {
    await signIn(page, baseURL!, 'free');
    const slug = 'feet-on-the-floor';
    const session = (await (await page.request.get(`/api/sessions/${slug}`)).json()) as {
      id: string;
      title: string;
      journalPrompt: string;
    };
    // Session Complete → Start Reflecting leads here with these parameters (listening.spec.ts walks
    // that way, playing a session to its end); this test starts where the link lands.
    const reflect = new URLSearchParams({
      sessionId: session.id,
      sessionTitle: session.title,
      prompt: session.journalPrompt,
    });
    await page.goto(`/journal?${reflect}`);

    // The journal says what is being reflected on.
    await expect(page).toHaveURL(/\/journal\?/);
    await expect(page.getByRole('link', { name: session.title })).toHaveAttribute(
      'href',
      `/sessions/${session.id}`,
    );
    await expect(page.getByText(session.journalPrompt)).toBeVisible();
    await expectNoSeriousViolations(page, 'compose from a session, desktop');

    const text = unique('Investors passed again and hiring our first engineer is taking forever.');
    await page.getByLabel('Your entry').fill(text);
    // The radio itself is visually hidden inside its label (the icon and word are what one taps).
    await page.locator('label').filter({ hasText: /^Low$/ }).click();
    await expect(page.getByRole('radio', { name: 'Low' })).toBeChecked();
    await page.getByRole('textbox', { name: 'Tags' }).fill('fundraising,');
    await page.getByRole('textbox', { name: 'Tags' }).fill('Hiring');
    await page.getByRole('textbox', { name: 'Tags' }).press('Enter');
    await expect(page.getByRole('list', { name: 'Tags of this entry' }).getByRole('listitem')).toHaveText([
      '#fundraising',
      '#hiring',
    ]);
    await page.getByRole('button', { name: 'Save entry' }).click();

    // Saved: the list shows it with its session, mood and tags.
    await expect(page.getByRole('tab', { name: 'Entries' })).toHaveAttribute('aria-selected', 'true');
    const entry = page.getByRole('article').filter({ hasText: text });
    await expect(entry).toContainText(session.title);
    await expect(entry).toContainText('Low');
    await expect(entry).toContainText('#hiring');
    const stored = await serverEntries(page, text);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ sessionId: session.id });

    // The Owl (offline, the default) reflects on the entry; its reply streams in and names a session.
    await entry.getByRole('button', { expanded: false }).first().click();
    await entry.getByRole('button', { name: 'Ask the Owl' }).click();
    await expect(entry.getByText(/^Answering: Offline Owl/)).toBeVisible();
    await entry.getByRole('button', { name: 'Reflect on this entry' }).click();
    const conversation = entry.getByRole('list', { name: 'Conversation with the Owl' });
    await expect(conversation).toHaveAttribute('aria-busy', 'false');
    await expect(conversation.getByRole('listitem')).toHaveCount(1);
    const suggestion = conversation.getByRole('link', { name: /^Listen: / });
    await expect(suggestion).toHaveAttribute('href', /^\/sessions\/[\w-]+$/);
    // A follow-up question from the person, answered below it.
    await entry
      .getByLabel('Ask the Owl about this entry')
      .fill('I think I am afraid the round will not close.');
    await entry.getByRole('button', { name: 'Send' }).click();
    await expect(conversation.getByRole('listitem')).toHaveCount(3);
    await expect(conversation.getByRole('listitem').nth(1)).toContainText('afraid the round will not close');
    await expectNoSeriousViolations(page, 'entries with the Owl, desktop');

    await page.setViewportSize(PHONE_SIZE);
    await expectNoSeriousViolations(page, 'entries with the Owl, phone');
    await page.getByRole('tab', { name: 'Ask the Owl' }).click();
    await expect(page.getByRole('heading', { name: 'Ask the Owl' })).toBeVisible();
    await page.getByRole('tab', { name: 'Insights' }).click();
    await expect(page.getByRole('heading', { name: 'Sessions that moved your mood' })).toBeVisible();
    await expect(page.getByRole('link', { name: session.title })).toBeVisible();
    await expectNoSeriousViolations(page, 'insights, phone');
    await page.getByRole('tab', { name: 'Privacy' }).click();
    await expect(page.getByRole('link', { name: 'Export everything' })).toHaveAttribute(
      'href',
      '/api/journal/export',
    );
    await expectNoSeriousViolations(page, 'privacy and memory, phone');
  });

  test('a draft survives a reload; saved offline it is kept, then sent exactly once back online; sign-out warns and removes drafts', async ({
    page,
    context,
    baseURL,
  }) => {
    // A visitor is sent to sign in and brought back with the query string intact.
    await page.goto('/journal?prompt=What%20went%20well%3F&sessionTitle=A%20B');
    await expect(page).toHaveURL(/\/auth\?redirect=\/journal%3Fprompt%3DWhat/);

    // A session of this test's own: it signs out at the end, which must not end the worker's shared one.
    const res = await page.request.post('/api/auth/sign-in/email', {
      data: DEMO.free,
      headers: { origin: baseURL! },
    });
    expect(res.ok()).toBe(true);
    await page.goto('/journal');
    await expect(page.getByRole('heading', { name: 'Founder Flow AI' })).toBeVisible();

    const text = unique('A quiet Sunday, finally planned the next quarter.');
    await page.getByLabel('Your entry').fill(text);
    await expect.poll(() => storedDrafts(page)).toContainEqual(['editing', text]);
    await page.reload();
    await expect(page.getByLabel('Your entry')).toHaveValue(text);
    await expect(page.getByText('Your unsaved draft was restored.')).toBeVisible();

    const posts: string[] = [];
    page.on('requestfinished', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/journal/entries') {
        posts.push(request.url());
      }
    });
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Save entry' }).click();
    await expect(page.getByText(/You are offline, so this entry is kept on this device/)).toBeVisible();
    const waiting = page.getByRole('region', { name: 'On this device only' });
    await expect(waiting).toContainText(text);
    await expect(waiting).toContainText('Waiting to be sent');
    expect(await storedDrafts(page)).toContainEqual(['pending', text]);

    await context.setOffline(false);
    await expect(waiting).toHaveCount(0);
    await page.getByRole('tab', { name: 'Entries' }).click();
    await expect(page.getByRole('article').filter({ hasText: text })).toHaveCount(1);
    expect(await serverEntries(page, text)).toHaveLength(1);
    expect(posts).toHaveLength(1);
    expect(await storedDrafts(page)).not.toContainEqual(['pending', text]);

    // An unsent draft: signing out warns first, and staying keeps it; signing out removes it.
    await page.getByRole('tab', { name: 'Write' }).click();
    const unsent = unique('Not sent yet');
    await page.getByLabel('Your entry').fill(unsent);
    await expect.poll(() => storedDrafts(page)).toContainEqual(['editing', unsent]);
    // Each warning is awaited before the next click: a listener added while the first dialog was
    // still on its way would be handed that same dialog too.
    const signOut = page.getByRole('button', { name: 'Sign out' });
    const stayed = page.waitForEvent('dialog').then((d) => d.dismiss());
    await signOut.click();
    await stayed;
    await expect(page.getByLabel('Your entry')).toHaveValue(unsent);
    const left = page.waitForEvent('dialog').then((d) => {
      expect(d.message()).toContain('not been sent yet');
      return d.accept();
    });
    await signOut.click();
    await left;
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(() => storedDrafts(page)).toEqual([]);
  });
});

test('on a phone with the player open, the entry field clears the player and the tab strip shows it scrolls', async ({
  page,
  baseURL,
}) => {
  await page.setViewportSize(PHONE_SIZE);
  await signIn(page, baseURL!, 'free');
  const slug = 'feet-on-the-floor';
  const { title } = (await (await page.request.get(`/api/sessions/${slug}`)).json()) as { title: string };
  await page.goto(`/sessions/${slug}`);
  await page.getByRole('button', { name: new RegExp(`^(Listen|Continue|Listen Again): ${title}$`) }).click();
  const dock = page.getByRole('region', { name: 'Audio player' });
  await expect(dock.getByText(title)).toBeVisible();
  await page.getByRole('navigation', { name: 'Tab bar' }).getByRole('link', { name: 'AI Owl' }).click();

  // Focused, the whole field is above the player dock (and so above the tab bar under it).
  // Once today's question above it has loaded, which pushes the field down to the dock.
  await expect(page.getByRole('button', { name: 'Answer this question' })).toBeVisible();
  const field = page.getByLabel('Your entry');
  await field.click();
  await expect
    .poll(async () => {
      const box = (await field.boundingBox())!;
      return box.y + box.height - (await dock.boundingBox())!.y;
    })
    .toBeLessThanOrEqual(0);

  // Five tabs are wider than a phone: the strip fades where tabs are out of view, and a deep link
  // to the last tab scrolls the strip to show it.
  const strip = page.getByRole('tablist', { name: 'Journal' });
  await expect(strip).toHaveAttribute('data-more-after', 'true');
  expect(await strip.evaluate((el) => getComputedStyle(el).maskImage)).toContain('gradient');
  await page.goto('/journal?tab=privacy');
  const privacy = strip.getByRole('tab', { name: 'Privacy' });
  await expect(privacy).toHaveAttribute('aria-selected', 'true');
  await expect(strip).toHaveAttribute('data-more-before', 'true');
  await expect(strip).not.toHaveAttribute('data-more-after');
  const stripBox = (await strip.boundingBox())!;
  const tabBox = (await privacy.boundingBox())!;
  expect(tabBox.x + tabBox.width).toBeLessThanOrEqual(stripBox.x + stripBox.width);
});

test.describe('a voice entry', () => {
  test('records with a live level, pauses, listens back, saves with the recording, plays it from the list and gets its transcript', async ({
    page,
    baseURL,
  }) => {
    test.slow();
    await signIn(page, baseURL!, 'free');
    await page.goto('/journal');
    const text = unique('Voice note after the customer call.');
    await page.getByLabel('Your entry').fill(text);

    await page.getByRole('button', { name: 'Record' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Recording…' })).toBeVisible();
    const meter = page.getByRole('meter', { name: 'Microphone level' });
    await expect.poll(() => meter.getAttribute('aria-valuetext')).toMatch(/^(Quiet|Good|Loud)$/);
    await page.getByRole('button', { name: 'Pause' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Paused' })).toBeVisible();
    await expect(meter).toHaveAttribute('aria-valuetext', 'Not listening');
    await page.getByRole('button', { name: 'Resume' }).click();
    await expect(page.getByText(/^Recorded 0:0[2-9] \/ 10:00$/)).toBeVisible();
    await page.getByRole('button', { name: 'Stop recording' }).click();

    // Listen back before saving: the recording plays in the page.
    const recording = page.locator('audio[aria-label="Your recording"]');
    await expect(recording).toHaveAttribute('src', /^blob:/);
    await expect.poll(() => recording.evaluate((a: HTMLAudioElement) => a.readyState >= 1)).toBe(true);

    await page.getByRole('button', { name: 'Save entry' }).click();
    const entry = page.getByRole('article').filter({ hasText: text });
    await expect(entry).toContainText('Voice');
    await entry.getByRole('button', { expanded: false }).first().click();
    const player = entry.locator('audio[aria-label="Recording of this entry"]');
    await expect(player).toHaveAttribute('src', /.+/);
    await player.evaluate((a: HTMLAudioElement) => a.play());
    await expect.poll(() => player.evaluate((a: HTMLAudioElement) => a.currentTime)).toBeGreaterThan(0.3);

    // The server transcribes it in the background (the e2e server's provider is a loopback double),
    // and the entry shows the transcript once the job is done.
    await expect(entry.getByText('Today I pitched three investors and one said yes.')).toBeVisible();
    const [stored] = await serverEntries(page, text);
    const detail = (await (await page.request.get(`/api/journal/entries/${stored!.id}`)).json()) as {
      audio: { durationSeconds: number; mimeType: string } | null;
    };
    expect(detail.audio?.durationSeconds).toBeGreaterThan(1);
    expect(detail.audio?.mimeType).toContain('audio/webm');
  });
});
