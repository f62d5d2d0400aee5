import fs from 'node:fs';
import ExcelJS from 'exceljs';
import { strFromU8, unzipSync } from 'fflate';
import { expectNoSeriousViolations } from './axe.ts';
import { expect, test, type Page } from './fixtures.ts';
import { PHONE, signIn } from './support.ts';

/**
 * The library in Chromium against the real server: browsing by kind and topic, search,
 * premium text withheld, a prompt copied, a bookmark, and templates downloaded and opened (the docx
 * with a zip reader, the xlsx read back with exceljs); axe on the list and a resource at both sizes.
 */

const cards = (page: Page) => page.getByRole('list', { name: 'Resources' }).getByRole('article');

/** Clicks the button and opens what the browser saved: the file's name and bytes. */
async function download(page: Page, button: string) {
  const [saved] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button }).click(),
  ]);
  const file = await saved.path();
  return { name: saved.suggestedFilename(), bytes: fs.readFileSync(file) };
}

test('a visitor browses by kind and topic, searches, and meets a premium guide locked', async ({ page }) => {
  await page.goto('/library');
  await expect(page.getByRole('heading', { level: 1, name: 'Startup resources' })).toBeVisible();
  await expect(cards(page)).toHaveCount(12);
  await expectNoSeriousViolations(page, '/library (desktop)');

  await page.getByRole('navigation', { name: 'Kind' }).getByRole('link', { name: 'Templates' }).click();
  await expect(page).toHaveURL(/\/library\?kind=template$/);
  await expect(cards(page)).toHaveCount(4);
  await page.getByRole('navigation', { name: 'Topic' }).getByRole('link', { name: 'Hiring' }).click();
  await expect(page).toHaveURL(/kind=template&topic=hiring/);
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).first()).toContainText('Hiring Scorecard');

  await page.goto('/library');
  await page.getByRole('searchbox', { name: 'Search the library' }).fill('term shee');
  await expect(page).toHaveURL(/q=term\+shee/);
  const termSheet = cards(page).filter({ hasText: 'How to Read a Term Sheet' });
  await expect(termSheet).toBeVisible();
  await expect(termSheet).toContainText('Premium');
  await termSheet.getByRole('link').click();

  await expect(page.getByRole('heading', { level: 1, name: /How to Read a Term Sheet/ })).toBeVisible();
  await expect(page).toHaveTitle('How to Read a Term Sheet Without a Law Degree · Founder Flow');
  await expect(page.getByRole('heading', { name: 'This guide is part of Premium' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Subscribe Now' })).toHaveAttribute('href', '/subscription');
  await expect(page.getByText('Liquidation preference')).toHaveCount(0);
  await expect(page.getByRole('complementary', { name: 'Related sessions and paths' })).toContainText(
    'Fundraising Without Fear',
  );
  await expect(page.getByRole('link', { name: 'Sign in to bookmark' })).toBeVisible();
  await expectNoSeriousViolations(page, '/library/:slug locked (desktop)');
});

test('a free user copies a prompt, bookmarks a guide and downloads the investor update', async ({
  page,
  context,
  baseURL,
}) => {
  await signIn(page, baseURL!, 'free');
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);

  await page.goto('/library/prompt-pitch-practice-investor');
  await page.getByRole('button', { name: 'Copy prompt' }).click();
  await expect(page.getByText('Copied to the clipboard.')).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toMatch(/^Act as a sceptical but fair seed-stage investor/);
  expect(copied).toContain('Start by asking me to give you my one-minute pitch.');

  await page.goto('/library/spotting-burnout-early');
  await expect(page.getByRole('heading', { name: 'Early signs' })).toBeVisible();
  await page.getByRole('button', { name: 'Bookmark' }).click();
  await expect(page.getByRole('button', { name: 'Bookmarked' })).toHaveAttribute('aria-pressed', 'true');
  await page.goto('/library');
  await page.getByRole('link', { name: 'Your bookmarks' }).click();
  await expect(page.getByRole('heading', { name: 'Your bookmarks' })).toBeVisible();
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).first()).toContainText('Spotting Burnout Early');

  // A premium template offers the subscription, not the file.
  await page.goto('/library/financial-model-template');
  await expect(page.getByRole('link', { name: 'Subscribe Now' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Download/ })).toHaveCount(0);

  await page.goto('/library/investor-update-template');
  const docx = await download(page, 'Download .docx');
  expect(docx.name).toBe('founder-flow-investor-update.docx');
  const parts = unzipSync(new Uint8Array(docx.bytes));
  const text = strFromU8(parts['word/document.xml']!);
  expect(text).toContain('investor update');
  expect(text).toContain('Monthly recurring revenue');
});

test.describe('on a phone', () => {
  test.use(PHONE);
  test('a subscriber reads a premium guide and downloads the financial model, formulas and all', async ({
    page,
    baseURL,
  }) => {
    await signIn(page, baseURL!, 'subscriber');
    await page.goto('/library?kind=template');
    await expect(cards(page)).toHaveCount(4);
    await expectNoSeriousViolations(page, '/library (phone)');

    await page.goto('/library/how-to-read-a-term-sheet');
    await expect(page.getByRole('heading', { name: 'Economics' })).toBeVisible();
    await expect(page.getByText('Subscribe Now')).toHaveCount(0);
    await expectNoSeriousViolations(page, '/library/:slug (phone)');

    await page.goto('/library/financial-model-template');
    const xlsx = await download(page, 'Download .xlsx');
    expect(xlsx.name).toBe('founder-flow-financial-model.xlsx');
    const workbook = new ExcelJS.Workbook();
    const { buffer, byteOffset, byteLength } = xlsx.bytes;
    await workbook.xlsx.load(buffer.slice(byteOffset, byteOffset + byteLength));
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Assumptions', 'Model', 'Summary']);
    const model = workbook.getWorksheet('Model')!;
    expect(model.getCell('A5').value).toBe('Revenue');
    expect(model.getCell('C5').formula).toBe('C4*Assumptions!$B$8');
    const runway = workbook.getWorksheet('Summary')!.getCell('B6');
    expect(runway.formula).toContain('MATCH(TRUE');
  });
});

test('the first screen comes with its hints: the list is asked for once, by the preload (decision 032)', async ({
  page,
  baseURL,
}) => {
  const lists: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/library/resources') lists.push(request.url());
  });
  const visit = async (address: string, expected: number) => {
    lists.length = 0;
    const html = await (await page.goto(address))!.text();
    expect(html).toContain(
      `<link rel="preload" href="/api/library/resources?kind=template&#38;limit=12" as="fetch" crossorigin="use-credentials" />`,
    );
    expect(html).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/routes-[\w-]+\.js" \/>/);
    await expect(cards(page)).toHaveCount(expected);
    // The page's own request took the preloaded answer: one request, not two.
    expect(lists).toEqual([`${baseURL}/api/library/resources?kind=template&limit=12`]);
  };
  await visit('/library?kind=template', 4);
  // Signed in, the list's key holds the user's id; the loader waits for the session, so the page
  // reads what the loader cached from the same preloaded answer.
  await signIn(page, baseURL!, 'free');
  await visit('/library?kind=template', 4);
  await expect(page.getByRole('link', { name: 'Your bookmarks' })).toBeVisible();
});
