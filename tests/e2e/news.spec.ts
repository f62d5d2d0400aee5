import { expectNoSeriousViolations } from './axe.ts';
import { expect, test, type Page } from './fixtures.ts';
import { PHONE } from './support.ts';

/** The news of issue 15: a list a page at a time, a page per post, the feed; axe at both sizes. */

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
