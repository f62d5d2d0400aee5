import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePremium } from '#server/testing/billing-members.ts';
import { signedUpUser, type SignedIn } from '#server/testing/auth-client.ts';
import { startOpenAiDouble, type OpenAiDouble } from '#server/testing/openai-double.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { checkDeck } from '#shared/pitch/checker.ts';
import { CHECKER_FIXTURES } from '#shared/pitch/checker-fixtures.ts';
import { STRONG_ANSWERS } from '#shared/pitch/fixtures.ts';
import { checkResultSchema, deckSchema } from '#shared/schemas/pitch.ts';
import { defined } from '#shared/testing/defined.ts';
import { winkReader } from './wink-reader.ts';

let double: OpenAiDouble;
let t: TestApp;
let premium: SignedIn;
let free: SignedIn;

beforeAll(async () => {
  double = await startOpenAiDouble();
  t = await createTestApp({ env: { AI_BASE_URL: double.baseUrl, AI_MODEL: 'pitch-review' } });
  [premium, free] = await Promise.all([
    signedUpUser(t, { label: 'pitch-review' }),
    signedUpUser(t, { label: 'pitch-review-free' }),
  ]);
  await makePremium(t, premium.id);
});
afterAll(async () => {
  await t.close();
  await double.close();
});

/** A composed deck for these answers, owned by `who`. */
async function composedDeck(who: SignedIn, answers = STRONG_ANSWERS) {
  const created = await who.client.post('/api/pitch/decks', { framework: 'yc', title: 'Lumen', answers });
  expect(created.status).toBe(201);
  const { id } = deckSchema.parse(await created.json());
  const res = await who.client.post(`/api/pitch/decks/${id}/generate`, { mode: 'composer' });
  expect(res.status).toBe(200);
  return deckSchema.parse(await res.json());
}

const check = async (who: SignedIn, id: string) => {
  const res = await who.client.get(`/api/pitch/decks/${id}/check`);
  expect(res.status).toBe(200);
  return checkResultSchema.parse(await res.json());
};

describe('GET /pitch/decks/:id/check', () => {
  it('reads the slides on the server: a sentence for a name is flagged and the deck held under 70', async () => {
    const muddled = defined(CHECKER_FIXTURES[0], 'the first fixture').answers;
    const deck = await composedDeck(free, muddled);
    const result = await check(free, deck.id);
    expect(result.findings.map((finding) => finding.code)).toContain('company_name_not_a_name');
    expect(result.score).toBeLessThan(70);
    expect(double.chats.filter((chat) => chat.model === 'pitch-review')).toHaveLength(0);
  });

  it('adds the model’s review as a labelled, unscored second opinion for Premium', async () => {
    const deck = await composedDeck(premium);
    const before = checkDeck(deck, winkReader).score;
    double.state.reply = [
      JSON.stringify({
        points: [{ slideKey: 'traction', advice: 'Say how many of the 140 cafés pay yearly.' }],
      }),
    ];
    double.chats.length = 0;
    const result = await check(premium, deck.id);
    const opinions = result.findings.filter((finding) => finding.code === 'second_opinion');
    expect(opinions).toHaveLength(1);
    expect(opinions[0]).toMatchObject({
      slideKey: 'traction',
      slideId: deck.slides.find((slide) => slide.key === 'traction')?.id,
      penalty: 0,
      severity: 'tip',
    });
    expect(opinions[0]?.message).toMatch(/^Second opinion from the AI model: Say how many/);
    expect(result.score).toBe(before);
    // Asked once per deck version: a second look uses the kept review.
    await check(premium, deck.id);
    expect(double.chats).toHaveLength(1);
  });

  it('keeps the rules’ result when the model fails', async () => {
    const deck = await composedDeck(premium);
    double.state.reply = ['not json at all'];
    const result = await check(premium, deck.id);
    expect(result.findings.some((finding) => finding.code === 'second_opinion')).toBe(false);
    expect(result.score).toBeGreaterThanOrEqual(85);
  });
});
