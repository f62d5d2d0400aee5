import Stripe from 'stripe';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingEvents, subscribers, users } from '#server/db/schema/index.ts';
import {
  STRIPE_TEST_ENV,
  startStripeDouble,
  type DoubleSubscription,
  type StripeDouble,
} from '#server/testing/stripe-double.ts';
import { readJson, readParsed } from '#server/testing/api-answers.ts';
import { TEST_PASSWORD } from '#server/testing/auth-client.ts';
import { createTestApp } from '#server/testing/test-app.ts';
import { CHECKOUT_REUSE_MARGIN_MS } from './billing.service.ts';
import { newMember, playStatus, premiumSessionId, summaryOf } from '#server/testing/billing-members.ts';
import { webhookReceiptSchema } from '#shared/schemas/billing.ts';
import { defined } from '#shared/testing/defined.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let stripe: StripeDouble;
let premium: string;
// Only its webhook helpers are used: signing test events as Stripe does.
const signer = new Stripe(STRIPE_TEST_ENV.STRIPE_SECRET_KEY);

beforeAll(async () => {
  stripe = await startStripeDouble();
  t = await createTestApp({ env: { ...STRIPE_TEST_ENV, STRIPE_API_BASE: stripe.apiBase } });
  premium = await premiumSessionId(t);
});
afterAll(async () => {
  await t.close();
  await stripe.close();
});

const DAY = 86_400;
const nowSeconds = () => Math.floor(Date.now() / 1000);
let eventNumber = 0;

function event(type: string, object: Record<string, unknown>) {
  return {
    id: `evt_${Date.now()}_${++eventNumber}`,
    object: 'event',
    type,
    api_version: '2025-03-31.basil',
    created: nowSeconds(),
    data: { object },
  };
}

async function deliver(
  body: unknown,
  {
    secret = STRIPE_TEST_ENV.STRIPE_WEBHOOK_SECRET,
    timestamp = nowSeconds(),
  }: { secret?: string; timestamp?: number } = {},
): Promise<Response> {
  const payload = JSON.stringify(body);
  const signature = signer.webhooks.generateTestHeaderString({ payload, secret, timestamp });
  return t.app.request('/api/billing/webhooks/stripe', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    body: payload,
  });
}

// Webhooks carry a signed raw body, so they go outside the typed client; the route's schema reads the answer.
const outcome = async (res: Response) => (await readParsed(res, webhookReceiptSchema)).outcome;

const sessionIdOf = (url: string) => defined(url.split('/').at(-1), `the session id in ${url}`);

/** A member whose checkout Stripe has completed with a subscription in the given state. */
async function subscribedMember(label: string, state: Partial<DoubleSubscription> = {}) {
  const member = await newMember(t, label);
  const { url } = await readJson(await member.api.billing.checkout.$post());
  const checkoutId = sessionIdOf(url);
  const sub = stripe.completeCheckout(checkoutId, {
    status: 'active',
    cancel_at_period_end: false,
    current_period_end: nowSeconds() + 30 * DAY,
    ...state,
  });
  return { member, checkoutId, sub };
}

const checkoutCompleted = (checkoutId: string, sub: DoubleSubscription) =>
  event('checkout.session.completed', {
    id: checkoutId,
    object: 'checkout.session',
    customer: sub.customer,
    subscription: sub.id,
  });

const subscriptionEvent = (type: string, sub: DoubleSubscription) =>
  event(type, { id: sub.id, object: 'subscription', customer: sub.customer, status: 'stale-in-event' });

const CREATE_SESSION = 'POST /v1/checkout/sessions';
const ACTIVE = { status: 'active', cancel_at_period_end: false } as const;

async function subscriberRow(member: { email: string }) {
  const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, member.email));
  const { id } = defined(user, `the user ${member.email}`);
  const [row] = await t.db.select().from(subscribers).where(eq(subscribers.userId, id));
  return defined(row, `the subscriber row of ${member.email}`);
}

async function checkoutUrl(member: Awaited<ReturnType<typeof newMember>>, headers?: Record<string, string>) {
  return readJson(await member.api.billing.checkout.$post(undefined, { headers }));
}

describe('billing with Stripe (the real SDK against a loopback double)', () => {
  it('creates one Stripe customer for five checkouts at once, with Stripe Checkout in subscription mode', async () => {
    const member = await newMember(t, 'stripe-double-click');
    const before = stripe.customerCreations();
    const answers = await Promise.all(Array.from({ length: 5 }, () => member.api.billing.checkout.$post()));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect(stripe.customerCreations() - before).toBe(1);
    const urls = await Promise.all(answers.map(async (a) => (await readJson(a)).url));
    expect(urls.every((u) => u.startsWith('https://checkout.stripe.test/'))).toBe(true);
  });

  it('refuses a bad signature and a stale one with 400, and stores nothing', async () => {
    const { sub } = await subscribedMember('stripe-signature');
    const body = subscriptionEvent('customer.subscription.created', sub);
    expect((await deliver(body, { secret: 'whsec_someone_else' })).status).toBe(400);
    expect((await deliver(body, { timestamp: nowSeconds() - 3600 })).status).toBe(400);
    const unsigned = await t.app.request('/api/billing/webhooks/stripe', {
      method: 'POST',
      body: JSON.stringify(body),
    });
    expect(unsigned.status).toBe(400);
    expect(await t.db.select().from(billingEvents).where(eq(billingEvents.id, body.id))).toHaveLength(0);
  });

  it('applies each handled event, reading the subscription from Stripe, with entitlement after each', async () => {
    const { member, checkoutId, sub } = await subscribedMember('stripe-events');
    expect((await summaryOf(member)).subscribed).toBe(false);

    expect(await outcome(await deliver(checkoutCompleted(checkoutId, sub)))).toBe('applied');
    expect(await summaryOf(member)).toMatchObject({
      subscribed: true,
      status: 'active',
      paymentFailed: false,
    });
    expect(await playStatus(member, premium)).toBe(200);

    stripe.setSubscription({ ...sub, status: 'past_due' });
    expect(
      await outcome(
        await deliver(
          event('invoice.payment_failed', {
            id: 'in_1',
            object: 'invoice',
            customer: sub.customer,
            parent: { subscription_details: { subscription: sub.id } },
          }),
        ),
      ),
    ).toBe('applied');
    expect(await summaryOf(member)).toMatchObject({
      subscribed: true,
      status: 'past_due',
      paymentFailed: true,
    });

    stripe.setSubscription({ ...sub, status: 'active', current_period_end: nowSeconds() + 60 * DAY });
    expect(
      await outcome(
        await deliver(
          event('invoice.paid', {
            id: 'in_2',
            object: 'invoice',
            customer: sub.customer,
            subscription: sub.id,
          }),
        ),
      ),
    ).toBe('applied');
    expect(await summaryOf(member)).toMatchObject({
      subscribed: true,
      status: 'active',
      paymentFailed: false,
    });

    stripe.setSubscription({ ...sub, cancel_at_period_end: true });
    await deliver(subscriptionEvent('customer.subscription.updated', sub));
    expect(await summaryOf(member)).toMatchObject({ subscribed: true, cancelAtPeriodEnd: true });

    stripe.setSubscription({ ...sub, status: 'canceled', current_period_end: nowSeconds() - 60 });
    await deliver(subscriptionEvent('customer.subscription.deleted', sub));
    expect(await summaryOf(member)).toMatchObject({ subscribed: false, status: 'canceled' });
    expect(await playStatus(member, premium)).toBe(403);

    expect(
      await outcome(await deliver(event('customer.created', { id: sub.customer, object: 'customer' }))),
    ).toBe('ignored');
  });

  it('applies the same event once when it arrives five times at once', async () => {
    const { member, sub } = await subscribedMember('stripe-redelivery');
    const body = subscriptionEvent('customer.subscription.created', sub);
    const outcomes = await Promise.all(Array.from({ length: 5 }, () => deliver(body).then(outcome)));
    expect(outcomes.sort()).toEqual(['applied', 'duplicate', 'duplicate', 'duplicate', 'duplicate']);
    expect(await t.db.select().from(billingEvents).where(eq(billingEvents.id, body.id))).toHaveLength(1);
    expect((await summaryOf(member)).subscribed).toBe(true);
  });

  it('ends in Stripe’s current state whatever order the events arrive in', async () => {
    for (const final of ['active', 'canceled'] as const) {
      const { member, checkoutId, sub } = await subscribedMember(`stripe-order-${final}`);
      const events = [
        checkoutCompleted(checkoutId, sub),
        subscriptionEvent('customer.subscription.created', sub),
        event('invoice.paid', {
          id: 'in_x',
          object: 'invoice',
          customer: sub.customer,
          subscription: sub.id,
        }),
        subscriptionEvent('customer.subscription.updated', sub),
        subscriptionEvent('customer.subscription.deleted', sub),
      ];
      stripe.setSubscription(
        final === 'active'
          ? { ...sub, status: 'active', current_period_end: nowSeconds() + 30 * DAY }
          : { ...sub, status: 'canceled', current_period_end: nowSeconds() - 60 },
      );
      const shuffled = [...events].sort(() => Math.random() - 0.5);
      for (const body of shuffled) await deliver(body).then(outcome);
      expect(await summaryOf(member)).toMatchObject({ subscribed: final === 'active', status: final });
    }
  });

  it('hands ten checkouts started at once one open Stripe session, created once', async () => {
    const member = await newMember(t, 'stripe-ten-tabs');
    const before = stripe.callCount(CREATE_SESSION);
    const started = await Promise.all(Array.from({ length: 10 }, () => checkoutUrl(member)));
    expect(new Set(started.map((s) => s.url)).size).toBe(1);
    expect(stripe.callCount(CREATE_SESSION) - before).toBe(1);
    const row = await subscriberRow(member);
    const { url } = defined(started[0], 'the first checkout');
    expect(stripe.openCheckouts(defined(row.customerId, 'the customer')).map((c) => c.url)).toEqual([url]);
    expect(row).toMatchObject({ checkoutId: url.split('/').at(-1), checkoutAttempts: 1 });
  });

  it('expires a session about to run out at Stripe and replaces it; the expired one cannot be paid', async () => {
    const member = await newMember(t, 'stripe-expiring');
    const first = sessionIdOf((await checkoutUrl(member)).url);
    stripe.setCheckoutExpiry(first, nowSeconds() + CHECKOUT_REUSE_MARGIN_MS / 2000);
    const second = sessionIdOf((await checkoutUrl(member)).url);
    expect(second).not.toBe(first);
    expect(stripe.checkouts.get(first)).toMatchObject({ status: 'expired' });
    expect(() =>
      stripe.completeCheckout(first, { ...ACTIVE, current_period_end: nowSeconds() + 30 * DAY }),
    ).toThrow(/expired and cannot be paid/);
    const row = await subscriberRow(member);
    expect(stripe.openCheckouts(defined(row.customerId, 'the customer')).map((c) => c.id)).toEqual([second]);
    expect(row.checkoutAttempts).toBe(2);
  });

  it('creates a session under one key per attempt: after a lost answer, the retry gets the same session', async () => {
    const member = await newMember(t, 'stripe-lost-answer');
    // Stripe creates the session, but neither the SDK's request nor its own retry hears back.
    stripe.drop(CREATE_SESSION, 2);
    const lost = await member.api.billing.checkout.$post();
    expect(lost.status).toBe(502);
    const { url } = await checkoutUrl(member);
    const row = await subscriberRow(member);
    expect(stripe.openCheckouts(defined(row.customerId, 'the customer')).map((c) => c.url)).toEqual([url]);
    expect(row.checkoutAttempts).toBe(1);
  });

  it('opens the portal for a second checkout once the first session is paid, before any webhook', async () => {
    const member = await newMember(t, 'stripe-paid-no-webhook');
    const { url } = await checkoutUrl(member);
    stripe.completeCheckout(sessionIdOf(url), {
      ...ACTIVE,
      current_period_end: nowSeconds() + 30 * DAY,
    });
    const again = await checkoutUrl(member);
    expect(again.kind).toBe('portal');
    expect(await summaryOf(member)).toMatchObject({ subscribed: true, status: 'active' });
  });

  it('cancels and refunds a second subscription bought while the first is paying, by webhook or success page', async () => {
    const { member, checkoutId, sub: first } = await subscribedMember('stripe-paid-twice');
    expect(await outcome(await deliver(checkoutCompleted(checkoutId, first)))).toBe('applied');

    // Sessions from before one-open-checkout-per-user, paid as well.
    const secondSession = stripe.openCheckout(first.customer).id;
    const second = stripe.completeCheckout(secondSession, {
      ...ACTIVE,
      current_period_end: nowSeconds() + 30 * DAY,
    });
    expect(await outcome(await deliver(checkoutCompleted(secondSession, second)))).toBe('refunded_duplicate');
    expect(stripe.subscription(second.id)).toMatchObject({ status: 'canceled' });
    expect(stripe.refundsOf(second.id)).toMatchObject([{ amount: 1499, reason: 'duplicate' }]);
    expect(stripe.subscription(first.id)).toMatchObject({ status: 'active' });
    expect(stripe.refundsOf(first.id)).toEqual([]);
    expect(await subscriberRow(member)).toMatchObject({ subscriptionId: first.id, status: 'active' });
    // Its own later events change nothing.
    expect(await outcome(await deliver(subscriptionEvent('customer.subscription.deleted', second)))).toBe(
      'ignored',
    );
    expect(await summaryOf(member)).toMatchObject({ subscribed: true, status: 'active' });

    // A third, confirmed by its success page and delivered by webhook at the same moment: one refund.
    const thirdSession = stripe.openCheckout(first.customer).id;
    const third = stripe.completeCheckout(thirdSession, {
      ...ACTIVE,
      current_period_end: nowSeconds() + 30 * DAY,
    });
    const [confirm, webhook] = await Promise.all([
      member.api.billing.confirm.$post({ json: { checkoutId: thirdSession } }),
      deliver(checkoutCompleted(thirdSession, third)),
    ]);
    expect(await confirm.json()).toMatchObject({ subscription: { subscribed: true, status: 'active' } });
    expect(['refunded_duplicate', 'ignored']).toContain(await outcome(webhook));
    expect(stripe.subscription(third.id)).toMatchObject({ status: 'canceled' });
    expect(stripe.refundsOf(third.id)).toHaveLength(1);
    expect(await subscriberRow(member)).toMatchObject({ subscriptionId: first.id, status: 'active' });
  });

  it('deleting the account cancels the subscription at Stripe first; while Stripe cannot be reached, nothing is deleted', async () => {
    const { member, checkoutId, sub } = await subscribedMember('stripe-delete-account');
    expect(await outcome(await deliver(checkoutCompleted(checkoutId, sub)))).toBe('applied');
    const read = `GET /v1/subscriptions/${sub.id}`;
    stripe.drop(read, 20);
    const refused = await member.api.me.$delete({ json: { password: TEST_PASSWORD } });
    expect(refused.status).toBe(502);
    expect(stripe.subscription(sub.id)).toMatchObject({ status: 'active' });
    expect(await summaryOf(member)).toMatchObject({ subscribed: true });

    stripe.drop(read, 0);
    const deleted = await member.api.me.$delete({ json: { password: TEST_PASSWORD } });
    expect(deleted.status).toBe(200);
    expect(stripe.subscription(sub.id)).toMatchObject({ status: 'canceled' });
    expect(stripe.refundsOf(sub.id)).toEqual([]);
    expect(await t.db.select().from(users).where(eq(users.email, member.email))).toEqual([]);
  });

  it('lets a new subscription replace one that has ended', async () => {
    const { member, checkoutId, sub: first } = await subscribedMember('stripe-resubscribe');
    await deliver(checkoutCompleted(checkoutId, first));
    stripe.setSubscription({ ...first, status: 'canceled', current_period_end: nowSeconds() - 60 });
    await deliver(subscriptionEvent('customer.subscription.deleted', first));
    const { url, kind } = await checkoutUrl(member);
    expect(kind).toBe('checkout');
    const sessionId = sessionIdOf(url);
    const next = stripe.completeCheckout(sessionId, {
      ...ACTIVE,
      current_period_end: nowSeconds() + 30 * DAY,
    });
    expect(await outcome(await deliver(checkoutCompleted(sessionId, next)))).toBe('applied');
    expect(stripe.refundsOf(next.id)).toEqual([]);
    expect(await subscriberRow(member)).toMatchObject({ subscriptionId: next.id, status: 'active' });
  });

  it('Idempotency-Key: a second request with the key while the first waits on Stripe gets 409, a later one the first answer', async () => {
    const { member, checkoutId } = await subscribedMember('stripe-idempotency');
    await member.api.billing.confirm.$post({ json: { checkoutId } });
    const key = { 'idempotency-key': 'portal-click-1' };
    const held = stripe.hold('POST /v1/billing_portal/sessions');
    const first = member.api.billing.checkout.$post(undefined, { headers: key });
    await held.reached;
    const second = await member.api.billing.checkout.$post(undefined, { headers: key });
    expect(second.status).toBe(409);
    expect(await second.json()).toEqual({
      error: {
        code: 'idempotency_key_in_progress',
        message: 'A request with this Idempotency-Key is still being processed. Try again in a moment.',
      },
    });
    held.release();
    const answered = await first;
    expect(answered.status).toBe(200);
    const body = await answered.text();

    const portals = stripe.callCount('POST /v1/billing_portal/sessions');
    const replayed = await member.api.billing.checkout.$post(undefined, { headers: key });
    expect(replayed.status).toBe(200);
    expect(replayed.headers.get('idempotent-replayed')).toBe('true');
    expect(await replayed.text()).toBe(body);
    expect(stripe.callCount('POST /v1/billing_portal/sessions')).toBe(portals);
  });

  it('Idempotency-Key: a request that failed keeps nothing, so the same key runs again', async () => {
    const member = await newMember(t, 'stripe-idempotency-retry');
    const key = { 'idempotency-key': 'checkout-click-1' };
    stripe.drop(CREATE_SESSION, 2);
    expect((await member.api.billing.checkout.$post(undefined, { headers: key })).status).toBe(502);
    const retried = await member.api.billing.checkout.$post(undefined, { headers: key });
    expect(retried.status).toBe(200);
    expect(retried.headers.get('idempotent-replayed')).toBeNull();
    const calls = stripe.calls.length;
    const replayed = await member.api.billing.checkout.$post(undefined, { headers: key });
    expect(await replayed.json()).toEqual(await retried.json());
    expect(stripe.calls.length).toBe(calls);
  });

  it('confirms on the success page by asking Stripe, and keeps a paying user entitled while Stripe is unreachable', async () => {
    const { member, checkoutId } = await subscribedMember('stripe-confirm');
    const confirm = await member.api.billing.confirm.$post({ json: { checkoutId } });
    expect(await confirm.json()).toMatchObject({ confirmed: true, subscription: { subscribed: true } });
    const portal = await member.api.billing.checkout.$post();
    expect((await readJson(portal)).kind).toBe('portal');

    await withStripeDown(async () => {
      expect((await summaryOf(member)).subscribed).toBe(true);
      expect(await playStatus(member, premium)).toBe(200);
      const failed = await member.api.billing.portal.$post();
      expect(failed.status).toBe(502);
      expect(await failed.json()).toEqual({
        error: { code: 'portal_unavailable', message: 'Unable to open customer portal. Please try again.' },
      });
    });
  });
});

/** Points the app at a closed port for the duration of `work`: Stripe down, as far as the app can tell. */
async function withStripeDown(work: () => Promise<void>) {
  const down = await createTestApp({ env: { ...STRIPE_TEST_ENV, STRIPE_API_BASE: 'http://127.0.0.1:9' } });
  const original = t.deps.payments;
  t.deps.payments = down.deps.payments;
  try {
    await work();
  } finally {
    t.deps.payments = original;
    await down.close();
  }
}
