import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readJson } from '#server/testing/api-answers.ts';
import { signedUpUser, testClient, type TestClient } from '#server/testing/auth-client.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import type { OnboardingAnswers } from '#shared/schemas/onboarding.ts';
import { defined } from '#shared/testing/defined.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const answers: OnboardingAnswers = {
  goals: ['fundraising', 'stress'],
  dailyMinutes: 5,
  listenTime: 'morning',
};

const profileOf = async (client: TestClient) => readJson(await client.api.me.profile.$get());

describe('PUT /api/me/onboarding', () => {
  it('keeps the answers, marks onboarding done and offers a free session that fits the time', async () => {
    const ana = await signedUpUser(t, { label: 'onboarding' });
    const before = await profileOf(ana.client);
    expect(before.onboardingCompleted).toBe(false);
    expect(await (await ana.client.api.me.onboarding.$get()).json()).toEqual({
      completed: false,
      goals: [],
      dailyMinutes: null,
      listenTime: null,
    });

    const res = await ana.client.api.me.onboarding.$put({ json: answers });
    const firstSession = defined((await readJson(res)).firstSession, 'the first session offered');
    expect(firstSession.isPremium).toBe(false);
    expect(firstSession.durationMinutes).toBeLessThanOrEqual(5);

    const profile = await profileOf(ana.client);
    expect(profile).toMatchObject({ onboardingCompleted: true, goals: ['Fundraising', 'Less stress'] });
    expect(await (await ana.client.api.me.onboarding.$get()).json()).toEqual({
      completed: true,
      goals: ['fundraising', 'stress'],
      dailyMinutes: 5,
      listenTime: 'morning',
    });

    // Editable later: sent again, the answers replace the old ones.
    const again = await ana.client.api.me.onboarding.$put({
      json: { goals: ['sleep'], dailyMinutes: 20, listenTime: 'night' },
    });
    expect(again.status).toBe(200);
    const edited = await profileOf(ana.client);
    expect(edited.goals).toEqual(['Better sleep']);
  });

  it('refuses what is not one of the choices, and visitors', async () => {
    const ben = await signedUpUser(t, { label: 'onboarding-bad' });
    for (const body of [
      { ...answers, goals: [] },
      { ...answers, goals: ['world-domination'] },
      { ...answers, goals: ['focus', 'focus'] },
      { ...answers, dailyMinutes: 7 },
      { ...answers, listenTime: 'morning\u0000' },
      { ...answers, extra: true },
      { ...answers, goals: 'focus'.repeat(10_000) },
    ]) {
      // Bodies outside the schema on purpose: sent through the plain request, which takes any JSON.
      const res = await ben.client.request('/api/me/onboarding', { method: 'PUT', json: body });
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(422);
    }
    const none = await ben.client.api.me.onboarding.$put({ json: { ...answers, goals: [] } });
    expect(JSON.stringify(await none.json())).toContain('Choose at least one goal.');
    const visitor = await testClient(t).api.me.onboarding.$put({ json: answers });
    expect(visitor.status).toBe(401);
    expect((await testClient(t).api.me.onboarding.$get()).status).toBe(401);
    const profile = await profileOf(ben.client);
    expect(profile.onboardingCompleted).toBe(false);
  });
});
