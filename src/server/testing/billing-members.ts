import { and, eq, isNotNull } from 'drizzle-orm';
import { sessions, subscribers } from '#server/db/schema/index.ts';
import { readJson } from '#server/testing/api-answers.ts';
import { signedUpUser, type TestClient } from '#server/testing/auth-client.ts';
import type { createTestApp } from '#server/testing/test-app.ts';
import { defined } from '#shared/testing/defined.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** A new confirmed account, signed in: billing tests never change the demo users' plans. */
export async function newMember(t: TestApp, label: string): Promise<TestClient & { email: string }> {
  const { client, email } = await signedUpUser(t, { label, name: `Member ${label}` });
  return Object.assign(client, { email });
}

/**
 * Makes `userId` a Premium subscriber as billing would store an active subscription, without going
 * through checkout: for tests whose subject is what Premium unlocks, not how it is bought.
 */
export async function makePremium(t: TestApp, userId: string): Promise<void> {
  await t.db.insert(subscribers).values({
    userId,
    subscriptionTier: 'premium',
    customerId: `cus_${userId}`,
    subscriptionId: `sub_${userId}`,
    status: 'active',
    currentPeriodEnd: new Date(Date.now() + 20 * 86_400_000),
  });
}

/** A premium session that can play (one with generated media). */
export async function premiumSessionId(t: TestApp): Promise<string> {
  const [session] = await t.db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.isPremium, true), isNotNull(sessions.contentUrl)))
    .limit(1);
  return defined(session, 'a premium session with media').id;
}

export const summaryOf = async (client: TestClient) => readJson(await client.api.billing.subscription.$get());

export const playStatus = async (client: TestClient, sessionId: string) =>
  (await client.api.sessions[':id'].play.$post({ param: { id: sessionId } })).status;
