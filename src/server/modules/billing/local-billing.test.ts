import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localCheckouts, localSubscriptions, subscribers, users } from '#server/db/schema/index.ts';
import { readJson } from '#server/testing/api-answers.ts';
import { testClient, type TestClient } from '#server/testing/auth-client.ts';
import { createTestApp } from '#server/testing/test-app.ts';
import { LOCAL_CHECKOUT_LIFETIME_MS } from '#server/integrations/payments/local-provider.ts';
import { CHECKOUT_REUSE_MARGIN_MS } from './billing.service.ts';
import { newMember, playStatus, premiumSessionId, summaryOf } from '#server/testing/billing-members.ts';
import { defined } from '#shared/testing/defined.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let premium: string;

beforeAll(async () => {
  t = await createTestApp();
  premium = await premiumSessionId(t);
});
afterAll(() => t.close());

const checkoutIdOf = (url: string) =>
  defined(new URL(url).pathname.split('/').at(-1), `the checkout id in ${url}`);

async function startCheckout(client: TestClient) {
  return readJson(await client.api.billing.checkout.$post());
}

async function subscriberOf(client: { email: string }) {
  const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, client.email));
  const { id: userId } = defined(user, `the user ${client.email}`);
  const [row] = await t.db.select().from(subscribers).where(eq(subscribers.userId, userId));
  return { userId, row: defined(row, `the subscriber row of ${client.email}`) };
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
    expect((await visitor.api.billing.subscription.$get()).status).toBe(401);
    const checkout = await visitor.api.billing.checkout.$post();
    expect(checkout.status).toBe(401);
    expect(await checkout.json()).toEqual({
      error: { code: 'unauthorized', message: 'Please sign in to subscribe' },
    });
    expect((await visitor.api.billing.portal.$post()).status).toBe(401);
    expect((await visitor.api.billing.confirm.$post({ json: { checkoutId: 'x' } })).status).toBe(401);
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
    const [row] = await t.db
      .select()
      .from(subscribers)
      .where(eq(subscribers.userId, defined(user, 'the member').id));
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
    const success = new URL(
      defined(paid.headers.get('location'), 'the redirect after paying'),
      'http://app.test',
    );
    expect(success.pathname).toBe('/subscription-success');
    expect(success.searchParams.get('session_id')).toBe(checkoutIdOf(url));
    // A double submit changes nothing: still one subscription for this checkout's customer.
    expect((await pay(member, url)).status).toBe(303);
    const [checkoutRow] = await t.db
      .select()
      .from(localCheckouts)
      .where(eq(localCheckouts.id, checkoutIdOf(url)));
    const checkout = defined(checkoutRow, 'the paid checkout');
    const made = await t.db
      .select()
      .from(localSubscriptions)
      .where(eq(localSubscriptions.customerId, checkout.customerId));
    expect(made.map((s) => s.id)).toEqual([checkout.subscriptionId]);

    const confirm = await member.api.billing.confirm.$post({
      json: { checkoutId: defined(success.searchParams.get('session_id'), 'the session_id') },
    });
    const confirmed = await readJson(confirm);
    expect(confirmed).toMatchObject({ confirmed: true, subscription: { subscribed: true } });
    const summary = await summaryOf(member);
    expect(summary).toMatchObject({
      subscribed: true,
      status: 'active',
      cancelAtPeriodEnd: false,
      paymentFailed: false,
    });
    const days = (Date.parse(defined(summary.currentPeriodEnd, 'the period end')) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(27);
    expect(days).toBeLessThan(32);
    expect(await playStatus(member, premium)).toBe(200);

    const again = await startCheckout(member);
    expect(again.kind).toBe('portal');
    expect(new URL(again.url).pathname).toBe('/billing/local/portal');
  });

  it('hands ten checkouts started at once the same one open checkout', async () => {
    const member = await newMember(t, 'ten-tabs');
    const started = await Promise.all(Array.from({ length: 10 }, () => startCheckout(member)));
    expect(new Set(started.map((s) => s.url)).size).toBe(1);
    expect(started.every((s) => s.kind === 'checkout')).toBe(true);
    const { userId, row } = await subscriberOf(member);
    const rows = await t.db.select().from(localCheckouts).where(eq(localCheckouts.userId, userId));
    expect(rows.map((r) => [r.id, r.status])).toEqual([
      [checkoutIdOf(defined(started[0], 'the first checkout').url), 'open'],
    ]);
    expect(row).toMatchObject({ checkoutId: defined(rows[0], 'the open checkout').id, checkoutAttempts: 1 });
  });

  it('replaces a checkout about to expire: the old one expires and can no longer be paid', async () => {
    const member = await newMember(t, 'expiring');
    const first = await startCheckout(member);
    // Open for most of its 24 hours: less than the reuse margin left.
    const nearlyOver = new Date(Date.now() - LOCAL_CHECKOUT_LIFETIME_MS + CHECKOUT_REUSE_MARGIN_MS / 2);
    await t.db
      .update(localCheckouts)
      .set({ createdAt: nearlyOver })
      .where(eq(localCheckouts.id, checkoutIdOf(first.url)));
    const second = await startCheckout(member);
    expect(second.url).not.toBe(first.url);
    const [oldRow] = await t.db
      .select()
      .from(localCheckouts)
      .where(eq(localCheckouts.id, checkoutIdOf(first.url)));
    const old = defined(oldRow, 'the first checkout');
    expect(old.status).toBe('expired');

    const page = await member.get(new URL(first.url).pathname);
    expect(page.status).toBe(410);
    expect(await page.text()).toContain('This checkout has expired');
    expect((await pay(member, first.url)).status).toBe(410);
    expect((await summaryOf(member)).subscribed).toBe(false);
    expect(
      await t.db.select().from(localSubscriptions).where(eq(localSubscriptions.customerId, old.customerId)),
    ).toHaveLength(0);

    expect((await pay(member, second.url)).status).toBe(303);
    expect((await summaryOf(member)).subscribed).toBe(true);
  });

  it('cancels and refunds a second paid checkout, keeping the first subscription, which the portal manages', async () => {
    const member = await newMember(t, 'paid-twice');
    const first = await startCheckout(member);
    const { row: before } = await subscriberOf(member);
    // A second checkout from before one-open-checkout-per-user, still payable.
    const local = defined(t.deps.payments.local, 'the local payment provider');
    const customerId = defined(before.customerId, 'the customer');
    const second = await local.provider.createCheckout({
      customerId,
      userId: before.userId,
      successUrl: `${t.deps.env.appUrl}/subscription-success?session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${t.deps.env.appUrl}/subscription`,
      idempotencyKey: 'legacy',
    });
    expect((await pay(member, first.url)).status).toBe(303);
    const { row: paid } = await subscriberOf(member);
    expect((await pay(member, second.url)).status).toBe(303);

    const subs = await t.db
      .select()
      .from(localSubscriptions)
      .where(eq(localSubscriptions.customerId, customerId));
    expect(subs).toHaveLength(2);
    const duplicate = subs.find((s) => s.id !== paid.subscriptionId);
    expect(duplicate).toMatchObject({ status: 'canceled', refundedAt: expect.any(Date) });
    const { row: after } = await subscriberOf(member);
    expect(after).toMatchObject({ subscriptionId: paid.subscriptionId, status: 'active' });
    expect(await summaryOf(member)).toMatchObject({ subscribed: true, status: 'active' });

    // The success page of the second checkout tells the same story.
    const confirm = await member.api.billing.confirm.$post({ json: { checkoutId: second.id } });
    expect(await confirm.json()).toMatchObject({ subscription: { subscribed: true, status: 'active' } });
    expect((await subscriberOf(member)).row.subscriptionId).toBe(paid.subscriptionId);

    // The portal shows and cancels the subscription that is kept, not the newer refunded one.
    const portal = await member.get('/billing/local/portal');
    expect(await portal.text()).toContain('Cancel subscription');
    await member.request('/billing/local/portal', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'action=cancel',
    });
    const [kept] = await t.db
      .select()
      .from(localSubscriptions)
      .where(eq(localSubscriptions.id, defined(paid.subscriptionId, 'the kept subscription')));
    expect(defined(kept, 'the kept subscription').cancelAtPeriodEnd).toBe(true);
    expect(await summaryOf(member)).toMatchObject({ subscribed: true, cancelAtPeriodEnd: true });
  });

  it('cancel at period end keeps Premium until the end; resume undoes it; after the end it is gone', async () => {
    const member = await newMember(t, 'cancel');
    const { url } = await startCheckout(member);
    await pay(member, url);
    const portal = await readJson(await member.api.billing.portal.$post());
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
      .where(eq(subscribers.userId, defined(user, 'the member').id));
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
    expect((await other.api.billing.confirm.$post({ json: { checkoutId: checkoutIdOf(url) } })).status).toBe(
      404,
    );
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
    expect((await member.api.billing.confirm.$post({ json: { checkoutId: '' } })).status).toBe(422);
    // Held in a variable so the field the schema refuses reaches the server unchecked by the compiler.
    const withRole = { checkoutId: 'x', role: 'admin' };
    expect((await member.api.billing.confirm.$post({ json: withRole })).status).toBe(422);
  });
});
