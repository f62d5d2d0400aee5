import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePremium } from '#server/testing/billing-members.ts';
import { signedUpUser, type SignedIn } from '#server/testing/auth-client.ts';
import { startOpenAiDouble, type OpenAiDouble } from '#server/testing/openai-double.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { STRONG_ANSWERS } from '#shared/pitch/fixtures.ts';
import { getFramework } from '#shared/pitch/frameworks.ts';
import type { Deck } from '#shared/schemas/pitch.ts';

let double: OpenAiDouble;
let t: TestApp;
let premium: SignedIn;
let free: SignedIn;

beforeAll(async () => {
  double = await startOpenAiDouble();
  t = await createTestApp({ env: { AI_BASE_URL: double.baseUrl, AI_MODEL: 'pitch-test' } });
  [premium, free] = await Promise.all([
    signedUpUser(t, { label: 'pitch-model' }),
    signedUpUser(t, { label: 'pitch-model-free' }),
  ]);
  await makePremium(t, premium.id);
});
afterAll(async () => {
  await t.close();
  await double.close();
});

/** What a well-behaved model answers for the YC outline, as streamed text pieces. */
function validReply() {
  const slides = getFramework('yc').slides.map((slide) => ({
    key: slide.key,
    title: `${slide.title} (model)`,
    bullets: [`Model bullet for ${slide.key}`, 'A second point the model wrote'],
    notes: `Tell the room about ${slide.key}.`,
  }));
  const text = JSON.stringify({ slides });
  return [text.slice(0, 40), text.slice(40)];
}

const newDeck = async (who: SignedIn) => {
  const res = await who.client.post('/api/pitch/decks', {
    framework: 'yc',
    title: 'Lumen',
    answers: STRONG_ANSWERS,
  });
  expect(res.status).toBe(201);
  return (await res.json()) as Deck;
};
const generate = async (who: SignedIn, id: string, body: unknown = {}) => {
  const res = await who.client.post(`/api/pitch/decks/${id}/generate`, body);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as Deck;
};

describe('model-written slides', () => {
  it('uses the model’s structured output, keeping the composer’s figures', async () => {
    const deck = await newDeck(premium);
    double.state.reply = validReply();
    double.chats.length = 0;
    const written = await generate(premium, deck.id);
    expect(written.writtenBy).toBe('model');
    expect(double.chats).toHaveLength(1);
    expect(double.chats[0]!.model).toBe('pitch-test');
    // Structured output: the slide schema went to the provider as the response format.
    const sent = double.chats[0] as unknown as { response_format?: { type: string } };
    expect(sent.response_format?.type).toBe('json_schema');
    expect(JSON.stringify(double.chats[0]!.messages)).toContain('Café owners spend two evenings');
    expect(written.slides.map((s) => s.key)).toEqual(getFramework('yc').slides.map((s) => s.key));
    expect(written.slides[1]).toMatchObject({
      title: 'Problem (model)',
      notes: 'Tell the room about problem.',
    });
    // Figures come from the founder's answers, not from the model.
    expect(written.slides.find((s) => s.key === 'market')?.chart?.points.map((p) => p.label)).toEqual([
      'TAM',
      'SAM',
      'SOM',
    ]);
    expect(written.slides.find((s) => s.key === 'ask')?.bigNumber?.value).toBe('$1.5M');
  });

  it('retries once after a failed call, then succeeds', async () => {
    const deck = await newDeck(premium);
    double.state.reply = validReply();
    double.state.failNext = 1;
    double.chats.length = 0;
    expect((await generate(premium, deck.id)).writtenBy).toBe('model');
    expect(double.chats).toHaveLength(1); // the failed request is answered before it is recorded
    expect(double.state.failNext).toBe(0);
  });

  it('falls back to the composer when the output is invalid twice', async () => {
    const deck = await newDeck(premium);
    double.chats.length = 0;
    for (const reply of [
      ['{"slides": "not a list"}'],
      ['Here is your deck: it is great.'],
      [JSON.stringify({ slides: [{ key: 'problem', title: 'Only one', bullets: [], notes: '' }] })],
    ]) {
      double.state.reply = reply;
      const written = await generate(premium, deck.id);
      expect(written.writtenBy).toBe('composer');
      expect(written.slides.map((s) => s.key)).toEqual(getFramework('yc').slides.map((s) => s.key));
    }
    expect(double.chats).toHaveLength(6); // each: the first try and one retry
  });

  it('lets the founder choose the composer, and keeps the model for Premium', async () => {
    const deck = await newDeck(premium);
    double.state.reply = validReply();
    double.chats.length = 0;
    expect((await generate(premium, deck.id, { mode: 'composer' })).writtenBy).toBe('composer');
    expect(double.chats).toHaveLength(0);

    const mine = await newDeck(free);
    expect((await generate(free, mine.id)).writtenBy).toBe('composer');
    expect(double.chats).toHaveLength(0);
    const refused = await free.client.post(`/api/pitch/decks/${mine.id}/generate`, { mode: 'model' });
    expect(refused.status).toBe(403);
  });
});
