import { createHash, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import {
  authRateLimits,
  pitchShareLinks,
  pitchShareVisits,
  pitchSlideViews,
} from '#server/db/schema/index.ts';
import { expectError, readJson } from '#server/testing/api-answers.ts';
import { makePremium } from '#server/testing/billing-members.ts';
import { signedUpUser, testClient, type SignedIn, type TestClient } from '#server/testing/auth-client.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { STRONG_ANSWERS } from '#shared/pitch/fixtures.ts';
import type { ShareCreate, ShareLink } from '#shared/schemas/pitch.ts';
import { defined } from '#shared/testing/defined.ts';
import { UNLOCK_LIMITS } from './share-access.ts';
import { PROTECTED_CARD, sharedDeckCard } from './share.service.ts';

let t: TestApp;
let owner: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  owner = await signedUpUser(t, { label: 'share-owner' });
  await makePremium(t, owner.id);
});
afterAll(() => t.close());

const PASSWORD = 'lumen-seed-2026';
const deckOf = () => owner.client.api.pitch.decks[':id'];
const tokenOf = (link: ShareLink) => defined(link.url.split('/d/')[1], `a token in ${link.url}`);
const sharedPath = (token: string) => `/api/pitch/shared/${token}`;

/** A new deck of the owner's with a live link made with `options`. */
async function sharedDeck(title: string, options: ShareCreate = {}) {
  const deck = await readJson(
    await owner.client.api.pitch.decks.$post({ json: { framework: 'yc', title, answers: STRONG_ANSWERS } }),
    201,
  );
  const link = await readJson(await deckOf().share.$post({ param: { id: deck.id }, json: options }), 201);
  return { deck, token: tokenOf(link) };
}

const unlock = (who: TestClient, token: string, password: string) =>
  who.api.pitch.shared[':token'].unlock.$post({ param: { token }, json: { password } });

const report = (who: TestClient, token: string, body: object, headers: Record<string, string> = {}) =>
  who.post(`${sharedPath(token)}/views`, body, headers);

describe('password-protected links', () => {
  it('asks for the password, refuses a wrong one and opens with the right one in that browser only', async () => {
    const { deck, token } = await sharedDeck('Locked', { password: PASSWORD });
    const viewer = testClient(t);
    await expectError(await viewer.get(sharedPath(token)), 'shared_deck_locked', 401);
    const slideId = defined(deck.slides[0], 'a slide').id;
    await expectError(
      await report(viewer, token, { viewId: randomUUID(), dwell: [{ slideId, seconds: 3 }] }),
      'shared_deck_locked',
      401,
    );

    await expectError(await unlock(viewer, token, 'not-the-password'), 'share_password_wrong', 401);
    const opened = await unlock(viewer, token, PASSWORD);
    const cookie = defined(opened.headers.getSetCookie()[0], 'the unlock cookie');
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).not.toMatch(/session/i);
    expect(await readJson(opened)).toMatchObject({ unlocked: true });
    const seen = await readJson(await viewer.api.pitch.shared[':token'].$get({ param: { token } }));
    expect(seen.title).toBe('Locked');
    // Another browser has no cookie: still locked.
    await expectError(await testClient(t).get(sharedPath(token)), 'shared_deck_locked', 401);

    const analytics = await readJson(await deckOf().analytics.$get({ param: { id: deck.id } }));
    expect(analytics.share).toMatchObject({ protected: true, follows: 'latest' });
  });

  it('keeps only hashes of the token and the password', async () => {
    const { deck, token } = await sharedDeck('Hashed', { password: PASSWORD });
    const [row] = await t.db.select().from(pitchShareLinks).where(eq(pitchShareLinks.deckId, deck.id));
    const link = defined(row, 'the link row');
    expect(link.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    const stored = JSON.stringify(link);
    expect(stored).not.toContain(token);
    expect(stored).not.toContain(PASSWORD);
    expect(link.passwordHash).toMatch(/^[0-9a-f]+:[0-9a-f]+$/);
  });

  it('shows a protected link’s preview as a protected deck, nothing of its slides', async () => {
    const { token } = await sharedDeck('Secret Co', { password: PASSWORD });
    const card = await sharedDeckCard(t.db, token);
    expect(card).toMatchObject(PROTECTED_CARD);
    expect(JSON.stringify(card)).not.toContain('Secret Co');
    const open = await sharedDeck('Open Co');
    expect((await sharedDeckCard(t.db, open.token)).title).not.toBe(PROTECTED_CARD.title);
  });

  it('changes and removes the password; a change ends the old unlocks', async () => {
    const { deck, token } = await sharedDeck('Changing', { password: PASSWORD });
    const viewer = testClient(t);
    await readJson(await unlock(viewer, token, PASSWORD));
    expect((await viewer.get(sharedPath(token))).status).toBe(200);

    const changed = await readJson(
      await deckOf().share.$patch({ param: { id: deck.id }, json: { password: 'another-password' } }),
    );
    expect(changed.share?.protected).toBe(true);
    await expectError(await viewer.get(sharedPath(token)), 'shared_deck_locked', 401);
    await expectError(await unlock(viewer, token, PASSWORD), 'share_password_wrong', 401);

    const removed = await readJson(
      await deckOf().share.$patch({ param: { id: deck.id }, json: { password: null } }),
    );
    expect(removed.share?.protected).toBe(false);
    expect((await testClient(t).get(sharedPath(token))).status).toBe(200);
  });

  it('allows 10 tries per link and address in 15 minutes, then 429 with Retry-After', async () => {
    const { token } = await sharedDeck('Guessed', { password: PASSWORD });
    const guesser = testClient(t);
    for (let i = 0; i < UNLOCK_LIMITS.client.max; i += 1) {
      expect((await unlock(guesser, token, `guess-${i}`)).status).toBe(401);
    }
    const limited = await unlock(guesser, token, PASSWORD);
    await expectError(limited, 'rate_limited', 429);
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    // Another address still has its own tries.
    expect((await unlock(testClient(t), token, PASSWORD)).status).toBe(200);
  });

  it('answers 404 for an unknown link and makes no cookie', async () => {
    const viewer = testClient(t);
    const res = await unlock(viewer, 'A'.repeat(32), PASSWORD);
    await expectError(res, 'shared_deck_not_found', 404);
    expect(res.headers.getSetCookie()).toEqual([]);
  });
});

describe('links and versions', () => {
  it('follows the latest version by default', async () => {
    const { deck, token } = await sharedDeck('Following');
    await readJson(
      await deckOf().$patch({
        param: { id: deck.id },
        json: { title: 'Following v2', baseVersion: deck.version },
      }),
    );
    const seen = await readJson(await testClient(t).api.pitch.shared[':token'].$get({ param: { token } }));
    expect(seen).toMatchObject({ title: 'Following v2', superseded: false, version: deck.version + 1 });
  });

  it('keeps a pinned link on its version and says a newer one exists', async () => {
    const { deck, token } = await sharedDeck('Pinned', { follows: 'pinned' });
    const first = defined(deck.slides[0], 'the first slide');
    const slides = deck.slides.map((s) => (s.id === first.id ? { ...s, title: 'Rewritten' } : s));
    await readJson(
      await deckOf().$patch({
        param: { id: deck.id },
        json: { title: 'Pinned v2', slides, baseVersion: deck.version },
      }),
    );
    const viewer = testClient(t);
    const seen = await readJson(await viewer.api.pitch.shared[':token'].$get({ param: { token } }));
    expect(seen).toMatchObject({ title: 'Pinned', superseded: true, version: deck.version });
    expect(seen.slides[0]?.title).toBe(first.title);
    expect(JSON.stringify(seen)).not.toContain('Rewritten');
    expect(JSON.stringify(seen)).not.toContain('"notes"');

    // Switched to follow: the newest deck, no notice.
    const state = await readJson(
      await deckOf().share.$patch({ param: { id: deck.id }, json: { follows: 'latest' } }),
    );
    expect(state.share).toMatchObject({ follows: 'latest', pinnedVersion: null });
    const now = await readJson(await viewer.api.pitch.shared[':token'].$get({ param: { token } }));
    expect(now).toMatchObject({ title: 'Pinned v2', superseded: false });

    // Pinned again: to the version as it is now.
    const repinned = await readJson(
      await deckOf().share.$patch({ param: { id: deck.id }, json: { follows: 'pinned' } }),
    );
    expect(repinned.share).toMatchObject({ follows: 'pinned', pinnedVersion: deck.version + 1 });
  });

  it('answers 404 when there is no live link to change', async () => {
    const deck = await readJson(
      await owner.client.api.pitch.decks.$post({ json: { framework: 'yc', title: 'Unshared' } }),
      201,
    );
    const res = await deckOf().share.$patch({ param: { id: deck.id }, json: { password: null } });
    await expectError(res, 'shared_deck_not_found', 404);
  });
});

describe('viewer analytics', () => {
  const rowCounts = async () =>
    Promise.all(
      [pitchSlideViews, pitchShareVisits, authRateLimits].map(
        async (table) => (await t.db.select({ n: count() }).from(table))[0]?.n,
      ),
    );

  it('writes nothing for a viewer who sends DNT or Sec-GPC', async () => {
    const { deck, token } = await sharedDeck('Private viewers');
    const slideId = defined(deck.slides[0], 'a slide').id;
    const before = await rowCounts();
    const declines: Record<string, string>[] = [{ dnt: '1' }, { 'sec-gpc': '1' }];
    for (const header of declines) {
      const res = await report(
        testClient(t),
        token,
        { viewId: randomUUID(), at: slideId, dwell: [{ slideId, seconds: 5 }] },
        header,
      );
      expect(await readJson(res, 202)).toEqual({ recorded: 0 });
    }
    expect(await rowCounts()).toEqual(before);
    // Without them, the same report is counted.
    await readJson(
      await report(testClient(t), token, { viewId: randomUUID(), dwell: [{ slideId, seconds: 5 }] }),
      202,
    );
    expect(await rowCounts()).not.toEqual(before);
  });

  it('counts a returning viewer once per hash and where visits left', async () => {
    const { deck, token } = await sharedDeck('Returning');
    const [first, second, third] = deck.slides.map((s) => s.id);
    const visit = async (who: TestClient, at: string | undefined, agent = 'Agent/1') =>
      readJson(
        await report(
          who,
          token,
          { viewId: randomUUID(), at, dwell: [{ slideId: defined(first, 'slide 1'), seconds: 4 }] },
          { 'user-agent': agent },
        ),
        202,
      );
    const regular = testClient(t);
    await visit(regular, second);
    await visit(regular, second);
    await visit(regular, third);
    await visit(testClient(t), third);
    await visit(testClient(t), undefined, 'Agent/2');

    const analytics = await readJson(await deckOf().analytics.$get({ param: { id: deck.id } }));
    expect(analytics).toMatchObject({ views: 5, viewers: 3, returningViewers: 1 });
    const exits = Object.fromEntries(analytics.slides.map((s) => [s.slideId, s.exits]));
    expect(exits[defined(first, 'slide 1')]).toBe(1);
    expect(exits[defined(second, 'slide 2')]).toBe(2);
    expect(exits[defined(third, 'slide 3')]).toBe(2);

    // Neither the address nor the agent is stored.
    const visits = await t.db.select().from(pitchShareVisits);
    const stored = JSON.stringify(visits);
    expect(stored).not.toContain(regular.ip);
    expect(stored).not.toContain('Agent/1');
  });
});
