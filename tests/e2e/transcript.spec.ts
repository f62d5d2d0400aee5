import { expect, test, type Page } from './fixtures.ts';

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
  const lines = transcript.getByRole('button');
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
