import { crc32 } from 'node:zlib';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '#server/db/demo-users.ts';
import { libraryResources, newsPosts } from '#server/db/schema/index.ts';
import { TEMPLATES } from '#server/modules/library/index.ts';
import { expectError, readJson, readParsed } from '#server/testing/api-answers.ts';
import { signInAs, testClient, type SignedIn } from '#server/testing/auth-client.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import {
  adminAdvisorSchema,
  adminNewsPostSchema,
  adminResourceSchema,
  LIBRARY_FILE_MAX_BYTES,
  NEWS_COVER_MAX_BYTES,
  PROMPT_BANK_MIN_ACTIVE,
} from '#shared/schemas/admin-editors.ts';
import { defined } from '#shared/testing/defined.ts';

let t: TestApp;
let admin: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAs(t, DEMO_USERS[0]);
});
afterAll(() => t.close());

const api = () => admin.client.api.admin;
/** For bodies the typed client would not send: hostile or malformed ones. */
const send = (method: string, path: string, body?: unknown) =>
  admin.client.request(path, { method, json: body });
const putRaw = (path: string, body: BodyInit, type: string, headers: Record<string, string> = {}) =>
  admin.client.request(path, { method: 'PUT', body, headers: { 'content-type': type, ...headers } });
/** `bytes` zeros sent without a length, as a browser streams a large file: judged while it arrives. */
const streamOf = (bytes: number) => {
  let sent = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= bytes) return controller.close();
      const chunk = Math.min(1024 * 1024, bytes - sent);
      sent += chunk;
      controller.enqueue(new Uint8Array(chunk));
    },
  });
};
const putStream = (path: string, bytes: number, type: string) => {
  // Node needs `duplex` to send a stream; the DOM's RequestInit does not know it.
  const init: RequestInit & { duplex: 'half' } = {
    method: 'PUT',
    body: streamOf(bytes),
    headers: { 'content-type': type },
    duplex: 'half',
  };
  return admin.client.request(path, init);
};

/** A zip of stored (uncompressed) entries, as an Office file is laid out: for files that only pose as one. */
function storedZip(entries: Record<string, string>): Uint8Array<ArrayBuffer> {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const data = Buffer.from(text);
    const fileName = Buffer.from(name);
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt32LE(crc32(data), 14);
    header.writeUInt32LE(data.length, 18);
    header.writeUInt32LE(data.length, 22);
    header.writeUInt16LE(fileName.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc32(data), 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(fileName.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(header, fileName, data);
    centrals.push(central, fileName);
    offset += header.length + fileName.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...locals, directory, end]));
}

const actionsFor = async (targetId: string) =>
  (await readJson(await api().audit.$get({ query: { targetId } }))).items.map((e) => e.action);
const served = (url: string | null, what: string) => t.app.request(defined(url, what));

describe('advisors', () => {
  it('adds and edits an advisor, and keeps a portrait checked and resized like avatars', async () => {
    const created = await readJson(
      await api().advisors.$post({
        json: {
          name: 'Ines Okafor',
          title: 'Operator, two exits',
          bio: 'Ran sales twice.\nNow helps first-time founders sell.',
          expertise: ['Sales', 'Hiring'],
        },
      }),
      201,
    );
    expect(created).toMatchObject({ slug: 'ines-okafor', avatarUrl: null, sessionCount: 0 });
    const edited = await readJson(
      await api().advisors[':id'].$patch({ param: { id: created.id }, json: { expertise: ['Sales'] } }),
    );
    expect(edited.expertise).toEqual(['Sales']);

    const photo = await sharp({
      create: { width: 600, height: 400, channels: 3, background: { r: 200, g: 90, b: 40 } },
    })
      .jpeg()
      .toBuffer();
    const put = (body: BodyInit, type = 'image/jpeg') =>
      admin.client.request(`/api/admin/advisors/${created.id}/portrait`, {
        method: 'PUT',
        body,
        headers: { 'content-type': type },
      });
    const first = await readParsed(await put(new Uint8Array(photo)), adminAdvisorSchema);
    expect(first.avatarUrl).toMatch(/^\/media\/avatars\/advisors\/.+\.webp$/);
    const portrait = await served(first.avatarUrl, 'the portrait');
    expect(portrait.status).toBe(200);
    const meta = await sharp(Buffer.from(await portrait.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 256, 256]);

    // A page renamed .jpg is refused by its bytes; the old portrait stays.
    const renamed = await put('<!doctype html><title>not a picture</title>');
    await expectError(renamed, 'unsupported_image', 415);
    const second = await readParsed(await put(new Uint8Array(photo)), adminAdvisorSchema);
    expect(second.avatarUrl).not.toBe(first.avatarUrl);
    expect((await served(first.avatarUrl, 'the first portrait')).status).toBe(404);

    const big = await admin.client.request(`/api/admin/advisors/${created.id}/portrait`, {
      method: 'PUT',
      body: new Uint8Array(6 * 1024 * 1024),
      headers: { 'content-type': 'image/png' },
    });
    expect(big.status).toBe(413);

    // Readers see the advisor with the new portrait.
    const pub = await readJson(await testClient(t).api.coaches.$get({ query: {} }));
    expect(pub.items.find((c) => c.id === created.id)?.avatarUrl).toBe(second.avatarUrl);
    expect(await actionsFor(created.id)).toEqual([
      'advisor.portrait',
      'advisor.portrait',
      'advisor.update',
      'advisor.create',
    ]);
    const unknown = { id: '00000000-0000-4000-8000-000000000000' };
    expect((await api().advisors[':id'].$patch({ param: unknown, json: {} })).status).toBe(404);
  });
});

describe('news posts and library resources', () => {
  it('writes a post unpublished, publishes it to readers, unpublishes it, and previews Markdown safely', async () => {
    const post = await readJson(
      await api().news.$post({
        json: {
          title: 'Founder Flow now in Portuguese',
          author: 'The team',
          summary: 'Sessions and journal, in a second language.',
          body: '## What changes\n\nEverything you hear, in *Portuguese*.',
        },
      }),
      201,
    );
    const patchPost = (json: { isPublished: boolean; title?: string }) =>
      api().news[':id'].$patch({ param: { id: post.id }, json });
    expect(post).toMatchObject({
      slug: 'founder-flow-now-in-portuguese',
      isPublished: false,
      readMinutes: 1,
    });
    const visitor = testClient(t);
    expect((await visitor.get(`/api/news/${post.slug}`)).status).toBe(404);

    await readJson(await patchPost({ isPublished: true }));
    const read = await readJson(await visitor.api.news[':slug'].$get({ param: { slug: post.slug } }));
    expect(read.bodyHtml).toContain('<em>Portuguese</em>');
    const list = await readJson(await visitor.api.news.$get({ query: { limit: '20' } }));
    expect(list.items.map((p) => p.slug)).toContain(post.slug);

    await readJson(await patchPost({ isPublished: false, title: 'Held back' }));
    expect((await visitor.get(`/api/news/${post.slug}`)).status).toBe(404);
    expect(await actionsFor(post.id)).toEqual(['news.unpublish', 'news.publish', 'news.create']);

    const preview = await readJson(
      await api()['markdown-preview'].$post({
        json: { markdown: '**Bold** <script>alert(1)</script> [x](javascript:alert(1))' },
      }),
    );
    expect(preview.html).toContain('<strong>Bold</strong>');
    expect(preview.html).not.toMatch(/<script|href="javascript:/);
  });

  it('writes, publishes and unpublishes a library resource', async () => {
    const resource = await readJson(
      await api().library.$post({
        json: {
          title: 'A one-page hiring plan',
          kind: 'guide',
          topic: 'hiring',
          summary: 'Who, when, and what they will own.',
          body: '# The plan\n\nOne row per hire.',
        },
      }),
      201,
    );
    expect(resource).toMatchObject({ isPublished: false, hasFile: false });
    const patchResource = (json: { isPublished?: boolean; slug?: string }) =>
      api().library[':id'].$patch({ param: { id: resource.id }, json });
    const visitor = testClient(t);
    expect((await visitor.get(`/api/library/resources/${resource.slug}`)).status).toBe(404);
    await readJson(await patchResource({ isPublished: true }));
    expect((await visitor.get(`/api/library/resources/${resource.slug}`)).status).toBe(200);
    const others = (await readJson(await api().library.$get())).items.filter((r) => r.id !== resource.id);
    const taken = await patchResource({ slug: defined(others[0], 'another resource').slug });
    await expectError(taken, 'slug_taken');
    await readJson(await patchResource({ isPublished: false }));
    expect((await visitor.get(`/api/library/resources/${resource.slug}`)).status).toBe(404);
    expect(await actionsFor(resource.id)).toEqual([
      'resource.unpublish',
      'resource.publish',
      'resource.create',
    ]);
  });

  it('keeps a post’s cover checked and cropped by the server, removes the one it replaces, and readers see it', async () => {
    const post = await readJson(
      await api().news.$post({
        json: {
          title: 'A cover for the spring update',
          author: 'The team',
          body: 'Short and sweet.',
          coverAlt: 'Cherry blossom over a desk',
          isPublished: true,
        },
      }),
      201,
    );
    expect(post).toMatchObject({ coverUrl: null, coverAlt: 'Cherry blossom over a desk' });
    const photo = await sharp({
      create: { width: 2400, height: 1600, channels: 3, background: { r: 30, g: 120, b: 200 } },
    })
      .png()
      .toBuffer();

    const putCover = (id: string) =>
      putRaw(`/api/admin/news/${id}/cover`, new Uint8Array(photo), 'image/png');
    const first = await readParsed(await putCover(post.id), adminNewsPostSchema);
    expect(first.coverUrl).toMatch(/^\/media\/images\/news\/uploads\/.+\.webp$/);
    const picture = await served(first.coverUrl, 'the cover');
    expect(picture.status).toBe(200);
    const meta = await sharp(Buffer.from(await picture.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 1200, 630]);
    const read = await readJson(await testClient(t).api.news[':slug'].$get({ param: { slug: post.slug } }));
    expect(read.cover).toMatchObject({ url: first.coverUrl, alt: 'Cherry blossom over a desk' });

    // A page named as a picture is refused by its bytes; the cover stays.
    const page = await putRaw(
      `/api/admin/news/${post.id}/cover`,
      '<!doctype html><title>not a picture</title>',
      'image/jpeg',
    );
    await expectError(page, 'unsupported_image', 415);
    const declared = await putRaw(`/api/admin/news/${post.id}/cover`, new Uint8Array(16), 'image/png', {
      'content-length': String(NEWS_COVER_MAX_BYTES + 1),
    });
    expect(declared.status).toBe(413);
    const streamed = await putStream(
      `/api/admin/news/${post.id}/cover`,
      NEWS_COVER_MAX_BYTES + 1024 * 1024,
      'image/png',
    );
    await expectError(streamed, 'payload_too_large', 413);
    expect((await readJson(await api().news[':id'].$get({ param: { id: post.id } }))).coverUrl).toBe(
      first.coverUrl,
    );

    const second = await readParsed(await putCover(post.id), adminNewsPostSchema);
    expect(second.coverUrl).not.toBe(first.coverUrl);
    expect((await served(first.coverUrl, 'the first cover')).status).toBe(404);
    expect((await served(second.coverUrl, 'the second cover')).status).toBe(200);
    expect(await actionsFor(post.id)).toEqual(['news.cover', 'news.cover', 'news.create']);

    // A seeded post's cover is the seed's (shared by every database seeded into this store): replacing
    // it leaves the file, and only the post points elsewhere.
    const [seeded] = await t.db.select().from(newsPosts).where(eq(newsPosts.isPublished, true)).limit(1);
    const seededPost = defined(seeded, 'a published seeded post');
    const replaced = await readParsed(await putCover(seededPost.id), adminNewsPostSchema);
    expect(replaced.coverUrl).not.toBe(`/media/${seededPost.coverKey}`);
    expect(await t.deps.media.stat(defined(seededPost.coverKey, 'the seeded cover'))).not.toBeNull();
    expect((await putCover('00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });

  it('keeps a resource’s downloadable file by its bytes (.xlsx, .docx, .pdf), removes the one it replaces, and it downloads under its name', async () => {
    const resource = await readJson(
      await api().library.$post({
        json: {
          title: 'A runway planner',
          kind: 'template',
          topic: 'fundraising',
          body: 'Twelve months, one sheet.',
          isPublished: true,
        },
      }),
      201,
    );
    expect(resource).toMatchObject({ hasFile: false, file: null });
    const path = `/api/admin/library/${resource.id}/file`;
    const build = async (id: keyof typeof TEMPLATES) => new Uint8Array(await TEMPLATES[id].build());
    const [workbook, document, pdf] = await Promise.all([
      build('financial-model'),
      build('investor-update'),
      build('weekly-review'),
    ]);

    // The header says PDF; the bytes are a workbook, and the bytes decide.
    const first = await readParsed(await putRaw(path, workbook, 'application/pdf'), adminResourceSchema);
    expect(first).toMatchObject({
      hasFile: true,
      file: { name: 'a-runway-planner.xlsx', format: 'xlsx', size: workbook.byteLength },
    });
    const [stored] = await t.db
      .select({ key: libraryResources.fileKey })
      .from(libraryResources)
      .where(eq(libraryResources.id, resource.id));
    const storedKey = defined(stored?.key, 'the stored file key');
    expect(storedKey).toMatch(/^library\/uploads\/[0-9a-f]+\/a-runway-planner\.xlsx$/);

    const subscriber = await signInAs(t, DEMO_USERS[1]);
    const grant = await readJson(
      await subscriber.client.api.library.resources[':slug'].download.$post({
        param: { slug: resource.slug },
      }),
    );
    expect(grant.fileName).toBe('a-runway-planner.xlsx');
    const downloaded = await t.app.request(grant.url);
    expect(downloaded.status).toBe(200);
    expect(downloaded.headers.get('content-disposition')).toBe(
      'attachment; filename="a-runway-planner.xlsx"',
    );
    expect(Buffer.from(await downloaded.arrayBuffer()).equals(Buffer.from(workbook))).toBe(true);

    const asDocument = await readParsed(
      await putRaw(path, document, 'application/octet-stream'),
      adminResourceSchema,
    );
    expect(asDocument.file).toMatchObject({ name: 'a-runway-planner.docx', format: 'docx' });
    expect(await t.deps.media.stat(storedKey)).toBeNull();
    const asPdf = await readParsed(await putRaw(path, pdf, 'application/pdf'), adminResourceSchema);
    expect(asPdf.file).toMatchObject({ name: 'a-runway-planner.pdf', format: 'pdf', size: pdf.byteLength });
    expect(await actionsFor(resource.id)).toEqual([
      'resource.file',
      'resource.file',
      'resource.file',
      'resource.create',
    ]);

    // Refused by their bytes, leaving the PDF in place: a page renamed .pdf, a picture, an empty
    // body, a macro-enabled document renamed .docx, and a plain zip.
    const macroDocument = storedZip({
      '[Content_Types].xml':
        '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="application/vnd.ms-word.document.macroEnabled.main+xml"/></Types>',
      'word/document.xml': '<w:document/>',
      'word/vbaProject.bin': 'Attribute VB_Name = "AutoOpen"',
    });
    const png = new Uint8Array(
      await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
        .png()
        .toBuffer(),
    );
    const refusals: [BodyInit, string][] = [
      ['<!doctype html><script>alert(1)</script>', 'application/pdf'],
      [png, 'application/pdf'],
      [new Uint8Array(0), 'application/pdf'],
      [macroDocument, 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
      [
        storedZip({ 'notes.txt': 'hello' }),
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      ],
    ];
    for (const [body, type] of refusals) {
      const res = await putRaw(path, body, type);
      expect(res.status, type).toBe(415);
      await expectError(res, 'unsupported_library_file');
    }
    const declared = await putRaw(path, new Uint8Array(16), 'application/pdf', {
      'content-length': String(LIBRARY_FILE_MAX_BYTES + 1),
    });
    expect(declared.status).toBe(413);
    const streamed = await putStream(path, LIBRARY_FILE_MAX_BYTES + 1024 * 1024, 'application/pdf');
    await expectError(streamed, 'payload_too_large', 413);
    expect((await readJson(await api().library[':id'].$get({ param: { id: resource.id } }))).file).toEqual(
      asPdf.file,
    );

    // A seeded template's file is the seed's: replacing it leaves the file for the other databases.
    const [seeded] = await t.db
      .select()
      .from(libraryResources)
      .where(eq(libraryResources.slug, 'financial-model-template'));
    const template = defined(seeded, 'the seeded template');
    await readJson(
      await putRaw(`/api/admin/library/${template.id}/file`, workbook, 'application/octet-stream'),
    );
    expect(await t.deps.media.stat(defined(template.fileKey, 'the seeded file'))).not.toBeNull();
    expect(
      (await putRaw('/api/admin/library/00000000-0000-4000-8000-000000000000/file', pdf, 'application/pdf'))
        .status,
    ).toBe(404);
  });

  it('refuses hostile input with the error contract, never a 500', async () => {
    const cases: [string, string, unknown][] = [
      ['POST', '/api/admin/news', { title: 'A\u0000B', author: 'x', body: '' }],
      ['POST', '/api/admin/news', { title: 'x'.repeat(201), author: 'x', body: '' }],
      ['POST', '/api/admin/news', { title: 42, author: 'x', body: '' }],
      ['POST', '/api/admin/news', { title: 'x', author: 'x', body: '', coverAlt: 'x'.repeat(301) }],
      ['POST', '/api/admin/news', { title: 'x', author: 'x', body: '', coverAlt: 'Sun\u0000set' }],
      ['POST', '/api/admin/news', { title: 'x', author: 'x', body: '', coverKey: 'library/x.pdf' }],
      ['POST', '/api/admin/library', { title: 'x', kind: 'essay', topic: 'hiring', body: '' }],
      ['POST', '/api/admin/advisors', { name: 'x', expertise: 'not-a-list' }],
      ['POST', '/api/admin/journal-prompts', { text: 'Why\u0007 now?', themes: ['stress'] }],
      ['POST', '/api/admin/markdown-preview', { markdown: 'x'.repeat(100_001) }],
      ['PATCH', '/api/admin/journal-prompts/NOT_A_SLUG', { retired: true }],
    ];
    for (const [method, path, body] of cases) {
      const res = await send(method, path, body);
      expect([400, 422], `${method} ${path}`).toContain(res.status);
      await expectError(res, /^(bad_request|validation_failed)$/);
    }
  });
});

describe('journal prompt bank', () => {
  it('adds, edits, retires and restores prompts, keeping enough in use for the daily question', async () => {
    const prompts = api()['journal-prompts'];
    const patchPrompt = (id: string, json: { text?: string; retired?: boolean }) =>
      prompts[':id'].$patch({ param: { id }, json });
    const bank = await readJson(await prompts.$get());
    expect(bank.active).toBeGreaterThanOrEqual(PROMPT_BANK_MIN_ACTIVE);
    const added = await readJson(
      await prompts.$post({
        json: { text: 'What did you say no to this week, and was it right?', themes: ['decisions'] },
      }),
      201,
    );
    expect(added).toMatchObject({ origin: 'added', retired: false });
    const fromCode = defined(bank.items[0], 'a prompt from the code');
    const edited = await readJson(await patchPrompt(fromCode.id, { text: 'A question, rewritten here?' }));
    expect(edited).toMatchObject({ id: fromCode.id, origin: 'edited', text: 'A question, rewritten here?' });

    // Retire until the bank is at its minimum: the next retirement is refused.
    const active = (await readJson(await prompts.$get())).items.filter((p) => !p.retired);
    for (const prompt of active.slice(0, active.length - PROMPT_BANK_MIN_ACTIVE))
      await readJson(await patchPrompt(prompt.id, { retired: true }));
    const last = defined(active.at(-1), 'the last prompt in use');
    await expectError(await patchPrompt(last.id, { retired: true }), 'prompt_bank_too_small', 409);

    // The daily question only draws from prompts in use.
    const inUse = new Set(
      (await readJson(await prompts.$get())).items.filter((p) => !p.retired).map((p) => p.id),
    );
    const today = await readJson(await admin.client.api.journal.prompt.today.$get());
    expect(inUse.has(today.id)).toBe(true);

    const firstRetired = defined(active[0], 'the first prompt retired');
    const restored = await readJson(await patchPrompt(firstRetired.id, { retired: false }));
    expect(restored.retired).toBe(false);
    expect(await actionsFor(firstRetired.id)).toEqual(
      expect.arrayContaining(['prompt.restore', 'prompt.retire']),
    );
    expect((await patchPrompt('no-such-prompt', { retired: true })).status).toBe(404);
  });
});
