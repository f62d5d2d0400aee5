import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, readJson } from '#server/testing/api-answers.ts';
import { signedUpUser, testClient, type SignedIn } from '#server/testing/auth-client.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import type { WheelInput, WheelScores } from '#shared/schemas/wheel-of-life.ts';
import { defined } from '#shared/testing/defined.ts';

let t: TestApp;
let ada: SignedIn;
let grace: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  [ada, grace] = await Promise.all([signedUpUser(t, { label: 'ada' }), signedUpUser(t, { label: 'grace' })]);
});
afterAll(() => t.close());

const wheel = (value: number, overrides: Partial<WheelScores> = {}): WheelScores => ({
  career: value,
  money: value,
  health: value,
  relationships: value,
  growth: value,
  fun: value,
  surroundings: value,
  purpose: value,
  ...overrides,
});
/** Scores the schema refuses: values of any type. */
const scores = (value: number, overrides: Partial<Record<keyof WheelScores, unknown>> = {}) => ({
  ...wheel(value),
  ...overrides,
});

const save = (who: SignedIn, json: WheelInput) => who.client.api.me['wheel-of-life'].$post({ json });
/** A body the typed client would not send: what the server makes of it is the point. */
const saveRaw = (who: SignedIn, body: unknown) => who.client.post('/api/me/wheel-of-life', body);
const history = async (who: SignedIn) =>
  (await readJson(await who.client.api.me['wheel-of-life'].$get())).items;

describe('/api/me/wheel-of-life', () => {
  it('is for signed-in users only', async () => {
    const visitor = testClient(t);
    expect((await visitor.api.me['wheel-of-life'].$get()).status).toBe(401);
    expect((await visitor.api.me['wheel-of-life'].$post({ json: { scores: wheel(5) } })).status).toBe(401);
  });

  it('saves wheels and lists them newest first, each user seeing only their own', async () => {
    expect(await history(ada)).toEqual([]);
    const saved = await readJson(await save(ada, { scores: wheel(4), note: '  First check-in  ' }), 201);
    expect(saved).toMatchObject({ scores: wheel(4), note: 'First check-in' });
    expect((await save(ada, { scores: wheel(7, { fun: 2 }) })).status).toBe(201);
    expect((await save(grace, { scores: wheel(9), note: 'Grace only' })).status).toBe(201);

    const mine = await history(ada);
    expect(mine.map((w) => w.scores.career)).toEqual([7, 4]);
    const [latest, earlier] = mine;
    expect(latest).toMatchObject({ note: '', scores: { fun: 2 } });
    expect(Date.parse(defined(latest, 'the latest wheel').createdAt)).toBeGreaterThanOrEqual(
      Date.parse(defined(earlier, 'the earlier wheel').createdAt),
    );
    const theirs = await history(grace);
    expect(theirs).toHaveLength(1);
    expect(theirs[0]?.note).toBe('Grace only');
    expect(JSON.stringify(theirs)).not.toContain(saved.id);
  });

  it.each([
    ['a 0', { scores: scores(5, { health: 0 }) }],
    ['an 11', { scores: scores(5, { money: 11 }) }],
    ['a 5.5', { scores: scores(5, { growth: 5.5 }) }],
    ['a string', { scores: scores(5, { fun: '7' }) }],
    ['a null', { scores: scores(5, { purpose: null }) }],
    ['a missing area', { scores: { ...scores(5), career: undefined } }],
    ['an unknown area', { scores: { ...scores(5), spirituality: 5 } }],
    ['an unknown field', { scores: scores(5), userId: 'someone-else' }],
    ['no scores', { note: 'just a note' }],
    ['an oversized note', { scores: scores(5), note: 'n'.repeat(1001) }],
    ['a NUL byte in the note', { scores: scores(5), note: 'hello\u0000' }],
  ])('refuses %s with 422 and saves nothing', async (_label, body) => {
    const before = (await history(grace)).length;
    await expectError(await saveRaw(grace, body), 'validation_failed', 422);
    expect(await history(grace)).toHaveLength(before);
  });
});
