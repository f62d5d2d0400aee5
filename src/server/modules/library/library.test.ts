import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '#server/db/demo-users.ts';
import { expectError, readJson } from '#server/testing/api-answers.ts';
import { signInAs, testClient, type SignedIn, type TestClient } from '#server/testing/auth-client.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import type { ResourceList } from '#shared/schemas/library.ts';
import { renderMarkdown } from '#server/lib/markdown.ts';
import { defined } from '#shared/testing/defined.ts';

let t: TestApp;
let free: SignedIn;
let subscriber: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  const [sam, fran] = [DEMO_USERS[1], DEMO_USERS[2]];
  [subscriber, free] = await Promise.all([signInAs(t, sam), signInAs(t, fran)]);
});
afterAll(() => t.close());

const visitor = () => testClient(t);
type ListQuery = Parameters<TestClient['api']['library']['resources']['$get']>[0]['query'];
const list = (query: ListQuery = {}, who = visitor()) => who.api.library.resources.$get({ query });
const detail = (slug: string, who = visitor()) =>
  who.api.library.resources[':slug'].$get({ param: { slug } });
/** For slugs and queries the typed client would not send: hostile or malformed ones. */
const listRaw = (query: string) => visitor().get(`/api/library/resources${query}`);
const detailRaw = (slug: string) => visitor().get(`/api/library/resources/${slug}`);

describe('GET /api/library/resources', () => {
  it('pages through every resource once, newest first, with kinds and topics to filter by', async () => {
    const seen: ResourceList['items'] = [];
    let cursor: string | null = '';
    while (cursor !== null) {
      const page: ResourceList = await readJson(await list({ limit: '10', ...(cursor ? { cursor } : {}) }));
      seen.push(...page.items);
      cursor = page.nextCursor;
    }
    expect(seen.length).toBeGreaterThanOrEqual(40);
    expect(new Set(seen.map((r) => r.slug)).size).toBe(seen.length);
    const dates = seen.map((r) => r.publishedAt);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(new Set(seen.map((r) => r.kind))).toEqual(new Set(['guide', 'template', 'prompt']));
    expect(seen.some((r) => r.isPremium) && seen.some((r) => !r.isPremium)).toBe(true);
    expect(JSON.stringify(seen)).not.toContain('library/');

    const templates = await readJson(await list({ kind: 'template' }));
    expect(templates.items.map((r) => r.file?.format).sort()).toEqual(['docx', 'docx', 'pdf', 'xlsx']);
    const hiringPrompts = await readJson(await list({ kind: 'prompt', topic: 'hiring' }));
    expect(hiringPrompts.items.length).toBeGreaterThan(0);
    expect(hiringPrompts.items.every((r) => r.kind === 'prompt' && r.topic === 'hiring')).toBe(true);
  });

  it('searches titles, summaries and text, the last word as a prefix', async () => {
    const found = await readJson(await list({ q: 'term she' }));
    expect(found.items[0]?.slug).toBe('how-to-read-a-term-sheet');
    const inBody = await readJson(await list({ q: 'liquidation' }));
    expect(inBody.items.map((r) => r.slug)).toContain('how-to-read-a-term-sheet');
    expect((await readJson(await list({ q: 'zzzqqqxxx' }))).items).toEqual([]);
    // Punctuation alone is no search: everything is listed.
    expect((await readJson(await list({ q: '&|!' }))).items.length).toBeGreaterThan(0);
  });

  it.each([
    ['a NUL byte in q', '?q=a%00b'],
    ['a huge q', `?q=${'a'.repeat(5000)}`],
    ['an unknown kind', '?kind=video'],
    ['an unknown topic', '?topic=crypto'],
    ['an unknown parameter', '?sort=oldest'],
    ['a limit of 0', '?limit=0'],
    ['a limit of 1000', '?limit=1000'],
    ['a cursor that is not base64 JSON', '?cursor=nope'],
    [
      'a forged cursor',
      `?cursor=${Buffer.from('["2026-01-01T00:00:00.000Z","x\'; drop"]').toString('base64url')}`,
    ],
    ['a cursor with a bad date', `?cursor=${Buffer.from('["yesterday","a"]').toString('base64url')}`],
    ['a huge cursor', `?cursor=${'a'.repeat(5000)}`],
  ])('refuses %s with 422', async (_label, query) => {
    await expectError(await listRaw(query), 'validation_failed', 422);
  });

  it('lists bookmarks only for signed-in users', async () => {
    expect((await list({ bookmarked: 'true' })).status).toBe(401);
  });
});

describe('GET /api/library/resources/:slug', () => {
  it('renders a free guide as sanitised HTML with its related sessions and paths', async () => {
    const guide = await readJson(await detail('the-fundraising-timeline'));
    expect(guide).toMatchObject({ kind: 'guide', locked: false, isPremium: false, bookmarked: false });
    expect(guide.bodyHtml).toContain('<h2>');
    expect(guide.bodyHtml).not.toMatch(/<script|onerror|javascript:/i);
    expect(guide.relatedSessions.length).toBeGreaterThan(0);
    expect(guide.relatedSessions[0]).toMatchObject({
      title: expect.any(String),
      durationMinutes: expect.any(Number),
    });
    expect(guide.relatedPaths.map((p) => p.title)).toContain('Fundraising Without Fear');
  });

  it('keeps a premium resource’s text and prompt for subscribers', async () => {
    for (const who of [visitor(), free.client]) {
      const locked = await readJson(await detail('prompt-decision-pre-mortem', who));
      expect(locked).toMatchObject({ isPremium: true, locked: true, bodyHtml: null, prompt: null });
      expect(locked.summary.length).toBeGreaterThan(0);
    }
    const open = await readJson(await detail('prompt-decision-pre-mortem', subscriber.client));
    expect(open.locked).toBe(false);
    expect(open.prompt).toContain('pre-mortem');
    expect(open.bodyHtml).not.toContain('```');
  });

  it('gives a free AI prompt’s text to everyone', async () => {
    const prompt = await readJson(await detail('prompt-customer-interview-script'));
    expect(prompt.prompt).toMatch(/^You are an experienced product researcher/);
  });

  it('answers 404 for an unknown slug and 422 for a hostile one, never 500', async () => {
    await expectError(await detail('no-such-resource'), 'resource_not_found');
    for (const slug of ['a%00b', 'x'.repeat(5000), 'UPPER', '..%2F..%2Fetc', '%E0%A4%A']) {
      const res = await detailRaw(slug);
      expect([404, 422], slug.slice(0, 20)).toContain(res.status);
    }
  });
});

describe('bookmarks', () => {
  const bookmark = (slug: string, who: SignedIn, on = true) =>
    who.client.api.library.resources[':slug'].bookmark[on ? '$put' : '$delete']({ param: { slug } });
  const bookmarkRaw = (slug: string, who: SignedIn) =>
    who.client.request(`/api/library/resources/${slug}/bookmark`, { method: 'PUT' });

  it('are for signed-in users', async () => {
    const res = await visitor().api.library.resources[':slug'].bookmark.$put({
      param: { slug: 'sleep-for-founders' },
    });
    expect((await readJson(res, 401)).error.message).toBe('Sign in to bookmark resources.');
  });

  it('are saved, listed, idempotent and removed, each user seeing their own', async () => {
    expect(await readJson(await bookmark('sleep-for-founders', free))).toEqual({ bookmarked: true });
    expect(await readJson(await bookmark('sleep-for-founders', free))).toEqual({ bookmarked: true });
    expect(await readJson(await bookmark('pricing-your-first-product', free))).toEqual({ bookmarked: true });
    const mine = await readJson(await list({ bookmarked: 'true' }, free.client));
    expect(mine.items.map((r) => r.slug).sort()).toEqual([
      'pricing-your-first-product',
      'sleep-for-founders',
    ]);
    expect(mine.items.every((r) => r.bookmarked)).toBe(true);
    expect((await readJson(await detail('sleep-for-founders', free.client))).bookmarked).toBe(true);
    expect((await readJson(await list({ bookmarked: 'true' }, subscriber.client))).items).toEqual([]);
    expect((await readJson(await detail('sleep-for-founders', subscriber.client))).bookmarked).toBe(false);

    expect(await readJson(await bookmark('sleep-for-founders', free, false))).toEqual({ bookmarked: false });
    expect(await readJson(await bookmark('sleep-for-founders', free, false))).toEqual({ bookmarked: false });
    const after = await readJson(await list({ bookmarked: 'true' }, free.client));
    expect(after.items.map((r) => r.slug)).toEqual(['pricing-your-first-product']);
  });

  it('answer 404 for an unknown resource and 422 for a hostile slug', async () => {
    expect((await bookmark('no-such-resource', free)).status).toBe(404);
    expect((await bookmarkRaw('a%00b', free)).status).toBe(422);
    expect((await bookmarkRaw('x'.repeat(3000), free)).status).toBe(422);
  });
});

describe('POST /api/library/resources/:slug/download', () => {
  const download = (slug: string, who: SignedIn | null) =>
    (who?.client ?? visitor()).api.library.resources[':slug'].download.$post({ param: { slug } });
  const downloadRaw = (slug: string, who: SignedIn) =>
    who.client.request(`/api/library/resources/${slug}/download`, { method: 'POST' });

  it('needs a signed-in user', async () => {
    expect((await download('investor-update-template', null)).status).toBe(401);
  });

  it('signs a free template for any signed-in user; the file is the real document', async () => {
    const grant = await readJson(await download('investor-update-template', free));
    expect(grant.fileName).toBe('founder-flow-investor-update.docx');
    const file = await t.app.request(grant.url);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toContain('wordprocessingml');
    expect(file.headers.get('content-disposition')).toContain('attachment');
    const bytes = new Uint8Array(await file.arrayBuffer());
    expect(String.fromCharCode(...bytes.slice(0, 2))).toBe('PK');
  });

  it('refuses a premium template without a subscription and signs it for subscribers', async () => {
    await expectError(await download('financial-model-template', free), 'premium_required', 403);
    const grant = await readJson(await download('financial-model-template', subscriber));
    expect(grant.url).toMatch(/^\/media\/library\/founder-flow-financial-model\.xlsx\?exp=\d+&sig=/);
    expect((await t.app.request(grant.url)).status).toBe(200);
    // The file itself needs the signature: its bare address, or a forged one, is refused.
    const [bare] = grant.url.split('?');
    expect((await t.app.request(defined(bare, 'the bare address'))).status).toBe(403);
    expect((await t.app.request(grant.url.replace(/sig=.*/, 'sig=forged'))).status).toBe(403);
  });

  it('answers 409 for a resource without a file and 404 for an unknown one', async () => {
    await expectError(await download('the-weekly-one-on-one', free), 'no_download', 409);
    expect((await download('no-such-resource', free)).status).toBe(404);
    expect((await downloadRaw('bad%00slug', free)).status).toBe(422);
  });
});

describe('renderMarkdown', () => {
  it('turns raw HTML and script links into harmless text', () => {
    const html = renderMarkdown(
      '# Title\n\n<script>alert(1)</script>\n\n<img src=x onerror=alert(1)>\n\n[click](javascript:alert(1)) [site](https://example.com)',
    );
    expect(html).not.toMatch(/<script|<img|href="javascript:/i);
    expect(html).toContain('&lt;script&gt;');
    expect(html).toContain('<h2>Title</h2>');
    expect(html).toContain('<a href="https://example.com" rel="noopener noreferrer" target="_blank">');
  });
});
