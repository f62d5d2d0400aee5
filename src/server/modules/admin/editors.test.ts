import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '#server/db/demo-users.ts';
import { signInAs, testClient, type SignedIn } from '#server/testing/auth-client.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import type { AuditEntry } from '#shared/schemas/admin.ts';
import type {
  AdminAdvisor,
  AdminNewsPost,
  AdminPrompt,
  AdminResource,
} from '#shared/schemas/admin-editors.ts';
import { PROMPT_BANK_MIN_ACTIVE } from '#shared/schemas/admin-editors.ts';

let t: TestApp;
let admin: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAs(t, DEMO_USERS[0]);
});
afterAll(() => t.close());

const json = async <T>(res: Response, status = 200): Promise<T> => {
  expect(res.status, await res.clone().text()).toBe(status);
  return (await res.json()) as T;
};
const errorCode = async (res: Response) => ((await res.json()) as { error: { code: string } }).error.code;
const send = (method: string, path: string, body?: unknown) =>
  admin.client.request(path, { method, json: body });
const actionsFor = async (targetId: string) =>
  (
    await json<{ items: AuditEntry[] }>(await admin.client.get(`/api/admin/audit?targetId=${targetId}`))
  ).items.map((e) => e.action);

describe('advisors', () => {
  it('adds and edits an advisor, and keeps a portrait checked and resized like avatars', async () => {
    const created = await json<AdminAdvisor>(
      await send('POST', '/api/admin/advisors', {
        name: 'Ines Okafor',
        title: 'Operator, two exits',
        bio: 'Ran sales twice.\nNow helps first-time founders sell.',
        expertise: ['Sales', 'Hiring'],
      }),
      201,
    );
    expect(created).toMatchObject({ slug: 'ines-okafor', avatarUrl: null, sessionCount: 0 });
    const edited = await json<AdminAdvisor>(
      await send('PATCH', `/api/admin/advisors/${created.id}`, { expertise: ['Sales'] }),
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
    const first = await json<AdminAdvisor>(await put(new Uint8Array(photo)));
    expect(first.avatarUrl).toMatch(/^\/media\/avatars\/advisors\/.+\.webp$/);
    const served = await t.app.request(first.avatarUrl!);
    expect(served.status).toBe(200);
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 256, 256]);

    // A page renamed .jpg is refused by its bytes; the old portrait stays.
    const renamed = await put('<!doctype html><title>not a picture</title>');
    expect(renamed.status).toBe(415);
    expect(await errorCode(renamed)).toBe('unsupported_image');
    const second = await json<AdminAdvisor>(await put(new Uint8Array(photo)));
    expect(second.avatarUrl).not.toBe(first.avatarUrl);
    expect((await t.app.request(first.avatarUrl!)).status).toBe(404);

    const big = await admin.client.request(`/api/admin/advisors/${created.id}/portrait`, {
      method: 'PUT',
      body: new Uint8Array(6 * 1024 * 1024),
      headers: { 'content-type': 'image/png' },
    });
    expect(big.status).toBe(413);

    // Readers see the advisor with the new portrait.
    const pub = (await (await t.app.request('/api/coaches')).json()) as {
      items: { id: string; avatarUrl: string | null }[];
    };
    expect(pub.items.find((c) => c.id === created.id)?.avatarUrl).toBe(second.avatarUrl);
    expect(await actionsFor(created.id)).toEqual([
      'advisor.portrait',
      'advisor.portrait',
      'advisor.update',
      'advisor.create',
    ]);
    expect((await send('PATCH', `/api/admin/advisors/00000000-0000-4000-8000-000000000000`, {})).status).toBe(
      404,
    );
  });
});

describe('news posts and library resources', () => {
  it('writes a post unpublished, publishes it to readers, unpublishes it, and previews Markdown safely', async () => {
    const post = await json<AdminNewsPost>(
      await send('POST', '/api/admin/news', {
        title: 'Founder Flow now in Portuguese',
        author: 'The team',
        summary: 'Sessions and journal, in a second language.',
        body: '## What changes\n\nEverything you hear, in *Portuguese*.',
      }),
      201,
    );
    expect(post).toMatchObject({
      slug: 'founder-flow-now-in-portuguese',
      isPublished: false,
      readMinutes: 1,
    });
    const visitor = testClient(t);
    expect((await visitor.get(`/api/news/${post.slug}`)).status).toBe(404);

    await json(await send('PATCH', `/api/admin/news/${post.id}`, { isPublished: true }));
    const read = await json<{ bodyHtml: string }>(await visitor.get(`/api/news/${post.slug}`));
    expect(read.bodyHtml).toContain('<em>Portuguese</em>');
    const list = await json<{ items: { slug: string }[] }>(await visitor.get('/api/news?limit=20'));
    expect(list.items.map((p) => p.slug)).toContain(post.slug);

    await json(await send('PATCH', `/api/admin/news/${post.id}`, { isPublished: false, title: 'Held back' }));
    expect((await visitor.get(`/api/news/${post.slug}`)).status).toBe(404);
    expect(await actionsFor(post.id)).toEqual(['news.unpublish', 'news.publish', 'news.create']);

    const preview = await json<{ html: string }>(
      await send('POST', '/api/admin/markdown-preview', {
        markdown: '**Bold** <script>alert(1)</script> [x](javascript:alert(1))',
      }),
    );
    expect(preview.html).toContain('<strong>Bold</strong>');
    expect(preview.html).not.toMatch(/<script|href="javascript:/);
  });

  it('writes, publishes and unpublishes a library resource', async () => {
    const resource = await json<AdminResource>(
      await send('POST', '/api/admin/library', {
        title: 'A one-page hiring plan',
        kind: 'guide',
        topic: 'hiring',
        summary: 'Who, when, and what they will own.',
        body: '# The plan\n\nOne row per hire.',
      }),
      201,
    );
    expect(resource).toMatchObject({ isPublished: false, hasFile: false });
    const visitor = testClient(t);
    expect((await visitor.get(`/api/library/resources/${resource.slug}`)).status).toBe(404);
    await json(await send('PATCH', `/api/admin/library/${resource.id}`, { isPublished: true }));
    expect((await visitor.get(`/api/library/resources/${resource.slug}`)).status).toBe(200);
    const taken = await send('PATCH', `/api/admin/library/${resource.id}`, {
      slug: (await json<{ items: AdminResource[] }>(await admin.client.get('/api/admin/library'))).items.find(
        (r) => r.id !== resource.id,
      )!.slug,
    });
    expect(await errorCode(taken)).toBe('slug_taken');
    await json(await send('PATCH', `/api/admin/library/${resource.id}`, { isPublished: false }));
    expect((await visitor.get(`/api/library/resources/${resource.slug}`)).status).toBe(404);
    expect(await actionsFor(resource.id)).toEqual([
      'resource.unpublish',
      'resource.publish',
      'resource.create',
    ]);
  });

  it('refuses hostile input with the error contract, never a 500', async () => {
    const cases: [string, string, unknown][] = [
      ['POST', '/api/admin/news', { title: 'A\u0000B', author: 'x', body: '' }],
      ['POST', '/api/admin/news', { title: 'x'.repeat(201), author: 'x', body: '' }],
      ['POST', '/api/admin/news', { title: 42, author: 'x', body: '' }],
      ['POST', '/api/admin/library', { title: 'x', kind: 'essay', topic: 'hiring', body: '' }],
      ['POST', '/api/admin/advisors', { name: 'x', expertise: 'not-a-list' }],
      ['POST', '/api/admin/journal-prompts', { text: 'Why\u0007 now?', themes: ['stress'] }],
      ['POST', '/api/admin/markdown-preview', { markdown: 'x'.repeat(100_001) }],
      ['PATCH', '/api/admin/journal-prompts/NOT_A_SLUG', { retired: true }],
    ];
    for (const [method, path, body] of cases) {
      const res = await send(method, path, body);
      expect([400, 422], `${method} ${path}`).toContain(res.status);
      expect(await errorCode(res)).toMatch(/^(bad_request|validation_failed)$/);
    }
  });
});

describe('journal prompt bank', () => {
  it('adds, edits, retires and restores prompts, keeping enough in use for the daily question', async () => {
    const bank = await json<{ items: AdminPrompt[]; active: number }>(
      await admin.client.get('/api/admin/journal-prompts'),
    );
    expect(bank.active).toBeGreaterThanOrEqual(PROMPT_BANK_MIN_ACTIVE);
    const added = await json<AdminPrompt>(
      await send('POST', '/api/admin/journal-prompts', {
        text: 'What did you say no to this week, and was it right?',
        themes: ['decisions'],
      }),
      201,
    );
    expect(added).toMatchObject({ origin: 'added', retired: false });
    const fromCode = bank.items[0]!;
    const edited = await json<AdminPrompt>(
      await send('PATCH', `/api/admin/journal-prompts/${fromCode.id}`, {
        text: 'A question, rewritten here?',
      }),
    );
    expect(edited).toMatchObject({ id: fromCode.id, origin: 'edited', text: 'A question, rewritten here?' });

    // Retire until the bank is at its minimum: the next retirement is refused.
    const active = (
      await json<{ items: AdminPrompt[] }>(await admin.client.get('/api/admin/journal-prompts'))
    ).items.filter((p) => !p.retired);
    for (const prompt of active.slice(0, active.length - PROMPT_BANK_MIN_ACTIVE))
      await json(await send('PATCH', `/api/admin/journal-prompts/${prompt.id}`, { retired: true }));
    const refused = await send('PATCH', `/api/admin/journal-prompts/${active.at(-1)!.id}`, { retired: true });
    expect(refused.status).toBe(409);
    expect(await errorCode(refused)).toBe('prompt_bank_too_small');

    // The daily question only draws from prompts in use.
    const inUse = new Set(
      (await json<{ items: AdminPrompt[] }>(await admin.client.get('/api/admin/journal-prompts'))).items
        .filter((p) => !p.retired)
        .map((p) => p.id),
    );
    const today = await json<{ id: string }>(await admin.client.get('/api/journal/prompt/today'));
    expect(inUse.has(today.id)).toBe(true);

    const restored = await json<AdminPrompt>(
      await send('PATCH', `/api/admin/journal-prompts/${active[0]!.id}`, { retired: false }),
    );
    expect(restored.retired).toBe(false);
    expect(await actionsFor(active[0]!.id)).toEqual(
      expect.arrayContaining(['prompt.restore', 'prompt.retire']),
    );
    expect((await send('PATCH', '/api/admin/journal-prompts/no-such-prompt', { retired: true })).status).toBe(
      404,
    );
  });
});
