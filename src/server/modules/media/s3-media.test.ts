import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '#server/app.ts';
import { DEMO_USERS } from '#server/db/demo-users.ts';
import { sessions } from '#server/db/schema/index.ts';
import { createConfiguredMediaStore } from '#server/integrations/media-store/configured-media-store.ts';
import { createS3MediaStore, type S3MediaStore } from '#server/integrations/media-store/s3-media-store.ts';
import { signInAs } from '#server/testing/auth-client.ts';
import { startS3Server } from '#server/testing/s3-server.ts';
import { createTestApp } from '#server/testing/test-app.ts';
import { testPaths } from '#server/testing/test-database.ts';

type Row = { id: string; slug: string; isPremium: boolean; contentUrl: string | null; type: string };
type Grant = { url: string; captionsUrl: string | null };

let s3: Awaited<ReturnType<typeof startS3Server>>;
let t: Awaited<ReturnType<typeof createTestApp>>;
let free: Row;
let premium: Row;
let subscriber: string;
let bucket: S3MediaStore;

const localBytes = (key: string) => fs.readFileSync(path.join(testPaths().media, key));
const grantFor = async (app: { request: typeof t.app.request }, row: Row, cookie?: string) => {
  const res = await app.request(`/api/sessions/${row.id}/play`, {
    method: 'POST',
    headers: cookie ? { cookie } : {},
  });
  expect(res.status).toBe(200);
  return (await res.json()) as Grant;
};

beforeAll(async () => {
  s3 = await startS3Server();
  // The real app, its media store chosen by the S3_* settings as in production.
  t = await createTestApp({ env: s3.env });
  const rows = await t.db
    .select({
      id: sessions.id,
      slug: sessions.slug,
      isPremium: sessions.isPremium,
      contentUrl: sessions.contentUrl,
      type: sessions.type,
    })
    .from(sessions);
  free = rows.find((r) => !r.isPremium && r.type === 'audio' && r.contentUrl)!;
  premium = rows.find((r) => r.isPremium && r.type === 'audio' && r.contentUrl)!;
  // The bucket holds what the seed put in the local folder: the two sessions' audio and captions,
  // uploaded through the app's store and checked with a client of the test's own.
  bucket = createS3MediaStore(s3.options);
  for (const row of [free, premium]) {
    for (const key of [row.contentUrl!, `sessions/${row.slug}.vtt`]) {
      await t.deps.media.put(key, path.join(testPaths().media, key));
      expect(await bucket.stat(key), key).not.toBeNull();
    }
  }
  subscriber = (
    await signInAs(
      t,
      DEMO_USERS.find((u) => u.subscribed)!,
    )
  ).cookie;
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
});

describe('media from an S3 bucket through the /media route', () => {
  it('streams a session from the bucket: the whole file, and byte ranges with 206', async () => {
    expect(t.deps.media.direct).toBeUndefined();
    const key = free.contentUrl!;
    const expected = localBytes(key);
    const grant = await grantFor(t.app, free);

    const whole = await t.app.request(grant.url);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-length')).toBe(String(expected.length));
    expect(Buffer.from(await whole.arrayBuffer()).equals(expected)).toBe(true);

    const last = expected.length - 1;
    for (const [range, start, end] of [
      ['bytes=0-1', 0, 1],
      ['bytes=1000-4999', 1000, 4999],
      [`bytes=${last}-`, last, last],
      ['bytes=-500', expected.length - 500, last],
    ] as const) {
      const part = await t.app.request(grant.url, { headers: { range } });
      expect(part.status, range).toBe(206);
      expect(part.headers.get('content-range'), range).toBe(`bytes ${start}-${end}/${expected.length}`);
      const bytes = Buffer.from(await part.arrayBuffer());
      expect(bytes.equals(expected.subarray(start, end + 1)), range).toBe(true);
    }
  });

  it('keeps premium media behind the grant', async () => {
    const key = premium.contentUrl!;
    expect((await t.app.request(`/media/${key}`)).status).toBe(403);
    const grant = await grantFor(t.app, premium, subscriber);
    const part = await t.app.request(grant.url, { headers: { range: 'bytes=0-99' } });
    expect(part.status).toBe(206);
    expect(Buffer.from(await part.arrayBuffer()).equals(localBytes(key).subarray(0, 100))).toBe(true);
  });

  it('answers 404 for a signed key the bucket does not hold', async () => {
    await bucket.remove(`sessions/${premium.slug}.vtt`);
    const grant = await grantFor(t.app, premium, subscriber);
    expect((await t.app.request(grant.captionsUrl!)).status).toBe(404);
  });
});

describe('with S3_MEDIA_REDIRECT: presigned URLs for session audio and video', () => {
  it('redirects the player to the bucket, where Range works; captions stay on the app', async () => {
    const config = { ...t.deps.env.mediaStorage, redirect: true } as const;
    if (config.kind !== 's3') throw new Error('the test app should use S3');
    const media = await createConfiguredMediaStore(config, testPaths().media);
    const app = createApp({ ...t.deps, media });
    expect(media.direct?.origin).toBe(s3.options.endpoint);

    const grant = await grantFor(app, free);
    const res = await app.request(grant.url);
    expect(res.status).toBe(302);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    // The page may load media from the bucket: the redirect target is in the CSP.
    const csp = res.headers.get('content-security-policy')!;
    expect(csp).toContain(`media-src 'self' blob: ${s3.options.endpoint}`);
    expect(csp).toContain(`connect-src 'self' ${s3.options.endpoint}`);

    const location = new URL(res.headers.get('location')!);
    expect(location.origin).toBe(s3.options.endpoint);
    // It expires with the app's own signed URL, not later.
    const exp = Number(new URL(grant.url, 'http://app').searchParams.get('exp'));
    const expires = Number(location.searchParams.get('X-Amz-Expires'));
    expect(Math.abs(Math.floor(Date.now() / 1000) + expires - exp)).toBeLessThanOrEqual(2);

    const part = await fetch(location, { headers: { range: 'bytes=100-299' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-type')).toBe('audio/webm');
    const bytes = Buffer.from(await part.arrayBuffer());
    expect(bytes.equals(localBytes(free.contentUrl!).subarray(100, 300))).toBe(true);

    const captions = await app.request(grant.captionsUrl!);
    expect(captions.status).toBe(200);
    expect(await captions.text()).toMatch(/^WEBVTT/);
    // Signed media still needs the app's signature before any redirect.
    expect((await app.request(`/media/${premium.contentUrl!}`)).status).toBe(403);
  });
});
