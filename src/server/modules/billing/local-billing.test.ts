import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localCheckouts, localSubscriptions, subscribers, users } from '#server/db/schema/index.ts';
import { testClient, type TestClient } from '#server/testing/auth-client.ts';
import { createTestApp } from '#server/testing/test-app.ts';
import { newMember, playStatus, premiumSessionId, summaryOf } from './billing-test-helpers.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let premium: string;

beforeAll(async () => {
  t = await createTestApp();
  premium = await premiumSessionId(t);
});
afterAll(() => t.close());

const checkoutIdOf = (url: string) => new URL(url).pathname.split('/').at(-1)!;

async function startCheckout(client: TestClient) {
  const res = await client.post('/api/billing/checkout', {});
  expect(res.status).toBe(200);
  return (await res.json()) as { url: string; kind: 'checkout' | 'portal' };
}

const card = { number: '4242 4242 4242 4242', expiry: '12 / 39', cvc: '123', name: 'Test Member' };
const pay = (client: TestClient, checkoutUrl: string, fields: Record<string, string> = card) =>
  client.request(new URL(checkoutUrl).pathname, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });

describe('billing with the local provider', () => {
  it('asks visitors to sign in, in the spec’s words', async () => {
    const visitor = testClient(t);
    expect((await visitor.get('/api/billing/subscription')).status).toBe(401);
    const checkout = await visitor.post('/api/billing/checkout', {});
    expect(checkout.status).toBe(401);
    expect(await checkout.json()).toEqual({
      error: { code: 'unauthorized', message: 'Please sign in to subscribe' },
    });
    expect((await visitor.post('/api/billing/portal', {})).status).toBe(401);
    expect((await visitor.post('/api/billing/confirm', { checkoutId: 'x' })).status).toBe(401);
  });

  it('makes one customer however many checkouts start at once', async () => {
    const member = await newMember(t, 'double-click');
    expect(await summaryOf(member)).toMatchObject({ subscribed: false, status: null });
    const started = await Promise.all(Array.from({ length: 5 }, () => startCheckout(member)));
    const ids = started.map((s) => checkoutIdOf(s.url));
    const rows = await t.db.select().from(localCheckouts);
    const customers = new Set(rows.filter((r) => ids.includes(r.id)).map((r) => r.customerId));
    expect(customers.size).toBe(1);
    const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, member.email));
    const [row] = await t.db.select().from(subscribers).where(eq(subscribers.userId, user!.id));
    expect(row).toMatchObject({ customerId: [...customers][0], status: 'incomplete' });
  });

  it('checkout → test card → Premium: the success page confirms, premium plays, a second checkout opens the portal', async () => {
    const member = await newMember(t, 'subscribe');
    expect(await playStatus(member, premium)).toBe(403);
    const { url, kind } = await startCheckout(member);
    expect(kind).toBe('checkout');
    const page = await member.get(new URL(url).pathname);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('4242 4242 4242 4242');

    const declined = await pay(member, url, { ...card, number: '4000 0000 0000 0002' });
    expect(declined.status).toBe(402);
    expect(await declined.text()).toContain('Your card was declined');
    expect((await pay(member, url, { ...card, expiry: '01 / 20' })).status).toBe(422);
    expect((await summaryOf(member)).subscribed).toBe(false);

    const paid = await pay(member, url);
    expect(paid.status).toBe(303);
    const success = new URL(paid.headers.get('location')!, 'http://app.test');
    expect(success.pathname).toBe('/subscription-success');
    expect(success.searchParams.get('session_id')).toBe(checkoutIdOf(url));
    // A double submit changes nothing: still one subscription for this checkout's customer.
    expect((await pay(member, url)).status).toBe(303);
    const [checkout] = await t.db
      .select()
      .from(localCheckouts)
      .where(eq(localCheckouts.id, checkoutIdOf(url)));
    const made = await t.db
      .select()
      .from(localSubscriptions)
      .where(eq(localSubscriptions.customerId, checkout!.customerId));
    expect(made.map((s) => s.id)).toEqual([checkout!.subscriptionId]);

    const confirm = await member.post('/api/billing/confirm', {
      checkoutId: success.searchParams.get('session_id'),
    });
    expect(confirm.status).toBe(200);
    const confirmed = (await confirm.json()) as { confirmed: boolean; subscription: { subscribed: boolean } };
    expect(confirmed).toMatchObject({ confirmed: true, subscription: { subscribed: true } });
    const summary = await summaryOf(member);
    expect(summary).toMatchObject({
      subscribed: true,
      status: 'active',
      cancelAtPeriodEnd: false,
      paymentFailed: false,
    });
    const days = (Date.parse(summary.currentPeriodEnd!) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(27);
    expect(days).toBeLessThan(32);
    expect(await playStatus(member, premium)).toBe(200);

    const again = await startCheckout(member);
    expect(again.kind).toBe('portal');
    expect(new URL(again.url).pathname).toBe('/billing/local/portal');
  });

  it('cancel at period end keeps Premium until the end; resume undoes it; after the end it is gone', async () => {
    const member = await newMember(t, 'cancel');
    const { url } = await startCheckout(member);
    await pay(member, url);
    const portal = (await (await member.post('/api/billing/portal', {})).json()) as { url: string };
    const portalPath = new URL(portal.url).pathname + new URL(portal.url).search;
    expect(await (await member.get(portalPath)).text()).toContain('Cancel subscription');

    const form = (action: string) =>
      member.request(portalPath, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: `action=${action}`,
      });
    expect(await (await form('cancel')).text()).toContain('stays active until');
    expect(await summaryOf(member)).toMatchObject({ subscribed: true, cancelAtPeriodEnd: true });
    expect(await playStatus(member, premium)).toBe(200);

    await form('resume');
    expect(await summaryOf(member)).toMatchObject({ subscribed: true, cancelAtPeriodEnd: false });

    await form('cancel');
    const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, member.email));
    await t.db
      .update(subscribers)
      .set({ currentPeriodEnd: new Date(Date.now() - 1000) })
      .where(eq(subscribers.userId, user!.id));
    expect(await summaryOf(member)).toMatchObject({
      subscribed: false,
      status: 'active',
      cancelAtPeriodEnd: true,
    });
    expect(await playStatus(member, premium)).toBe(403);
  });

  it('keeps other people out of a checkout, and refuses foreign-origin form posts', async () => {
    const owner = await newMember(t, 'owner');
    const other = await newMember(t, 'other');
    const { url } = await startCheckout(owner);
    expect((await other.get(new URL(url).pathname)).status).toBe(404);
    expect((await other.post('/api/billing/confirm', { checkoutId: checkoutIdOf(url) })).status).toBe(404);
    const forged = await owner.request(new URL(url).pathname, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
      body: new URLSearchParams(card).toString(),
    });
    expect(forged.status).toBe(403);
    expect((await summaryOf(owner)).subscribed).toBe(false);
    // Signed out, the checkout page sends the visitor to sign in and back.
    const visitor = await testClient(t).get(new URL(url).pathname);
    expect(visitor.status).toBe(303);
    expect(visitor.headers.get('location')).toBe(
      `/auth?redirect=${encodeURIComponent(new URL(url).pathname)}`,
    );
  });

  it('answers 422 for a malformed confirm body', async () => {
    const member = await newMember(t, 'confirm-body');
    expect((await member.post('/api/billing/confirm', { checkoutId: '' })).status).toBe(422);
    expect((await member.post('/api/billing/confirm', { checkoutId: 'x', role: 'admin' })).status).toBe(422);
  });
});
