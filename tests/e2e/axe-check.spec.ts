import { expect, test } from '@playwright/test';
import { seriousViolationsOf } from './axe.ts';

// The accessibility checks of every other spec pass when axe finds nothing: this shows the check, as
// configured in axe.ts (run in the page, violations only), still finds what it should.
test('the axe check reports serious violations planted in a page', async ({ page }) => {
  await page.setContent(
    '<!doctype html><html lang="en"><title>Planted</title><body><main><img src="/x.png"><button></button>' +
      '<p style="color:#777;background:#888">Grey on grey</p></main></body></html>',
  );
  const found = await seriousViolationsOf(page);
  expect(found.map((line) => line.split(':')[0])).toEqual(
    expect.arrayContaining(['button-name', 'color-contrast', 'image-alt']),
  );
});
