import { expect } from 'vitest';
import { readJson } from '#server/testing/api-answers.ts';
import { makePremium } from '#server/testing/billing-members.ts';
import { signedUpUser } from '#server/testing/auth-client.ts';
import type { TestApp } from '#server/testing/test-app.ts';
import { STRONG_ANSWERS } from '#shared/pitch/fixtures.ts';

/**
 * A Premium founder's new deck (the YC framework, strong answers) shared by link, as the API makes
 * them: its token, the deck, and a way to revoke the link.
 */
export async function sharedDeck(t: TestApp, title = 'Lumen') {
  const founder = await signedUpUser(t, { label: 'deck-founder' });
  await makePremium(t, founder.id);
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
