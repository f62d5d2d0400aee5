import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readJson } from '#server/testing/api-answers.ts';
import { testClient } from '#server/testing/auth-client.ts';
import { sharedDeck } from '#server/testing/shared-deck.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { defined } from '#shared/testing/defined.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The image at the address, checked to be a PNG by its header and by its bytes, and its size. */
async function png(path: string) {
  const res = await t.app.request(path);
  expect(res.status, path).toBe(200);
  expect(res.headers.get('content-type'), path).toBe('image/png');
  const bytes = Buffer.from(await res.arrayBuffer());
  expect(bytes.subarray(0, 8).equals(PNG_SIGNATURE), path).toBe(true);
  const { format, width, height } = await sharp(bytes).metadata();
  return { res, format, width, height };
}

describe('card images of shared links', () => {
  it('draw a shared deck’s title card, 1200 × 630, asked again at every use; 404 once revoked', async () => {
    const { token, revoke } = await sharedDeck(t);
    const card = await png(`/d/${token}/card.png`);
    expect([card.format, card.width, card.height]).toEqual(['png', 1200, 630]);
    expect(card.res.headers.get('cache-control')).toBe('no-cache');
    const etag = defined(card.res.headers.get('etag'), 'the ETag of the card');
    const again = await t.app.request(`/d/${token}/card.png`, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);

    await revoke();
    expect((await t.app.request(`/d/${token}/card.png`)).status).toBe(404);
    const revalidated = await t.app.request(`/d/${token}/card.png`, { headers: { 'if-none-match': etag } });
    expect(revalidated.status).toBe(404);
    for (const unknown of ['A'.repeat(32), 'not a token', '%00']) {
      expect((await t.app.request(`/d/${unknown}/card.png`)).status, unknown).toBe(404);
    }
  });

  it('draw the site’s card and a library resource’s, 1200 × 630', async () => {
    const site = await png('/card.png');
    expect([site.format, site.width, site.height]).toEqual(['png', 1200, 630]);
    const { items } = await readJson(
      await testClient(t).api.library.resources.$get({ query: { limit: '1' } }),
    );
    const resource = await png(`/library/${defined(items[0], 'a library resource').slug}/card.png`);
    expect([resource.format, resource.width, resource.height]).toEqual(['png', 1200, 630]);
    expect((await t.app.request('/library/no-such-resource/card.png')).status).toBe(404);
  });

  it('rasterise an advisor’s SVG avatar to a 512-pixel PNG portrait', async () => {
    const { items: advisors } = await readJson(await testClient(t).api.coaches.$get({ query: {} }));
    const advisor = defined(
      advisors.find((a) => a.avatarUrl?.endsWith('.svg')),
      'an advisor with an SVG avatar',
    );
    const portrait = await png(`/advisors/${advisor.id}/card.png`);
    expect([portrait.format, portrait.width, portrait.height]).toEqual(['png', 512, 512]);
    expect((await t.app.request('/advisors/no-such-advisor/card.png')).status).toBe(404);
  });
});
