import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '#server/app.ts';
import { DEMO_USERS } from '#server/db/demo-users.ts';
import { libraryResources, newsPosts, sessions } from '#server/db/schema/index.ts';
import { createConfiguredMediaStore } from '#server/integrations/media-store/configured-media-store.ts';
import { createS3MediaStore, type S3MediaStore } from '#server/integrations/media-store/s3-media-store.ts';
import { TEMPLATES } from '#server/modules/library/index.ts';
import { readJson, readParsed } from '#server/testing/api-answers.ts';
import { signInAs } from '#server/testing/auth-client.ts';
import { adminSessionFields } from '#server/testing/admin-session-fields.ts';
import { startS3Server } from '#server/testing/s3-server.ts';
import { createTestApp } from '#server/testing/test-app.ts';
import { testPaths } from '#server/testing/test-database.ts';
import { adminSessionSchema } from '#shared/schemas/admin.ts';
import { playGrantSchema } from '#shared/schemas/listening.ts';
import { defined } from '#shared/testing/defined.ts';

type Row = { id: string; slug: string; isPremium: boolean; contentUrl: string; type: string };

let s3: Awaited<ReturnType<typeof startS3Server>>;
let t: Awaited<ReturnType<typeof createTestApp>>;
let free: Row;
let premium: Row;
let subscriber: string;
let bucket: S3MediaStore;

const localBytes = (key: string) => fs.readFileSync(path.join(testPaths().media, key));
// The redirecting app of the last test is not the one `testClient` speaks to: plain requests, read by the route's schema.
const grantFor = async (app: { request: typeof t.app.request }, row: Row, cookie?: string) => {
  const res = await app.request(`/api/sessions/${row.id}/play`, {
    method: 'POST',
    headers: cookie ? { cookie } : {},
  });
  return readParsed(res, playGrantSchema);
};

const audioWithMedia = (
  rows: (Omit<Row, 'contentUrl'> & { contentUrl: string | null })[],
  isPremium: boolean,
): Row => {
  const what = `a ${isPremium ? 'premium' : 'free'} audio session with media`;
  const row = defined(
    rows.find((r) => r.isPremium === isPremium && r.type === 'audio' && r.contentUrl),
    what,
  );
  return { ...row, contentUrl: defined(row.contentUrl, what) };
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
  free = audioWithMedia(rows, false);
  premium = audioWithMedia(rows, true);
  // The bucket holds what the seed put in the local folder: the two sessions' audio and captions,
  // uploaded through the app's store and checked with a client of the test's own.
  bucket = createS3MediaStore(s3.options);
  for (const row of [free, premium]) {
    for (const key of [row.contentUrl, `sessions/${row.slug}.vtt`]) {
      await t.deps.media.put(key, path.join(testPaths().media, key));
      expect(await bucket.stat(key), key).not.toBeNull();
    }
  }
  subscriber = (
    await signInAs(
      t,
      defined(
        DEMO_USERS.find((u) => u.subscribed),
        'a subscribed demo user',
      ),
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
    const key = free.contentUrl;
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
    const key = premium.contentUrl;
    expect((await t.app.request(`/media/${key}`)).status).toBe(403);
    const grant = await grantFor(t.app, premium, subscriber);
    const part = await t.app.request(grant.url, { headers: { range: 'bytes=0-99' } });
    expect(part.status).toBe(206);
    expect(Buffer.from(await part.arrayBuffer()).equals(localBytes(key).subarray(0, 100))).toBe(true);
  });

  it('answers 404 for a signed key the bucket does not hold', async () => {
    await bucket.remove(`sessions/${premium.slug}.vtt`);
    const grant = await grantFor(t.app, premium, subscriber);
    expect((await t.app.request(defined(grant.captionsUrl, 'the captions URL'))).status).toBe(404);
  });
});

describe('admin uploads into the bucket', () => {
  it('keeps session media, a news cover and a library file in the bucket, and removes what each replaces', async () => {
    const admin = await signInAs(t, DEMO_USERS[0]);
    const upload = async (url: string, body: Uint8Array<ArrayBuffer>, type: string) => {
      const res = await admin.client.request(url, { method: 'PUT', body, headers: { 'content-type': type } });
      expect(res.status, await res.clone().text()).toBe(200);
    };
    const { api } = admin.client;
    // The shared session fields are loosely typed (plain strings), so this one goes raw, read by its schema.
    const session = await readParsed(
      await admin.client.post(
        '/api/admin/sessions',
        adminSessionFields('Uploaded to the bucket', 'Kept in S3.'),
      ),
      adminSessionSchema,
      201,
    );
    const post = await readJson(
      await api.admin.news.$post({ json: { title: 'In the bucket', author: 'Team', body: 'Hi.' } }),
      201,
    );
    const resource = await readJson(
      await api.admin.library.$post({
        json: {
          title: 'A bucket template',
          kind: 'template',
          topic: 'product',
          body: 'One page.',
          isPublished: true,
        },
      }),
      201,
    );
    const recording = new Uint8Array(
      fs.readFileSync(path.join('src/server/testing/fixtures/recording-3s.weba')),
    );
    const picture = new Uint8Array(
      await sharp({ create: { width: 640, height: 480, channels: 3, background: '#335577' } })
        .jpeg()
        .toBuffer(),
    );
    const pdf = new Uint8Array(await TEMPLATES['weekly-review'].build());
    const uploads = [
      {
        url: `/api/admin/sessions/${session.id}/media`,
        bytes: recording,
        type: 'audio/webm',
        key: async () =>
          (
            await t.db.select({ key: sessions.contentUrl }).from(sessions).where(eq(sessions.id, session.id))
          )[0]?.key,
      },
      {
        url: `/api/admin/news/${post.id}/cover`,
        bytes: picture,
        type: 'image/jpeg',
        key: async () =>
          (await t.db.select({ key: newsPosts.coverKey }).from(newsPosts).where(eq(newsPosts.id, post.id)))[0]
            ?.key,
      },
      {
        url: `/api/admin/library/${resource.id}/file`,
        bytes: pdf,
        type: 'application/pdf',
        key: async () =>
          (
            await t.db
              .select({ key: libraryResources.fileKey })
              .from(libraryResources)
              .where(eq(libraryResources.id, resource.id))
          )[0]?.key,
      },
    ];
    for (const { url, bytes, type, key } of uploads) {
      await upload(url, bytes, type);
      const first = defined(await key(), `the stored key after ${url}`);
      expect(await bucket.stat(first), first).not.toBeNull();
      expect(fs.existsSync(path.join(testPaths().media, first)), first).toBe(false);
      await upload(url, bytes, type);
      const second = defined(await key(), `the replacing key after ${url}`);
      expect(second).not.toBe(first);
      expect(await bucket.stat(first), first).toBeNull();
      expect(await bucket.stat(second), second).not.toBeNull();
    }

    // Each is read back from the bucket through /media, as listeners and readers get it.
    const played = await t.app.request(`/api/sessions/${session.id}/play`, { method: 'POST' });
    const grant = playGrantSchema.parse(await played.json());
    const heard = await t.app.request(grant.url);
    expect(Buffer.from(await heard.arrayBuffer()).equals(Buffer.from(recording))).toBe(true);
    const cover = await t.app.request(`/media/${defined(await uploads[1]?.key(), 'the cover key')}`);
    expect((await sharp(Buffer.from(await cover.arrayBuffer())).metadata()).width).toBe(1200);
    const download = await api.library.resources[':slug'].download.$post({ param: { slug: resource.slug } });
    const file = await t.app.request((await readJson(download)).url);
    expect(file.headers.get('content-disposition')).toBe(`attachment; filename="${resource.slug}.pdf"`);
    expect(Buffer.from(await file.arrayBuffer()).equals(Buffer.from(pdf))).toBe(true);
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
    const csp = defined(res.headers.get('content-security-policy'), 'the CSP');
    expect(csp).toContain(`media-src 'self' blob: ${s3.options.endpoint}`);
    expect(csp).toContain(`connect-src 'self' ${s3.options.endpoint}`);

    const location = new URL(defined(res.headers.get('location'), 'the redirect'));
    expect(location.origin).toBe(s3.options.endpoint);
    // It expires with the app's own signed URL, not later.
    const exp = Number(new URL(grant.url, 'http://app').searchParams.get('exp'));
    const expires = Number(location.searchParams.get('X-Amz-Expires'));
    expect(Math.abs(Math.floor(Date.now() / 1000) + expires - exp)).toBeLessThanOrEqual(2);

    const part = await fetch(location, { headers: { range: 'bytes=100-299' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-type')).toBe('audio/webm');
    const bytes = Buffer.from(await part.arrayBuffer());
    expect(bytes.equals(localBytes(free.contentUrl).subarray(100, 300))).toBe(true);

    const captions = await app.request(defined(grant.captionsUrl, 'the captions URL'));
    expect(captions.status).toBe(200);
    expect(await captions.text()).toMatch(/^WEBVTT/);
    // Signed media still needs the app's signature before any redirect.
    expect((await app.request(`/media/${premium.contentUrl}`)).status).toBe(403);
  });
});
