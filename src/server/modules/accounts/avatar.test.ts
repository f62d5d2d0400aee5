import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, readJson, readParsed } from '#server/testing/api-answers.ts';
import { signedUpUser, testClient, type SignedIn } from '#server/testing/auth-client.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { profileSchema } from '#shared/schemas/accounts.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// The picture is the raw body: sent through the plain request, its answer read by the route's schema.
const put = (who: SignedIn, body: BodyInit, type = 'image/png') =>
  who.client.request('/api/me/avatar', { method: 'PUT', body, headers: { 'content-type': type } });

/** A real picture, 600×400, so the crop to a square shows. */
const photo = (format: 'png' | 'jpeg' | 'webp') =>
  sharp({ create: { width: 600, height: 400, channels: 3, background: { r: 20, g: 120, b: 110 } } })
    .toFormat(format)
    .toBuffer();

describe('PUT and DELETE /api/me/avatar', () => {
  it('keeps a JPEG, PNG or WebP as a 256 px WebP, serves it, and removes the old one', async () => {
    const ada = await signedUpUser(t, { label: 'avatar' });
    const first = await put(ada, new Uint8Array(await photo('png')));
    const { avatarUrl } = await readParsed(first, profileSchema);
    expect(avatarUrl).toMatch(/^\/media\/avatars\/users\/.+\.webp$/);
    const served = await t.app.request(avatarUrl);
    expect(served.status).toBe(200);
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 256, 256]);

    // The browser's type is not trusted: a JPEG sent as PNG is still a JPEG, and is kept.
    const second = await put(ada, new Uint8Array(await photo('jpeg')), 'image/png');
    const next = (await readParsed(second, profileSchema)).avatarUrl;
    expect(next).not.toBe(avatarUrl);
    expect((await t.app.request(avatarUrl)).status).toBe(404);

    const removed = await ada.client.api.me.avatar.$delete();
    expect((await readJson(removed)).avatarUrl).toBe('');
    expect((await t.app.request(next)).status).toBe(404);
  });

  it('refuses what is not a picture (415), one over 5 MB while it arrives (413), and visitors', async () => {
    const ben = await signedUpUser(t, { label: 'avatar-bad' });
    const html = await put(ben, '<!doctype html><script>alert(1)</script>', 'image/png');
    await expectError(html, 'unsupported_image', 415);
    const gif = await put(
      ben,
      new Uint8Array(
        await sharp({ create: { width: 4, height: 4, channels: 3, background: 'red' } })
          .gif()
          .toBuffer(),
      ),
      'image/png',
    );
    expect(gif.status).toBe(415);
    // A PNG's signature on bytes that are no picture: sharp refuses it, and so do we.
    const broken = new Uint8Array(await photo('png')).slice(0, 200);
    expect((await put(ben, broken)).status).toBe(415);
    expect((await put(ben, '')).status).toBe(415);

    let sent = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += 512 * 1024;
        if (sent > 20 * 1024 * 1024) controller.close();
        else controller.enqueue(new Uint8Array(512 * 1024));
      },
    });
    // A streamed body needs `duplex`, which the DOM's RequestInit type does not list yet.
    const streamed: RequestInit & { duplex: 'half' } = {
      method: 'PUT',
      body: endless,
      headers: { 'content-type': 'image/png' },
      duplex: 'half',
    };
    const tooBig = await ben.client.request('/api/me/avatar', streamed);
    expect(tooBig.status).toBe(413);
    expect(sent).toBeLessThan(20 * 1024 * 1024);

    const profile = await readJson(await ben.client.api.me.profile.$get());
    expect(profile.avatarUrl).toBe('');
    const visitor = await testClient(t).request('/api/me/avatar', {
      method: 'PUT',
      body: new Uint8Array(await photo('webp')),
      headers: { 'content-type': 'image/webp' },
    });
    expect(visitor.status).toBe(401);
  });
});
