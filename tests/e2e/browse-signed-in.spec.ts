import { expect, test, type APIRequestContext } from './fixtures.ts';
import { signIn } from './support.ts';

// The tests build on each other's progress (one completed session, then the filters that see it).
test.describe.configure({ mode: 'serial' });

test.beforeEach(async ({ page, baseURL }) => signIn(page, baseURL!, 'free'));

type Card = { id: string; title: string; isPremium: boolean; type: string };
type Path = { id: string; title: string; sessions: Card[] };

/**
 * Marks a session completed the way the player does: a play grant, then progress reports. The server
 * credits no more than could have been heard since the play (this server allows 16×), so the full
 * report is repeated until enough time has passed for it to count.
 */
async function complete(request: APIRequestContext, baseURL: string, session: Card) {
  const headers = { origin: baseURL };
  expect((await request.post(`/api/sessions/${session.id}/play`, { headers })).ok()).toBe(true);
  const detail = await (await request.get(`/api/sessions/${session.id}`)).json();
  const report = async () => {
    const res = await request.put(`/api/sessions/${session.id}/progress`, {
      headers,
      data: { position: detail.durationSeconds, listened: detail.durationSeconds },
    });
    expect(res.ok()).toBe(true);
    return (await res.json()).completed as boolean;
  };
  await expect.poll(report, { timeout: 60_000 }).toBe(true);
}

/** A path whose first two sessions a free user can play. */
async function freePath(request: APIRequestContext): Promise<Path> {
  const { items } = await (await request.get('/api/paths')).json();
  for (const summary of items as { id: string }[]) {
    const path: Path = await (await request.get(`/api/paths/${summary.id}`)).json();
    if (path.sessions.length > 2 && !path.sessions[0]!.isPremium && !path.sessions[1]!.isPremium) return path;
  }
  throw new Error('no path starts with two free sessions');
}

test('Continue path plays the next unfinished session, with completed marks and progress', async ({
  page,
  baseURL,
}) => {
  const path = await freePath(page.request);
  await page.goto(`/paths/${path.id}`);
  await expect(page.getByRole('button', { name: 'Start path' })).toBeVisible();
  await expect(page.getByText(`0 of ${path.sessions.length} completed`)).toBeVisible();

  await complete(page.request, baseURL!, path.sessions[0]!);
  await page.reload();
  await expect(page.getByText(`1 of ${path.sessions.length} completed`)).toBeVisible();
  const rows = page
    .getByRole('list')
    .filter({ has: page.getByRole('article') })
    .getByRole('article');
  await expect(rows.nth(0)).toContainText('Completed');
  await expect(rows.nth(1)).not.toContainText('Completed');
  await page.getByRole('button', { name: 'Continue path' }).click();
  const player = page.getByRole('region', { name: /player/i });
  await expect(player).toContainText(path.sessions[1]!.title);

  // The paths view shows the same progress.
  await page.goto('/sessions?view=paths');
  const card = page.getByRole('listitem').filter({ hasText: path.title });
  await expect(card).toContainText(`1 of ${path.sessions.length} completed`);
  await expect(card).toContainText('Continue path');
});

test('saving a path marks it in the list, and unsaving clears it', async ({ page }) => {
  const path = await freePath(page.request);
  await page.goto(`/paths/${path.id}`);
  const save = page.getByRole('button', { name: /Save path|Saved to favourites/ });
  await expect(save).toHaveAttribute('aria-pressed', 'false');
  await save.click();
  await expect(save).toHaveAttribute('aria-pressed', 'true');
  await expect(save).toHaveText('Saved to favourites');
  await page.goto('/sessions?view=paths');
  await expect(page.getByRole('listitem').filter({ hasText: path.title }).getByLabel('Saved')).toBeVisible();
  await page.goto(`/paths/${path.id}`);
  await page.getByRole('button', { name: 'Saved to favourites' }).click();
  await expect(page.getByRole('button', { name: 'Save path' })).toHaveAttribute('aria-pressed', 'false');
});

test('progress and favourites filters are offered to signed-in users', async ({ page }) => {
  await page.goto('/sessions');
  await expect(page.getByRole('heading', { name: 'Recommended for you' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Your progress' }).selectOption('completed');
  await expect(page).toHaveURL(/progress=completed/);
  await expect(page.getByRole('list', { name: 'Sessions' }).getByRole('article')).toHaveCount(1);
  await page.getByRole('button', { name: 'Favourites' }).click();
  await expect(page).toHaveURL(/progress=completed&favorites=true/);
  await expect(page.getByText('No sessions match these filters')).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('list', { name: 'Sessions' }).getByRole('article')).toHaveCount(1);
});
