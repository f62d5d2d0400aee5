import { expect, test, type Page } from './fixtures.ts';
import { signIn } from './support.ts';

/**
 * The transcript view in Chromium: while a session plays, its captions are listed as
 * text, the sentence being spoken is highlighted, and a click on a sentence seeks there. A visitor
 * listens to a free impulse, so nothing is stored and no other spec's history matters.
 */

interface Cue {
  start: number;
  end: number;
  text: string;
}

const seconds = (stamp: string) => stamp.split(':').reduce((n, part) => n * 60 + Number(part), 0);

/** The cues of a WebVTT file, enough of the format for the pipeline's captions. */
function parseCues(vtt: string): Cue[] {
  return vtt.split(/\r?\n\r?\n/).flatMap((block) => {
    const lines = block.trim().split(/\r?\n/);
    const timing = lines.findIndex((line) => line.includes('-->'));
    if (timing < 0) return [];
    const [start = '', end = ''] = lines[timing]!.split('-->').map((t) => t.trim().split(/\s+/)[0]);
    return [{ start: seconds(start), end: seconds(end), text: lines.slice(timing + 1).join('\n') }];
  });
}

const media = (page: Page) =>
  page.evaluate(() => {
    const audio = document.querySelector('audio');
    return { playing: !!audio && !audio.paused, time: audio?.currentTime ?? -1 };
  });

test('the transcript lists the captions, highlights the sentence being spoken and seeks to a clicked one', async ({
  page,
}) => {
  await page.goto('/sessions/a-real-weekend');
  await page.getByRole('button', { name: /^Listen: / }).click();
  const player = page.getByRole('region', { name: 'Audio player' });
  await expect.poll(async () => (await media(page)).playing).toBe(true);
  // Twice the speed, so the first sentence (3.2 s in, after the intro sting) comes sooner.
  await page.evaluate(() => {
    const audio = document.querySelector('audio');
    if (audio) audio.playbackRate = 2;
  });

  // The captions served with the media: the same signed file the player attaches as a <track>.
  const track = page.locator('audio track');
  await expect(track).toHaveAttribute('src', /.+/);
  const res = await page.request.get((await track.getAttribute('src'))!);
  expect(res.ok()).toBe(true);
  const cues = parseCues(await res.text());
  expect(cues.length).toBeGreaterThan(10);

  await player.getByRole('button', { name: 'Transcript' }).click();
  const transcript = page.getByRole('list', { name: 'Transcript' });
  // Each line is a button that seeks (beside it: save and share).
  const lines = transcript.locator('[data-cue]');
  await expect(lines).toHaveText(cues.map((cue) => cue.text));
  // As it plays, the first sentence is the current one.
  await expect(lines.nth(0)).toHaveAttribute('aria-current', 'true');

  // Paused, a click on a later sentence seeks to its start and moves the highlight there.
  await player.getByRole('button', { name: 'Pause' }).click();
  const target = 5;
  await lines.nth(target).click();
  await expect(lines.nth(target)).toHaveAttribute('aria-current', 'true');
  await expect(transcript.locator('[aria-current="true"]')).toHaveCount(1);
  expect((await media(page)).time).toBeCloseTo(cues[target]!.start, 2);

  // Playing on from there, the highlight follows to the next sentence.
  await player.getByRole('button', { name: 'Play', exact: true }).click();
  await expect(lines.nth(target + 1)).toHaveAttribute('aria-current', 'true');
  await expect(lines.nth(target)).not.toHaveAttribute('aria-current', 'true');
  expect((await media(page)).time).toBeGreaterThanOrEqual(cues[target + 1]!.start);
});

/** Opens a-real-weekend in the player, paused, with its transcript open; answers its cues. */
async function openTranscript(page: Page) {
  await page.goto('/sessions/a-real-weekend');
  await page.getByRole('button', { name: /^Listen: / }).click();
  const player = page.getByRole('region', { name: 'Audio player' });
  await expect.poll(async () => (await media(page)).playing).toBe(true);
  await player.getByRole('button', { name: 'Pause' }).click();
  const track = page.locator('audio track');
  await expect(track).toHaveAttribute('src', /.+/);
  const cues = parseCues(await (await page.request.get((await track.getAttribute('src'))!)).text());
  await player.getByRole('button', { name: 'Transcript' }).click();
  const transcript = page.getByRole('list', { name: 'Transcript' });
  await expect(transcript.locator('[data-cue]')).toHaveCount(cues.length);
  return { player, transcript, cues };
}

test('Save this line keeps the quote in the journal, and its link opens the player at that moment', async ({
  page,
  baseURL,
}) => {
  await signIn(page, baseURL!, 'free');
  const { transcript, cues } = await openTranscript(page);
  const target = 7;
  const cue = cues[target]!;
  await transcript.getByRole('listitem').nth(target).getByRole('button', { name: 'Save this line' }).click();
  await page.getByRole('button', { name: 'Open entry' }).click();

  await expect(page).toHaveURL(/\/journal\?tab=entries&entry=/);
  // The entry opens unfolded: its title and its text are the quote.
  await expect(page.getByRole('heading', { level: 3, name: `“${cue.text}”` })).toBeVisible();
  await expect(page.getByText(`“${cue.text}”`)).toHaveCount(2);
  const link = page.getByRole('link', { name: /^Listen from \d+:\d\d$/ });
  await expect(link).toHaveAttribute('href', new RegExp(`\\?t=${Math.floor(cue.start)}$`));
  await link.click();

  await expect(page.getByText(/^Listen starts at \d+:\d\d$/)).toBeVisible();
  // The player still holds this session (its Listen button now pauses and resumes): the moment's
  // own button opens it there.
  await page.getByRole('button', { name: /^Play from \d+:\d\d$/ }).click();
  await expect.poll(async () => (await media(page)).playing).toBe(true);
  expect(Math.abs((await media(page)).time - cue.start)).toBeLessThanOrEqual(1.5);
});

test('Save this line asks a visitor to sign in', async ({ page }) => {
  const { transcript } = await openTranscript(page);
  await transcript.getByRole('button', { name: 'Save this line' }).first().click();
  await expect(page.getByText('Sign in to save lines to your journal')).toBeVisible();
});

test('Share this moment copies the ?t= link, whose page unfurls with the line spoken then', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const { transcript, cues } = await openTranscript(page);
  const target = 4;
  const cue = cues[target]!;
  await transcript
    .getByRole('listitem')
    .nth(target)
    .getByRole('button', { name: 'Share this moment' })
    .click();
  await expect(page.getByText('Link copied')).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  const url = new URL(copied);
  expect(url.pathname).toMatch(/^\/sessions\/[0-9a-f-]{36}$/);
  expect(url.searchParams.get('t')).toBe(String(Math.floor(cue.start)));

  // What an unfurler reads: the server's HTML for the link, before any script.
  const html = await (await page.request.get(copied)).text();
  const tags = await page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, 'text/html');
    const read = (selector: string) => doc.querySelector(selector)?.getAttribute('content') ?? null;
    return {
      description: read('meta[property="og:description"]'),
      twitter: read('meta[name="twitter:description"]'),
      image: read('meta[property="og:image"]'),
      url: read('meta[property="og:url"]'),
    };
  }, html);
  const quote = `“${cue.text.replace(/\s+/g, ' ')}”`;
  expect(tags.description).toBe(quote);
  expect(tags.twitter).toBe(quote);
  expect(tags.image).toMatch(/^https?:\/\/.+/);
  expect(tags.url).toMatch(new RegExp(`\\?t=${Math.floor(cue.start)}$`));
});

test('the transcript search marks matching lines, counts them and steps through them by keyboard', async ({
  page,
}) => {
  const { transcript, cues } = await openTranscript(page);
  // A word that several lines share.
  const word = ['you', 'the', 'and'].find(
    (w) => cues.filter((cue) => cue.text.toLowerCase().includes(w)).length >= 2,
  )!;
  const matching = cues.filter((cue) => cue.text.toLowerCase().includes(word)).length;
  const search = page.getByRole('searchbox', { name: 'Search the transcript' });
  await search.fill(word);
  const status = page.getByRole('status').filter({ hasText: / of |No matches/ });
  await expect(status).toHaveText(`1 of ${matching}`);
  await expect(transcript.locator('mark').first()).toHaveText(new RegExp(`^${word}$`, 'i'));
  await search.press('Enter');
  await expect(status).toHaveText(`2 of ${matching}`);
  await search.press('Shift+Enter');
  await expect(status).toHaveText(`1 of ${matching}`);
  await page.getByRole('button', { name: 'Previous match' }).click();
  await expect(status).toHaveText(`${matching} of ${matching}`);
  await search.fill('zzzz-no-such-words');
  await expect(status).toHaveText('No matches');
  await expect(transcript.locator('mark')).toHaveCount(0);
});
