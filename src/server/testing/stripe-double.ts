import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

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

/**
 * A loopback stand-in for the part of the Stripe API that billing calls (the network edge; the real
 * `stripe` SDK talks to it): customers (honouring Idempotency-Key, as Stripe does), checkout sessions,
 * portal sessions and subscriptions. Tests set subscriptions as Stripe would hold them and read what
 * was asked of it.
 */
export async function startStripeDouble() {
  const customers = new Map<string, { id: string; email: string }>();
  const idempotent = new Map<string, string>();
  const checkouts = new Map<
    string,
    { id: string; customer: string; status: string; subscription: string | null; url: string }
  >();
  const subscriptions = new Map<string, DoubleSubscription>();
  const calls: string[] = [];
  let customerCreations = 0;

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stripe.test');
      const form = new URLSearchParams(raw);
      calls.push(`${req.method} ${url.pathname}`);
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${randomUUID()}` });
        res.end(JSON.stringify(body));
      };
      const missing = () =>
        send(404, {
          error: { type: 'invalid_request_error', message: 'No such object', code: 'resource_missing' },
        });
      const path = url.pathname;

      if (req.method === 'POST' && path === '/v1/customers') {
        const key = req.headers['idempotency-key'];
        const known = typeof key === 'string' ? idempotent.get(key) : undefined;
        if (known) return send(200, customers.get(known));
        customerCreations++;
        const customer = {
          id: `cus_${randomUUID().slice(0, 12)}`,
          object: 'customer',
          email: form.get('email') ?? '',
        };
        customers.set(customer.id, customer);
        if (typeof key === 'string') idempotent.set(key, customer.id);
        return send(200, customer);
      }
      if (req.method === 'POST' && path === '/v1/checkout/sessions') {
        const id = `cs_test_${randomUUID().slice(0, 12)}`;
        const session = {
          id,
          object: 'checkout.session',
          customer: form.get('customer')!,
          status: 'open',
          subscription: null,
          url: `https://checkout.stripe.test/${id}`,
        };
        checkouts.set(id, session);
        return send(200, session);
      }
      const checkout = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path);
      if (req.method === 'GET' && checkout) {
        const session = checkouts.get(checkout[1]!);
        return session ? send(200, session) : missing();
      }
      if (req.method === 'POST' && path === '/v1/billing_portal/sessions') {
        return send(200, {
          id: `bps_${randomUUID().slice(0, 8)}`,
          object: 'billing_portal.session',
          url: `https://billing.stripe.test/p/${form.get('customer')}`,
        });
      }
      const subscription = /^\/v1\/subscriptions\/([^/]+)$/.exec(path);
      if (req.method === 'GET' && subscription) {
        const sub = subscriptions.get(subscription[1]!);
        return sub ? send(200, asStripeSubscription(sub)) : missing();
      }
      if (req.method === 'GET' && path === '/v1/subscriptions') {
        const mine = [...subscriptions.values()].filter(
          (s) => s.customer === url.searchParams.get('customer'),
        );
        return send(200, {
          object: 'list',
          data: mine.reverse().slice(0, 1).map(asStripeSubscription),
          has_more: false,
        });
      }
      return send(404, {
        error: { type: 'invalid_request_error', message: `unhandled ${req.method} ${path}` },
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    apiBase: `http://127.0.0.1:${port}`,
    calls,
    customerCreations: () => customerCreations,
    customers,
    checkouts,
    /** Stripe's side of a paid checkout: the session completes with a new subscription. */
    completeCheckout(
      checkoutId: string,
      sub: Omit<DoubleSubscription, 'id' | 'customer'>,
    ): DoubleSubscription {
      const session = checkouts.get(checkoutId)!;
      const created = { id: `sub_${randomUUID().slice(0, 12)}`, customer: session.customer, ...sub };
      subscriptions.set(created.id, created);
      checkouts.set(checkoutId, { ...session, status: 'complete', subscription: created.id });
      return created;
    },
    setSubscription(sub: DoubleSubscription) {
      subscriptions.set(sub.id, sub);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type StripeDouble = Awaited<ReturnType<typeof startStripeDouble>>;

/** As API version 2025-03-31 and later answer: the period on the item. */
function asStripeSubscription(sub: DoubleSubscription) {
  return {
    id: sub.id,
    object: 'subscription',
    customer: sub.customer,
    status: sub.status,
    cancel_at_period_end: sub.cancel_at_period_end,
    items: {
      object: 'list',
      data: [{ id: `si_${sub.id}`, object: 'subscription_item', current_period_end: sub.current_period_end }],
    },
  };
}
