import { expectNoSeriousViolations } from './axe.ts';
import { expect, test, type Page } from './fixtures.ts';
import { PHONE } from './support.ts';

/** The news: a list a page at a time, a page per post, the feed; axe at both sizes. */

const posts = (page: Page) => page.getByRole('list', { name: 'Posts' }).getByRole('article');

async function readPost(page: Page, size: string) {
  await page.goto('/news');
  await expect(page.getByRole('heading', { level: 1, name: 'What’s new at Founder Flow' })).toBeVisible();
  await expect(posts(page)).toHaveCount(5);
  await expectNoSeriousViolations(page, `/news (${size})`);
  await page.getByRole('button', { name: 'Older posts' }).click();
  await expect(posts(page)).toHaveCount(6);
  await expect(page.getByText('You’re all caught up.')).toBeVisible();

  await posts(page).filter({ hasText: 'Founder Flow Is Live' }).getByRole('link').click();
  await expect(page).toHaveURL(/\/news\/founder-flow-is-live$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Founder Flow Is Live' })).toBeVisible();
  await expect(page).toHaveTitle('Founder Flow Is Live · Founder Flow');
  await expect(page.getByRole('heading', { level: 2, name: 'What is inside' })).toBeVisible();
  await expect(page.getByRole('img', { name: /indigo circles/ })).toBeVisible();
  await expectNoSeriousViolations(page, `/news/:slug (${size})`);
}

test('news at desktop and phone size: older posts on request, a post with its cover, and the feed', async ({
  page,
}) => {
  await readPost(page, 'desktop');
  await page.getByRole('link', { name: 'All news' }).click();
  const feed = await page.request.get(
    (await page.getByRole('link', { name: 'Subscribe to the feed' }).getAttribute('href'))!,
  );
  expect(feed.headers()['content-type']).toBe('application/atom+xml; charset=utf-8');
  expect(await feed.text()).toContain('<title type="html"><![CDATA[Founder Flow Is Live]]></title>');

  await page.setViewportSize(PHONE.viewport);
  await readPost(page, 'phone');
});

test('the first screen comes with its hints: the list and the first cover asked for once each (decision 032)', async ({
  page,
}) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    const { pathname, search } = new URL(request.url());
    if (pathname === '/api/news' || pathname.startsWith('/media/images/news/')) asked.push(pathname + search);
  });
  const html = await (await page.goto('/news'))!.text();
  expect(html).toContain(
    '<link rel="preload" href="/api/news?limit=5" as="fetch" crossorigin="use-credentials" />',
  );
  const cover = html.match(/<link rel="preload" href="([^"]+)" as="image" fetchpriority="high" \/>/)?.[1];
  expect(cover).toMatch(/^\/media\/images\/news\//);
  await expect(posts(page)).toHaveCount(5);
  await expect(posts(page).first().locator('img')).toHaveAttribute('src', cover!);
  expect(asked.filter((url) => url.startsWith('/api/news'))).toEqual(['/api/news?limit=5']);
  expect(asked.filter((url) => url === cover)).toHaveLength(1);
});
