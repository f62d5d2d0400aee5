import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { pitchShareLinks, pitchSlideViews, profiles } from '#server/db/schema/index.ts';
import { expectError, readJson } from '#server/testing/api-answers.ts';
import { makePremium } from '#server/testing/billing-members.ts';
import { signedUpUser, testClient, type SignedIn, type TestClient } from '#server/testing/auth-client.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { STRONG_ANSWERS, WEAK_ANSWERS } from '#shared/pitch/fixtures.ts';
import { FRAMEWORK_IDS, getFramework } from '#shared/pitch/frameworks.ts';
import type { DeckCreate, DeckPatch, ShareLink } from '#shared/schemas/pitch.ts';
import { defined } from '#shared/testing/defined.ts';
import { readPdf, readPptx } from './export/read-back.ts';

let t: TestApp;
let premium: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  premium = await signedUpUser(t, { label: 'pitch-premium' });
  await makePremium(t, premium.id);
});
afterAll(() => t.close());

const create = (who: SignedIn, json: DeckCreate) => who.client.api.pitch.decks.$post({ json });
/** One deck's routes, typed; `param` is `{ id }`. */
const deckOf = (who: SignedIn) => who.client.api.pitch.decks[':id'];
const patch = (who: SignedIn, id: string, json: DeckPatch) => deckOf(who).$patch({ param: { id }, json });
/** For bodies the typed client would not send: hostile or malformed ones. */
const patchRaw = (who: SignedIn, id: string, body: unknown) =>
  who.client.request(`/api/pitch/decks/${id}`, { method: 'PATCH', json: body });
const del = (who: SignedIn, path: string) => who.client.request(path, { method: 'DELETE' });
const tokenOf = (link: ShareLink) => defined(link.url.split('/d/')[1], `a token in ${link.url}`);
const sharedOf = (who: TestClient) => who.api.pitch.shared[':token'];

describe('frameworks and decks', () => {
  it('lists the three frameworks with their slides and questions, to anyone', async () => {
    const frameworks = await readJson(await testClient(t).api.pitch.frameworks.$get());
    expect(frameworks.map((f) => f.id)).toEqual([...FRAMEWORK_IDS]);
    for (const framework of frameworks) {
      expect(framework.slides.every((slide) => slide.questions.length > 0)).toBe(true);
    }
  });

  it('creates a deck per framework with its slides in order, and awards the first-deck badge once', async () => {
    const ids: string[] = [];
    for (const [index, framework] of FRAMEWORK_IDS.entries()) {
      const deck = await readJson(
        await create(premium, { framework, title: `Lumen ${framework}`, answers: STRONG_ANSWERS }),
        201,
      );
      expect(deck.slides.map((s) => s.key)).toEqual(getFramework(framework).slides.map((s) => s.key));
      expect(deck).toMatchObject({
        framework,
        writtenBy: 'composer',
        version: 1,
        share: null,
        theme: 'midnight',
      });
      expect(deck.newBadges?.map((b) => b.id) ?? []).toEqual(index === 0 ? ['first-deck'] : []);
      ids.push(deck.id);
    }
    const list = await readJson(await premium.client.api.pitch.decks.$get());
    expect(list.limit).toBeNull();
    expect(list.items.map((d) => d.id).sort()).toEqual([...ids].sort());
  });

  it('saves edits with a version check, keeps versions and restores one', async () => {
    const deck = await readJson(
      await create(premium, { framework: 'yc', title: 'Versions', answers: {} }),
      201,
    );
    const renamed = await readJson(
      await patch(premium, deck.id, {
        title: 'Versions, renamed',
        theme: 'paper',
        slides: deck.slides.map((s) =>
          s.key === 'problem' ? { ...s, bullets: ['Cafés lose two evenings'] } : s,
        ),
        baseVersion: deck.version,
      }),
    );
    expect(renamed).toMatchObject({ title: 'Versions, renamed', theme: 'paper', version: 2 });
    const stale = await patch(premium, deck.id, { title: 'From a stale tab', baseVersion: deck.version });
    await expectError(stale, 'deck_conflict', 409);

    const versions = await readJson(await deckOf(premium).versions.$get({ param: { id: deck.id } }));
    expect(versions.items.map((v) => v.reason)).toEqual(['edit', 'create']);
    const first = defined(versions.items[1], 'the first version');
    const restore = deckOf(premium).versions[':versionId'].restore;
    const restored = await readJson(await restore.$post({ param: { id: deck.id, versionId: first.id } }));
    expect(restored).toMatchObject({ title: 'Versions', theme: 'midnight', version: 3 });
    const missing = await restore.$post({ param: { id: deck.id, versionId: randomUUID() } });
    expect(missing.status).toBe(404);
  });

  it('hides another user’s deck (404 on every route) and deletes a deck', async () => {
    const deck = await readJson(await create(premium, { framework: 'yc', title: 'Private' }), 201);
    const other = await signedUpUser(t, { label: 'pitch-other' });
    await makePremium(t, other.id);
    const base = `/api/pitch/decks/${deck.id}`;
    for (const res of [
      await other.client.get(base),
      await patch(other, deck.id, { title: 'Mine now' }),
      await other.client.post(`${base}/generate`, {}),
      await other.client.get(`${base}/check`),
      await other.client.get(`${base}/export.pdf`),
      await other.client.get(`${base}/export.pptx`),
      await other.client.post(`${base}/share`, {}),
      await del(other, `${base}/share`),
      await other.client.get(`${base}/analytics`),
      await other.client.get(`${base}/versions`),
      await del(other, base),
    ]) {
      expect(res.status).toBe(404);
    }
    expect(await readJson(await del(premium, base))).toEqual({ deleted: true });
    expect((await premium.client.get(base)).status).toBe(404);
    expect((await testClient(t).get(base)).status).toBe(401);
  });

  it('refuses hostile input with the error contract, never a 500', async () => {
    const deck = await readJson(await create(premium, { framework: 'yc', title: 'Hostile' }), 201);
    const bad: unknown[] = [
      { framework: 'yc', title: 'a\u0000b' },
      { framework: 'yc', title: 'x'.repeat(500) },
      { framework: 'pitchbook', title: 'Unknown framework' },
      { framework: 'yc', title: 42 },
      { framework: 'yc', title: 'Unknown answer', answers: { favouriteColour: 'blue' } },
      { framework: 'yc', title: 'Long answer', answers: { problem: 'p'.repeat(5_000) } },
    ];
    for (const body of bad) {
      const res = await premium.client.post('/api/pitch/decks', body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(422);
      await expectError(res, 'validation_failed');
    }
    const slide = defined(deck.slides[0], 'the first slide');
    const tooMany = Array.from({ length: 31 }, () => slide);
    for (const body of [
      { slides: tooMany },
      { slides: [{ ...slide, layout: 'hologram' }] },
      { slides: [{ ...slide, bullets: ['b\u0000'] }] },
      { baseVersion: 'one' },
    ]) {
      expect((await patchRaw(premium, deck.id, body)).status).toBe(422);
    }
    // The largest deck the schema allows is saved (past the default 64 KB body limit); more is 413.
    const largest = Array.from({ length: 30 }, (_, i) => ({
      ...slide,
      id: `slide-${i}`,
      bullets: Array.from({ length: 10 }, () => 'é'.repeat(300)),
      notes: 'é'.repeat(4_000),
    }));
    expect((await patch(premium, deck.id, { slides: largest })).status).toBe(200);
    const huge = await patchRaw(premium, deck.id, { title: 'x', padding: 'y'.repeat(1_100_000) });
    expect(huge.status).toBe(413);
    expect((await premium.client.get('/api/pitch/decks/not-a-uuid')).status).toBe(422);
    expect((await testClient(t).get('/api/pitch/shared/%00')).status).toBe(422);
  });
});

describe('the checker', () => {
  it('scores the strong fixture high and explains the weak one', async () => {
    const strong = await readJson(
      await create(premium, { framework: 'yc', title: 'Strong', answers: STRONG_ANSWERS }),
      201,
    );
    const weak = await readJson(
      await create(premium, { framework: 'yc', title: 'Weak', answers: WEAK_ANSWERS }),
      201,
    );
    const check = (id: string) => deckOf(premium).check.$get({ param: { id } });
    const good = await readJson(await check(strong.id));
    expect(good.score).toBeGreaterThanOrEqual(90);
    expect(good.findings.filter((f) => f.severity === 'error')).toEqual([]);
    const poor = await readJson(await check(weak.id));
    expect(poor.score).toBeLessThan(50);
    const found = poor.findings.map((f) => `${f.code}:${f.slideKey}`);
    expect(found).toEqual(
      expect.arrayContaining([
        'empty_slide:traction',
        'no_numbers:market',
        'problem_without_customer:problem',
        'ask_without_use_of_funds:ask',
      ]),
    );
    // Deleting a slide is a missing slide; the score follows the edit.
    await readJson(
      await patch(premium, strong.id, { slides: strong.slides.filter((s) => s.key !== 'team') }),
    );
    const edited = await readJson(await check(strong.id));
    expect(edited.findings.map((f) => f.code)).toContain('missing_slide');
    expect(edited.score).toBeLessThan(good.score);
  });
});

describe('plans', () => {
  it('gives the free plan one deck, the composer, PDF and the checker; the rest is premium_required', async () => {
    const free = await signedUpUser(t, { label: 'pitch-free' });
    const deck = await readJson(
      await create(free, { framework: 'kawasaki', title: 'Free', answers: STRONG_ANSWERS }),
      201,
    );
    expect((await readJson(await free.client.api.pitch.decks.$get())).limit).toBe(1);
    const second = await create(free, { framework: 'yc', title: 'Second' });
    await expectError(second, 'premium_required', 403);

    const base = `/api/pitch/decks/${deck.id}`;
    const generated = await deckOf(free).generate.$post({ param: { id: deck.id }, json: {} });
    expect((await readJson(generated)).writtenBy).toBe('composer');
    expect((await free.client.get(`${base}/check`)).status).toBe(200);
    expect((await free.client.get(`${base}/export.pdf`)).status).toBe(200);
    for (const res of [
      await free.client.post(`${base}/generate`, { mode: 'model' }),
      await free.client.get(`${base}/export.pptx`),
      await free.client.post(`${base}/share`, {}),
      await free.client.get(`${base}/analytics`),
    ]) {
      await expectError(res, 'premium_required', 403);
    }
    // Withdrawing a link is never behind the paywall.
    expect((await del(free, `${base}/share`)).status).toBe(200);
  });
});

describe('journal material', () => {
  it('offers entries tagged with the company or mentioning it, never those kept away from AI', async () => {
    const ada = await signedUpUser(t, { label: 'pitch-journal' });
    const entry = async (body: Record<string, unknown>) =>
      expect((await ada.client.post('/api/journal/entries', body)).status).toBe(201);
    await entry({
      text: 'Lumen grew to 140 paying cafés this month. The owners still struggle with receipts every evening.',
      tags: ['lumen'],
    });
    await entry({ text: 'Long call about Lumen pricing; we should charge per location.' });
    await entry({ text: 'Lumen secret: thinking of shutting it down.', tags: ['lumen'], aiOptOut: true });
    await entry({ text: 'A walk in the park.' });
    const materialFor = (query: { q?: string }) => ada.client.api.pitch['journal-material'].$get({ query });
    const material = await readJson(await materialFor({ q: 'Lumen' }));
    expect(material.items).toHaveLength(2);
    expect(JSON.stringify(material)).not.toContain('secret');
    const first = defined(
      material.items.find((item) => item.tags.includes('lumen')),
      'the entry tagged lumen',
    );
    expect(first.suggestions.map((s) => s.questionKey)).toEqual(['traction', 'problem']);
    expect((await readJson(await materialFor({}))).items).toEqual([]);
    expect((await ada.client.get('/api/pitch/journal-material?q=%00')).status).toBe(422);

    // Entries tagged with one of the founder's goals are offered without a search; opted out still never.
    await t.db
      .update(profiles)
      .set({ goals: ['Fundraising'] })
      .where(eq(profiles.id, ada.id));
    await entry({ text: 'Met two angels; both asked about churn.', tags: ['fundraising'] });
    await entry({ text: 'Angel said no. Private.', tags: ['fundraising'], aiOptOut: true });
    const byGoal = await readJson(await materialFor({}));
    expect(byGoal.items.map((item) => item.excerpt)).toEqual(['Met two angels; both asked about churn.']);
  });
});

describe('exports', () => {
  it('downloads the PPTX and PDF, which read back as the deck', async () => {
    const deck = await readJson(
      await create(premium, { framework: 'sequoia', title: 'Lumen: seed / 2026', answers: STRONG_ANSWERS }),
      201,
    );
    const base = `/api/pitch/decks/${deck.id}`;
    const pptxRes = await premium.client.get(`${base}/export.pptx`);
    expect(pptxRes.status).toBe(200);
    expect(pptxRes.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    );
    expect(pptxRes.headers.get('content-disposition')).toBe('attachment; filename="Lumen-seed-2026.pptx"');
    const pptx = readPptx(new Uint8Array(await pptxRes.arrayBuffer()));
    expect(pptx.slides).toHaveLength(11);
    expect(pptx.slides[0]).toContain('Lumen Ledger');
    expect(Object.keys(pptx.charts)).toHaveLength(1); // Sequoia's market slide

    const pdfRes = await premium.client.get(`${base}/export.pdf`);
    expect(pdfRes.headers.get('content-type')).toBe('application/pdf');
    const pdf = await readPdf(new Uint8Array(await pdfRes.arrayBuffer()));
    expect(pdf.pages).toHaveLength(11);
    expect(pdf.pages[1]).toContain('Problem');
  });
});

describe('sharing', () => {
  it('opens a link signed out, records dwell times, and a revoked link is 404', async () => {
    const deck = await readJson(
      await create(premium, { framework: 'yc', title: 'Shared', answers: STRONG_ANSWERS }),
      201,
    );
    const share = (json: { expiresInDays?: number }) =>
      deckOf(premium).share.$post({ param: { id: deck.id }, json });
    const link = await readJson(await share({ expiresInDays: 7 }), 201);
    expect(link.url).toMatch(new RegExp(`^${t.deps.env.appUrl}/d/[A-Za-z0-9_-]{32}$`));
    expect(Date.parse(defined(link.expiresAt, 'the expiry'))).toBeGreaterThan(Date.now() + 6 * 86_400_000);
    const token = tokenOf(link);

    const visitor = testClient(t);
    const viewed = await readJson(await sharedOf(visitor).$get({ param: { token } }));
    expect(viewed.slides.map((s) => s.key)).toEqual(deck.slides.map((s) => s.key));
    expect(JSON.stringify(viewed)).not.toContain('"notes"');
    expect(JSON.stringify(viewed)).not.toContain(premium.email);

    const first = defined(deck.slides[0], 'the first slide');
    const second = defined(deck.slides[1], 'the second slide');
    const visit = randomUUID();
    const report = (dwell: { slideId: string; seconds: number }[], viewId: string = visit) =>
      sharedOf(visitor).views.$post({ param: { token }, json: { viewId, dwell } });
    expect(
      await readJson(
        await report([
          { slideId: first.id, seconds: 12.5 },
          { slideId: second.id, seconds: 30 },
        ]),
        202,
      ),
    ).toEqual({
      recorded: 2,
    });
    // Absurd values and unknown slides are ignored, not refused.
    expect(
      await readJson(
        await report([
          { slideId: first.id, seconds: 7.5 },
          { slideId: first.id, seconds: 86_400 },
          { slideId: second.id, seconds: -5 },
          { slideId: 'no-such-slide', seconds: 10 },
        ]),
        202,
      ),
    ).toEqual({ recorded: 1 });
    await readJson(await report([{ slideId: first.id, seconds: 4 }], randomUUID()), 202);
    expect((await report([{ slideId: first.id, seconds: 1 }], 'not-a-uuid')).status).toBe(422);

    const analytics = await readJson(await deckOf(premium).analytics.$get({ param: { id: deck.id } }));
    expect(analytics.views).toBe(2);
    expect(analytics.share?.active).toBe(true);
    expect(analytics.slides.find((s) => s.slideId === first.id)).toMatchObject({
      views: 2,
      totalSeconds: 24,
      averageSeconds: 12,
    });
    expect(analytics.slides.find((s) => s.slideId === second.id)).toMatchObject({
      views: 1,
      totalSeconds: 30,
    });
    expect(analytics.totalSeconds).toBe(54);

    // A new link replaces the old one; revoking ends both.
    const replacement = await readJson(await share({}), 201);
    expect(replacement.expiresAt).toBeNull();
    expect((await visitor.get(`/api/pitch/shared/${token}`)).status).toBe(404);
    const newToken = tokenOf(replacement);
    expect((await visitor.get(`/api/pitch/shared/${newToken}`)).status).toBe(200);
    const revoked = await readJson(await deckOf(premium).share.$delete({ param: { id: deck.id } }));
    expect(revoked.share?.active).toBe(false);
    const gone = await visitor.get(`/api/pitch/shared/${newToken}`);
    await expectError(gone, 'shared_deck_not_found', 404);
    expect((await report([{ slideId: first.id, seconds: 3 }])).status).toBe(404);
    expect((await visitor.get(`/api/pitch/shared/${'A'.repeat(32)}`)).status).toBe(404);

    // What is kept about a visit: the link, a random visit id, the slide and the seconds; nothing
    // about the viewer (no address, agent or account).
    const rows = await t.db.select().from(pitchSlideViews);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(Object.keys(row).sort()).toEqual(
        ['createdAt', 'linkId', 'seconds', 'slideId', 'updatedAt', 'viewId'].sort(),
      );
    }
  });

  it('stops answering a link once it expires', async () => {
    const deck = await readJson(
      await create(premium, { framework: 'yc', title: 'Expiring', answers: STRONG_ANSWERS }),
      201,
    );
    const link = await readJson(
      await deckOf(premium).share.$post({ param: { id: deck.id }, json: { expiresInDays: 1 } }),
      201,
    );
    const token = tokenOf(link);
    const visitor = testClient(t);
    expect((await visitor.get(`/api/pitch/shared/${token}`)).status).toBe(200);
    // The day passes.
    await t.db
      .update(pitchShareLinks)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(eq(pitchShareLinks.deckId, deck.id));
    const expired = await visitor.get(`/api/pitch/shared/${token}`);
    await expectError(expired, 'shared_deck_not_found', 404);
    const late = await visitor.post(`/api/pitch/shared/${token}/views`, {
      viewId: randomUUID(),
      dwell: [{ slideId: defined(deck.slides[0], 'the first slide').id, seconds: 5 }],
    });
    expect(late.status).toBe(404);
    const analytics = await readJson(await deckOf(premium).analytics.$get({ param: { id: deck.id } }));
    expect(analytics.share?.active).toBe(false);
  });

  it('limits how often one visit can report', async () => {
    const deck = await readJson(await create(premium, { framework: 'yc', title: 'Busy' }), 201);
    const link = await readJson(await deckOf(premium).share.$post({ param: { id: deck.id }, json: {} }), 201);
    const token = tokenOf(link);
    const slide = defined(deck.slides[0], 'the first slide');
    const viewId = randomUUID();
    const statuses: number[] = [];
    for (let i = 0; i < 61; i += 1) {
      const res = await testClient(t).post(`/api/pitch/shared/${token}/views`, {
        viewId,
        dwell: [{ slideId: slide.id, seconds: 1 }],
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 60).every((s) => s === 202)).toBe(true);
    expect(statuses[60]).toBe(429);
  });
});
