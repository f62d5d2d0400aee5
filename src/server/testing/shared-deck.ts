import { expect } from 'vitest';
import { subscribers } from '#server/db/schema/index.ts';
import { signedUpUser } from '#server/testing/auth-client.ts';
import type { TestApp } from '#server/testing/test-app.ts';
import { STRONG_ANSWERS } from '#shared/pitch/fixtures.ts';
import type { Deck, ShareLink } from '#shared/schemas/pitch.ts';

/**
 * A Premium founder's new deck (the YC framework, strong answers) shared by link, as the API makes
 * them: its token, the deck, and a way to revoke the link.
 */
export async function sharedDeck(t: TestApp, title = 'Lumen') {
  const founder = await signedUpUser(t, { label: 'deck-founder' });
  await t.db.insert(subscribers).values({
    userId: founder.id,
    subscriptionTier: 'premium',
    customerId: `cus_${founder.id}`,
    subscriptionId: `sub_deck_${founder.id}`,
    status: 'active',
    currentPeriodEnd: new Date(Date.now() + 20 * 86_400_000),
  });
  const created = await founder.client.post('/api/pitch/decks', {
    framework: 'yc',
    title,
    answers: STRONG_ANSWERS,
  });
  expect(created.status, await created.clone().text()).toBe(201);
  const deck = (await created.json()) as Deck;
  const shared = await founder.client.post(`/api/pitch/decks/${deck.id}/share`, {});
  expect(shared.status, await shared.clone().text()).toBe(201);
  const { url } = (await shared.json()) as ShareLink;
  return {
    deck,
    token: new URL(url).pathname.slice('/d/'.length),
    revoke: async () => {
      const res = await founder.client.request(`/api/pitch/decks/${deck.id}/share`, { method: 'DELETE' });
      expect(res.status).toBe(200);
    },
  };
}
