import { and, eq, isNotNull } from 'drizzle-orm';
import { expect } from 'vitest';
import { sessions } from '#server/db/schema/index.ts';
import { signedUpUser, type TestClient } from '#server/testing/auth-client.ts';
import type { createTestApp } from '#server/testing/test-app.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** A new confirmed account, signed in: billing tests never change the demo users' plans. */
export async function newMember(t: TestApp, label: string): Promise<TestClient & { email: string }> {
  const { client, email } = await signedUpUser(t, { label, name: `Member ${label}` });
  return Object.assign(client, { email });
}

/** A premium session that can play (one with generated media). */
export async function premiumSessionId(t: TestApp): Promise<string> {
  const [session] = await t.db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.isPremium, true), isNotNull(sessions.contentUrl)))
    .limit(1);
  return session!.id;
}

export const summaryOf = async (client: TestClient) => {
  const res = await client.get('/api/billing/subscription');
  expect(res.status).toBe(200);
  return (await res.json()) as {
    subscribed: boolean;
    status: string | null;
    currentPeriodEnd: string | null;
    cancelAtPeriodEnd: boolean;
    paymentFailed: boolean;
  };
};

export const playStatus = async (client: TestClient, sessionId: string) =>
  (await client.post(`/api/sessions/${sessionId}/play`, {})).status;
