import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { defined } from '#shared/testing/defined.ts';
import { portOf } from './free-port.ts';

/** Settings that select the Stripe provider; the tests add STRIPE_API_BASE pointing at the double. */
export const STRIPE_TEST_ENV = {
  PAYMENTS_PROVIDER: 'stripe',
  STRIPE_SECRET_KEY: 'sk_test_founder_flow',
  STRIPE_WEBHOOK_SECRET: 'whsec_founder_flow_test',
  STRIPE_PRICE_ID: 'price_premium_monthly',
} as const;

export type DoubleSubscription = {
  id: string;
  customer: string;
  status: string;
  cancel_at_period_end: boolean;
  current_period_end: number;
};

export type DoubleCheckout = {
  id: string;
  object: 'checkout.session';
  customer: string;
  status: 'open' | 'complete' | 'expired';
  subscription: string | null;
  url: string | null;
  expires_at: number;
};

/** What each new subscription's first invoice was paid with, and what was refunded of it. */
export type DoublePayment = { id: string; invoice: string; payment_intent: string; amount: number };
export type DoubleRefund = { id: string; payment_intent: string; amount: number; reason: string | null };

const DAY_SECONDS = 86_400;
const nowSeconds = () => Math.floor(Date.now() / 1000);

/**
 * A loopback stand-in for the part of the Stripe API that billing calls (the network edge; the real
 * `stripe` SDK talks to it): customers, checkout sessions (open for 24 hours, expirable), portal
 * sessions, subscriptions (cancellable), invoice payments and refunds. Every POST honours
 * Idempotency-Key as Stripe does: the same key with the same parameters answers with the first answer
 * (marked Idempotent-Replayed), with other parameters it is refused with 400. Tests set
 * subscriptions as Stripe would hold them and read what was asked of it.
 */
export async function startStripeDouble() {
  const customers = new Map<string, { id: string; email: string }>();
  const replies = new Map<string, { request: string; status: number; body: unknown }>();
  const checkouts = new Map<string, DoubleCheckout>();
  const subscriptions = new Map<string, DoubleSubscription>();
  const latestInvoices = new Map<string, string>();
  const payments = new Map<string, DoublePayment>();
  const refunds: DoubleRefund[] = [];
  const calls: string[] = [];
  let customerCreations = 0;

  function newCheckout(customer: string): DoubleCheckout {
    const id = `cs_test_${randomUUID().slice(0, 12)}`;
    const session: DoubleCheckout = {
      id,
      object: 'checkout.session',
      customer,
      status: 'open',
      subscription: null,
      url: `https://checkout.stripe.test/${id}`,
      expires_at: nowSeconds() + DAY_SECONDS,
    };
    checkouts.set(id, session);
    return session;
  }

  /** Stripe's answer for a request; POSTs with a key go through `replies`. */
  function answer(method: string, url: URL, form: URLSearchParams): { status: number; body: unknown } {
    const ok = (body: unknown) => ({ status: 200, body });
    const invalid = (message: string, code?: string) => ({
      status: 400,
      body: { error: { type: 'invalid_request_error', message, ...(code ? { code } : {}) } },
    });
    const missing = () => ({
      status: 404,
      body: { error: { type: 'invalid_request_error', message: 'No such object', code: 'resource_missing' } },
    });
    const path = url.pathname;

    if (method === 'POST' && path === '/v1/customers') {
      customerCreations++;
      const customer = {
        id: `cus_${randomUUID().slice(0, 12)}`,
        object: 'customer',
        email: form.get('email') ?? '',
      };
      customers.set(customer.id, customer);
      return ok(customer);
    }
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      return ok(newCheckout(defined(form.get('customer'), 'the checkout customer')));
    }
    const checkout = /^\/v1\/checkout\/sessions\/([^/]+)(\/expire)?$/.exec(path);
    if (checkout) {
      const session = checkouts.get(defined(checkout[1], 'the checkout id'));
      if (!session) return missing();
      if (method === 'GET' && !checkout[2]) return ok(session);
      if (method === 'POST' && checkout[2]) {
        if (session.status !== 'open') {
          return invalid(
            `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${session.status}".`,
          );
        }
        const expired = { ...session, status: 'expired' as const, url: null };
        checkouts.set(session.id, expired);
        return ok(expired);
      }
    }
    if (method === 'POST' && path === '/v1/billing_portal/sessions') {
      return ok({
        id: `bps_${randomUUID().slice(0, 8)}`,
        object: 'billing_portal.session',
        url: `https://billing.stripe.test/p/${form.get('customer')}`,
      });
    }
    const subscription = /^\/v1\/subscriptions\/([^/]+)$/.exec(path);
    if (subscription) {
      const sub = subscriptions.get(defined(subscription[1], 'the subscription id'));
      if (!sub) return missing();
      if (method === 'GET') return ok(asStripeSubscription(sub, latestInvoices.get(sub.id)));
      if (method === 'DELETE') {
        if (sub.status === 'canceled') return invalid('This subscription has already been canceled.');
        const canceled = { ...sub, status: 'canceled', cancel_at_period_end: false };
        subscriptions.set(sub.id, canceled);
        return ok(asStripeSubscription(canceled, latestInvoices.get(sub.id)));
      }
    }
    if (method === 'GET' && path === '/v1/subscriptions') {
      const mine = [...subscriptions.values()].filter((s) => s.customer === url.searchParams.get('customer'));
      return ok({
        object: 'list',
        data: mine
          .reverse()
          .slice(0, 1)
          .map((s) => asStripeSubscription(s, latestInvoices.get(s.id))),
        has_more: false,
      });
    }
    if (method === 'GET' && path === '/v1/invoice_payments') {
      const invoice = url.searchParams.get('invoice');
      const paid = [...payments.values()].filter((p) => p.invoice === invoice);
      return ok({
        object: 'list',
        data: paid.map((p) => ({
          id: p.id,
          object: 'invoice_payment',
          invoice: p.invoice,
          status: 'paid',
          amount_paid: p.amount,
          payment: { type: 'payment_intent', payment_intent: p.payment_intent },
        })),
        has_more: false,
      });
    }
    if (method === 'POST' && path === '/v1/refunds') {
      const intent = form.get('payment_intent');
      const paid = [...payments.values()].find((p) => p.payment_intent === intent);
      if (!paid) return missing();
      if (refunds.some((r) => r.payment_intent === intent)) {
        return invalid(`Charge for ${intent} has already been refunded.`, 'charge_already_refunded');
      }
      const refund = {
        id: `re_${randomUUID().slice(0, 12)}`,
        payment_intent: paid.payment_intent,
        amount: paid.amount,
        reason: form.get('reason'),
      };
      refunds.push(refund);
      return ok({ ...refund, object: 'refund', status: 'succeeded' });
    }
    return {
      status: 404,
      body: { error: { type: 'invalid_request_error', message: `unhandled ${method} ${path}` } },
    };
  }

  /** Calls held until the test lets them go, and calls answered by dropping the connection. */
  const holds: { call: string; reached: () => void; released: Promise<void> }[] = [];
  const drops = new Map<string, number>();

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => void respond(req, res, raw));
  });

  async function respond(req: http.IncomingMessage, res: http.ServerResponse, raw: string) {
    const method = req.method ?? 'GET';
    const url = new URL(req.url ?? '/', 'http://stripe.test');
    const call = `${method} ${url.pathname}`;
    calls.push(call);
    const held = holds.findIndex((h) => h.call === call);
    if (held >= 0) {
      const hold = defined(holds.splice(held, 1)[0], `the hold on ${call}`);
      hold.reached();
      await hold.released;
    }
    const dropping = drops.get(call) ?? 0;
    if (dropping > 0) drops.set(call, dropping - 1);
    const send = ({ status, body }: { status: number; body: unknown }, replayed = false) => {
      // Done, but the answer is lost on the way: what a timeout or a dropped connection looks like.
      if (dropping > 0) return void req.socket.destroy();
      res.writeHead(status, {
        'content-type': 'application/json',
        'request-id': `req_${randomUUID()}`,
        ...(replayed ? { 'idempotent-replayed': 'true' } : {}),
      });
      res.end(JSON.stringify(body));
    };
    const key = req.headers['idempotency-key'];
    if (method !== 'POST' || typeof key !== 'string')
      return send(answer(method, url, new URLSearchParams(raw)));
    const request = `${method} ${url.pathname} ${raw}`;
    const first = replies.get(key);
    if (first && first.request !== request) {
      return send({
        status: 400,
        body: {
          error: {
            type: 'idempotency_error',
            message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
          },
        },
      });
    }
    if (first) return send(first, true);
    const reply = answer(method, url, new URLSearchParams(raw));
    replies.set(key, { request, ...reply });
    return send(reply);
  }
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = portOf(server);

  return {
    apiBase: `http://127.0.0.1:${port}`,
    calls,
    customerCreations: () => customerCreations,
    /** How many times `call` (e.g. 'POST /v1/checkout/sessions') was asked for. */
    callCount: (call: string) => calls.filter((c) => c === call).length,
    /**
     * Holds the next `call` until `release()`; `reached` settles once it has arrived, so a test can
     * act while a request of the app is waiting on Stripe.
     */
    hold(call: string) {
      let reached!: () => void;
      let release!: () => void;
      const arrived = new Promise<void>((resolve) => (reached = resolve));
      const released = new Promise<void>((resolve) => (release = resolve));
      holds.push({ call, reached, released });
      return { reached: arrived, release };
    },
    /** The next `times` answers to `call` are lost after Stripe has acted on the request. */
    drop(call: string, times: number) {
      drops.set(call, times);
    },
    customers,
    checkouts,
    refunds,
    /** The customer's sessions that can still be paid. */
    openCheckouts: (customer: string) =>
      [...checkouts.values()].filter((c) => c.customer === customer && c.status === 'open'),
    /** A session made outside the app's checkout route (as before one-open-checkout-per-user). */
    openCheckout: (customer: string) => newCheckout(customer),
    /** Moves a session's expiry, as if it had been open for most of its 24 hours. */
    setCheckoutExpiry(checkoutId: string, expiresAt: number) {
      checkouts.set(checkoutId, {
        ...defined(checkouts.get(checkoutId), `checkout ${checkoutId}`),
        expires_at: expiresAt,
      });
    },
    /**
     * Stripe's side of a paid checkout: the session completes with a new subscription whose first
     * invoice is paid. Only an open session can be paid, as on Stripe's page.
     */
    completeCheckout(
      checkoutId: string,
      sub: Omit<DoubleSubscription, 'id' | 'customer'>,
    ): DoubleSubscription {
      const session = checkouts.get(checkoutId);
      if (!session) throw new Error(`no checkout session ${checkoutId}`);
      if (session.status !== 'open' || session.expires_at <= nowSeconds()) {
        throw new Error(`checkout session ${checkoutId} is ${session.status} and cannot be paid`);
      }
      const created = { id: `sub_${randomUUID().slice(0, 12)}`, customer: session.customer, ...sub };
      subscriptions.set(created.id, created);
      const invoice = `in_${randomUUID().slice(0, 12)}`;
      latestInvoices.set(created.id, invoice);
      const payment = {
        id: `inpay_${randomUUID().slice(0, 12)}`,
        invoice,
        payment_intent: `pi_${randomUUID().slice(0, 12)}`,
        amount: 1499,
      };
      payments.set(payment.id, payment);
      checkouts.set(checkoutId, { ...session, status: 'complete', subscription: created.id, url: null });
      return created;
    },
    subscription: (id: string) => subscriptions.get(id),
    /** The refunds of a subscription's first invoice. */
    refundsOf: (subscriptionId: string) => {
      const invoice = latestInvoices.get(subscriptionId);
      const intents = new Set(
        [...payments.values()].filter((p) => p.invoice === invoice).map((p) => p.payment_intent),
      );
      return refunds.filter((r) => intents.has(r.payment_intent));
    },
    setSubscription(sub: DoubleSubscription) {
      subscriptions.set(sub.id, sub);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type StripeDouble = Awaited<ReturnType<typeof startStripeDouble>>;

/** As API version 2025-03-31 and later answer: the period on the item. */
function asStripeSubscription(sub: DoubleSubscription, latestInvoice: string | undefined) {
  return {
    id: sub.id,
    object: 'subscription',
    customer: sub.customer,
    status: sub.status,
    cancel_at_period_end: sub.cancel_at_period_end,
    latest_invoice: latestInvoice ?? null,
    items: {
      object: 'list',
      data: [{ id: `si_${sub.id}`, object: 'subscription_item', current_period_end: sub.current_period_end }],
    },
  };
}
