import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { expectError, readJson } from '#server/testing/api-answers.ts';
import { signedUpUser, type SignedIn, type TestClient } from '#server/testing/auth-client.ts';
import { startOpenAiDouble, type OpenAiDouble } from '#server/testing/openai-double.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { owlMessageSchema, type OwlMessage } from '#shared/schemas/journal.ts';
import { defined } from '#shared/testing/defined.ts';
import { CRISIS_RESOURCES_LINE } from './owl/offline-owl.ts';

let double: OpenAiDouble;
let offline: TestApp; // the default: no model configured
let model: TestApp; // a model through the loopback OpenAI-compatible double

beforeAll(async () => {
  double = await startOpenAiDouble();
  [offline, model] = await Promise.all([
    createTestApp(),
    createTestApp({ env: { AI_BASE_URL: double.baseUrl, AI_MODEL: 'owl-test', AI_FREE_DAILY_REPLIES: '2' } }),
  ]);
});
afterAll(async () => {
  await Promise.all([offline.close(), model.close()]);
  await double.close();
});

type Sse = { event: string; data: unknown }[];

/** The events of a server-sent event stream, in order. */
async function readEvents(res: Response): Promise<Sse> {
  expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
  return (await res.text())
    .split('\n\n')
    .filter((block) => block.trim())
    .map((block) => {
      const event = /^event: (.+)$/m.exec(block)?.[1] ?? 'message';
      const data = block
        .split('\n')
        .filter((line) => line.startsWith('data: '))
        .map((line) => line.slice(6))
        .join('\n');
      const parsed: unknown = JSON.parse(data);
      return { event, data: parsed };
    });
}

const lastEvent = (events: Sse) => defined(events.at(-1), 'the last event of the stream');
/** The stored reply the stream ends with, read by the shared message schema. */
const replyOf = (events: Sse) => owlMessageSchema.parse(lastEvent(events).data);
// A `delta` event's payload; the shared schemas describe only the stored message.
const deltaSchema = z.object({ text: z.string() });

type NewEntry = Parameters<TestClient['api']['journal']['entries']['$post']>[0]['json'];
const newEntry = async (who: SignedIn, json: NewEntry) =>
  readJson(await who.client.api.journal.entries.$post({ json }), 201);
const entryOf = async (who: SignedIn, id: string) =>
  readJson(await who.client.api.journal.entries[':id'].$get({ param: { id } }));
const entryConversation = async (who: SignedIn, id: string) =>
  readJson(await who.client.api.journal.entries[':id'].owl.$get({ param: { id } }));
const setAi = (who: SignedIn, aiEnabled: boolean) =>
  who.client.api.journal.settings.$put({ json: { aiEnabled } });
// A stream of server-sent events, not JSON: read as text through the plain request.
const ask = (who: SignedIn, message: string, entryId?: string) =>
  who.client.post(entryId ? `/api/journal/entries/${entryId}/owl` : '/api/journal/owl', { message });

const PLAIN_CRISIS = 'I do not want to be alive anymore';

/** The stored reply is the hand-off: the crisis line, no session suggested and no coaching question. */
async function expectHandOff(res: Response): Promise<OwlMessage> {
  expect(res.status).toBe(200);
  const reply = replyOf(await readEvents(res));
  expect(reply).toMatchObject({ role: 'owl', distress: true, suggestion: null });
  expect(reply.text).toContain(CRISIS_RESOURCES_LINE);
  expect(reply.text).not.toContain('?');
  return reply;
}

/** A plain crisis statement in an entry, in the general conversation and in a week being summed up. */
async function expectHandOffOnEveryRoute(app: TestApp, label: string) {
  const user = await signedUpUser(app, { label });
  const entry = await newEntry(user, { text: `Another investor passed. ${PLAIN_CRISIS}.`, mood: 1 });
  await expectHandOff(await ask(user, '', entry.id));
  await expectHandOff(await ask(user, PLAIN_CRISIS));

  const weekly = await signedUpUser(app, { label: `${label}-week` });
  await newEntry(weekly, { text: 'Pitch practice went fine, the deck is nearly done.', mood: 3 });
  await newEntry(weekly, { text: `Payroll is due on Friday. ${PLAIN_CRISIS}.`, mood: 1 });
  const summary = await expectHandOff(await ask(weekly, 'Summarise my week'));
  expect(summary.text).toContain('You wrote 2 entries in your journal in the last 7 days.');
}

describe('the offline Owl (the default)', () => {
  let ada: SignedIn;
  beforeAll(async () => {
    ada = await signedUpUser(offline, { label: 'owl' });
  });

  it('says who answers, and streams a reflection on an entry that it stores', async () => {
    const conversation = await readJson(await ada.client.api.journal.owl.$get());
    expect(conversation.owl).toMatchObject({ kind: 'offline', repliesLeftToday: null, aiEnabled: true });
    expect(conversation.boundaryNote).toMatch(/not a source of medical, legal or financial advice/);

    const entry = await newEntry(ada, {
      text: 'Two investors passed on our seed round today. I am worried about runway and fundraising.',
      mood: 2,
    });
    const events = await readEvents(await ask(ada, '', entry.id));
    const deltas = events.filter((e) => e.event === 'delta').map((e) => deltaSchema.parse(e.data).text);
    expect(deltas.length).toBeGreaterThan(1);
    expect(lastEvent(events).event).toBe('done');
    const reply = replyOf(events);
    expect(reply).toMatchObject({ role: 'owl', distress: false });
    expect(deltas.join('')).toBe(reply.text);
    expect(reply.text).toMatch(/\?/);

    const stored = await entryConversation(ada, entry.id);
    expect(stored.messages.map((m) => m.role)).toEqual(['owl']); // opening on an entry stores no empty question
    const next = await readEvents(await ask(ada, 'Mostly the fear of letting the team down.', entry.id));
    expect(lastEvent(next).event).toBe('done');
    const after = await entryConversation(ada, entry.id);
    expect(after.messages.map((m) => m.role)).toEqual(['owl', 'user', 'owl']);
    expect((await entryOf(ada, entry.id)).owlMessageCount).toBe(3);
  });

  it('answers distress gently with the crisis line, and suggests no session', async () => {
    const entry = await newEntry(ada, {
      text: 'I feel like I want to die. Nothing matters anymore.',
      mood: 1,
    });
    const reply = replyOf(await readEvents(await ask(ada, '', entry.id)));
    expect(reply.distress).toBe(true);
    expect(reply.text).toContain(CRISIS_RESOURCES_LINE);
    expect(reply.suggestion).toBeNull();
  });

  it('hands off on a plain crisis statement: entry reflection, general conversation, weekly summary', async () => {
    await expectHandOffOnEveryRoute(offline, 'crisis');
  });

  it('hands off on a week summed up whose crisis was said in a voice note', async () => {
    const user = await signedUpUser(offline, { label: 'crisis-voice' });
    const entry = await newEntry(user, { text: 'Voice note after the board call.' });
    const patched = await user.client.api.journal.entries[':id'].$patch({
      param: { id: entry.id },
      json: { transcript: PLAIN_CRISIS },
    });
    expect(patched.status).toBe(200);
    await expectHandOff(await ask(user, 'How was my week?'));
  });

  it('refuses an entry kept away from AI, and everything once AI is off', async () => {
    const kept = await newEntry(ada, {
      text: 'Private: thinking about leaving my cofounder.',
      aiOptOut: true,
    });
    await expectError(await ask(ada, 'What do you think?', kept.id), 'ai_opted_out', 409);

    await setAi(ada, false);
    await expectError(await ask(ada, 'Hello?'), 'ai_disabled', 409);
    await setAi(ada, true);
    const general = await readEvents(await ask(ada, 'Can you summarise my week?'));
    expect(lastEvent(general).event).toBe('done');
    expect((await ask(ada, '   ')).status).toBe(422);
  });
});

describe('a configured model', () => {
  it('streams the model’s reply, sending only the entry, the conversation and the memory list', async () => {
    const ada = await signedUpUser(model, { label: 'model' });
    const memory = await ada.client.api.journal.memory[':id'].$put({
      param: { id: randomUUID() },
      json: { text: 'Goal: close the seed round by March' },
    });
    expect(memory.status).toBe(200);
    const other = await newEntry(ada, { text: 'An unrelated entry about my sister' });
    const kept = await newEntry(ada, { text: 'SECRET-kept-away text', aiOptOut: true });
    const entry = await newEntry(ada, { text: 'Pitch practice went badly today.', mood: 2 });
    double.chats.length = 0;

    const reply = replyOf(await readEvents(await ask(ada, '', entry.id)));
    expect(reply.text).toBe(double.state.reply.join(''));
    const conversation = await entryConversation(ada, entry.id);
    expect(conversation.owl).toMatchObject({ kind: 'model', name: 'AI model owl-test', repliesLeftToday: 1 });

    expect(double.chats).toHaveLength(1);
    const sent = JSON.stringify(double.chats[0]);
    expect(defined(double.chats[0], 'the chat sent to the model').model).toBe('owl-test');
    expect(sent).toContain('Pitch practice went badly today.');
    expect(sent).toContain('Goal: close the seed round by March');
    expect(sent).not.toContain('SECRET-kept-away');
    expect(sent).not.toContain(other.text);
    expect(sent).not.toContain(ada.email);

    // The kept-away entry never reaches the model.
    expect((await ask(ada, 'Tell me about this', kept.id)).status).toBe(409);
    expect(JSON.stringify(double.chats)).not.toContain('SECRET-kept-away');
  });

  it('limits a free user’s model replies a day, and says so', async () => {
    const user = await signedUpUser(model, { label: 'limited' });
    for (const question of ['First question', 'Second question']) {
      const res = await ask(user, question);
      expect(res.status).toBe(200);
      expect(lastEvent(await readEvents(res)).event).toBe('done');
    }
    await expectError(await ask(user, 'Third question'), 'owl_limit_reached', 429);
  });

  it('hands off on a plain crisis statement on every route without asking the model', async () => {
    const before = double.chats.length;
    await expectHandOffOnEveryRoute(model, 'model-crisis');
    expect(double.chats.length).toBe(before);
  });

  it('hands off on a crisis even once the free plan’s model replies for the day are used', async () => {
    const user = await signedUpUser(model, { label: 'crisis-limited' });
    for (const question of ['First question', 'Second question']) await readEvents(await ask(user, question));
    expect((await ask(user, 'Third question')).status).toBe(429);
    await expectHandOff(await ask(user, PLAIN_CRISIS));
  });

  it('stores a model reply that carries the crisis line as a hand-off', async () => {
    const user = await signedUpUser(model, { label: 'model-noticed' });
    const usual = double.state.reply;
    double.state.reply = ['That sounds heavy. ', CRISIS_RESOURCES_LINE];
    try {
      await expectHandOff(await ask(user, 'Everything feels grey and heavy lately.'));
    } finally {
      double.state.reply = usual;
    }
  });

  it('says the provider failed, and keeps the entry', async () => {
    const user = await signedUpUser(model, { label: 'failing' });
    const entry = await newEntry(user, { text: 'Keep me whatever happens' });
    double.state.failNext = 2; // the SDK retries once
    await expectError(await ask(user, '', entry.id), 'ai_provider_failed', 502);
    expect((await entryOf(user, entry.id)).text).toBe('Keep me whatever happens');
    double.state.failNext = 0;
  });
});

describe('Owl memory', () => {
  it('is read, edited and deleted by its owner only, and the Owl keeps facts from entries', async () => {
    const ada = await signedUpUser(offline, { label: 'memory' });
    const grace = await signedUpUser(offline, { label: 'other' });
    await newEntry(ada, { text: 'My goal is to hire a CTO before summer.' });
    await newEntry(ada, { text: 'My goal is to stay private.', aiOptOut: true });
    const list = async (who: SignedIn) => (await readJson(await who.client.api.journal.memory.$get())).items;
    const kept = await list(ada);
    expect(kept.map((m) => m.source)).toEqual(['owl']);
    expect(defined(kept[0], 'the kept memory').text.toLowerCase()).toContain('hire a cto');

    const id = randomUUID();
    const put = (who: SignedIn, text: string) =>
      who.client.api.journal.memory[':id'].$put({ param: { id }, json: { text } });
    const remove = (who: SignedIn) => who.client.api.journal.memory[':id'].$delete({ param: { id } });
    expect((await put(ada, 'Company stage: pre-seed')).status).toBe(200);
    expect((await put(ada, 'Company stage: seed')).status).toBe(200);
    expect((await put(grace, 'hijack')).status).toBe(404);
    expect((await put(ada, '')).status).toBe(422);
    expect((await list(ada)).map((m) => m.text)).toContain('Company stage: seed');
    expect(await list(grace)).toEqual([]);

    expect((await remove(grace)).status).toBe(404);
    expect((await remove(ada)).status).toBe(200);
    const cleared = await ada.client.api.journal.memory.$delete();
    expect(await cleared.json()).toEqual({ deleted: 1 });
    expect(await list(ada)).toEqual([]);
  });
});
