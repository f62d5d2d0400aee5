import { expect } from 'vitest';
import { subscribers } from '#server/db/schema/index.ts';
import { readJson } from '#server/testing/api-answers.ts';
import { signedUpUser } from '#server/testing/auth-client.ts';
import type { TestApp } from '#server/testing/test-app.ts';
import { STRONG_ANSWERS } from '#shared/pitch/fixtures.ts';

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
  const decks = founder.client.api.pitch.decks;
  const deck = await readJson(
    await decks.$post({ json: { framework: 'yc', title, answers: STRONG_ANSWERS } }),
    201,
  );
  const { url } = await readJson(await decks[':id'].share.$post({ param: { id: deck.id }, json: {} }), 201);
  return {
    deck,
    token: new URL(url).pathname.slice('/d/'.length),
    revoke: async () => {
      const res = await decks[':id'].share.$delete({ param: { id: deck.id } });
      expect(res.status).toBe(200);
    },
  };
}
