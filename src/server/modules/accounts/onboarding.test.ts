import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedUpUser, testClient } from '#server/testing/auth-client.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import type { Profile } from '#shared/schemas/accounts.ts';
import type { OnboardingResult } from '#shared/schemas/onboarding.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const answers = { goals: ['fundraising', 'stress'], dailyMinutes: 5, listenTime: 'morning' };

describe('PUT /api/me/onboarding', () => {
  it('keeps the answers, marks onboarding done and offers a free session that fits the time', async () => {
    const ana = await signedUpUser(t, { label: 'onboarding' });
    const before = (await (await ana.client.get('/api/me/profile')).json()) as Profile;
    expect(before.onboardingCompleted).toBe(false);
    expect(await (await ana.client.get('/api/me/onboarding')).json()).toEqual({
      completed: false,
      goals: [],
      dailyMinutes: null,
      listenTime: null,
    });

    const res = await ana.client.request('/api/me/onboarding', { method: 'PUT', json: answers });
    expect(res.status).toBe(200);
    const { firstSession } = (await res.json()) as OnboardingResult;
    expect(firstSession).not.toBeNull();
    expect(firstSession!.isPremium).toBe(false);
    expect(firstSession!.durationMinutes).toBeLessThanOrEqual(5);

    const profile = (await (await ana.client.get('/api/me/profile')).json()) as Profile;
    expect(profile).toMatchObject({ onboardingCompleted: true, goals: ['Fundraising', 'Less stress'] });
    expect(await (await ana.client.get('/api/me/onboarding')).json()).toEqual({
      completed: true,
      goals: ['fundraising', 'stress'],
      dailyMinutes: 5,
      listenTime: 'morning',
    });

    // Editable later: sent again, the answers replace the old ones.
    const again = await ana.client.request('/api/me/onboarding', {
      method: 'PUT',
      json: { goals: ['sleep'], dailyMinutes: 20, listenTime: 'night' },
    });
    expect(again.status).toBe(200);
    const edited = (await (await ana.client.get('/api/me/profile')).json()) as Profile;
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
      const res = await ben.client.request('/api/me/onboarding', { method: 'PUT', json: body });
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(422);
    }
    const none = await ben.client.request('/api/me/onboarding', {
      method: 'PUT',
      json: { ...answers, goals: [] },
    });
    expect(JSON.stringify(await none.json())).toContain('Choose at least one goal.');
    const visitor = await testClient(t).request('/api/me/onboarding', { method: 'PUT', json: answers });
    expect(visitor.status).toBe(401);
    expect((await testClient(t).get('/api/me/onboarding')).status).toBe(401);
    const profile = (await (await ben.client.get('/api/me/profile')).json()) as Profile;
    expect(profile.onboardingCompleted).toBe(false);
  });
});
