import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedUpUser, testClient, type SignedIn } from '#server/testing/auth-client.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import type { Wheel, WheelScores } from '#shared/schemas/wheel-of-life.ts';

let t: TestApp;
let ada: SignedIn;
let grace: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  [ada, grace] = await Promise.all([signedUpUser(t, { label: 'ada' }), signedUpUser(t, { label: 'grace' })]);
});
afterAll(() => t.close());

const scores = (value: number, overrides: Partial<Record<keyof WheelScores, unknown>> = {}) => ({
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

const save = (who: SignedIn, body: unknown) => who.client.post('/api/me/wheel-of-life', body);
const history = async (who: SignedIn) => {
  const res = await who.client.get('/api/me/wheel-of-life');
  expect(res.status).toBe(200);
  return ((await res.json()) as { items: Wheel[] }).items;
};

describe('/api/me/wheel-of-life', () => {
  it('is for signed-in users only', async () => {
    const visitor = testClient(t);
    expect((await visitor.get('/api/me/wheel-of-life')).status).toBe(401);
    expect((await visitor.post('/api/me/wheel-of-life', { scores: scores(5) })).status).toBe(401);
  });

  it('saves wheels and lists them newest first, each user seeing only their own', async () => {
    expect(await history(ada)).toEqual([]);
    const first = await save(ada, { scores: scores(4), note: '  First check-in  ' });
    expect(first.status).toBe(201);
    const saved = (await first.json()) as Wheel;
    expect(saved).toMatchObject({ scores: scores(4), note: 'First check-in' });
    expect((await save(ada, { scores: scores(7, { fun: 2 }) })).status).toBe(201);
    expect((await save(grace, { scores: scores(9), note: 'Grace only' })).status).toBe(201);

    const mine = await history(ada);
    expect(mine.map((w) => w.scores.career)).toEqual([7, 4]);
    expect(mine[0]!.note).toBe('');
    expect(mine[0]!.scores.fun).toBe(2);
    expect(Date.parse(mine[0]!.createdAt)).toBeGreaterThanOrEqual(Date.parse(mine[1]!.createdAt));
    const theirs = await history(grace);
    expect(theirs).toHaveLength(1);
    expect(theirs[0]!.note).toBe('Grace only');
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
    const res = await save(grace, body);
    expect(res.status).toBe(422);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('validation_failed');
    expect(await history(grace)).toHaveLength(before);
  });
});
