import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/**
 * What a real deployment configures for `NODE_ENV=production` (Stripe, an SMTP relay, a secret),
 * pointed at doubles on loopback, so that scripts which measure the production build (the landing
 * audit) start the server exactly as production does, and keep starting it when production asks
 * for one more setting: add that setting here, with its double.
 *
 * - SMTP: a real SMTP server (smtp-server) that accepts every message and keeps none.
 * - Stripe: an HTTP server answering every call with Stripe's error shape; nothing the audited
 *   pages do reaches it, and a call that did would fail loudly instead of charging anyone.
 */
export type ProductionDoubles = { env: Record<string, string>; stop(): Promise<void> };

function listen(server: { listen(port: number, host: string, done: () => void): unknown }) {
  return new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
}

export async function startProductionDoubles(appUrl: string): Promise<ProductionDoubles> {
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, done) {
      stream.resume();
      stream.on('end', () => done());
    },
  });
  await listen(smtp);
  const stripe = http.createServer((_req, res) => {
    res.writeHead(503, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({ error: { type: 'api_error', message: 'Stripe double: not used by this script' } }),
    );
  });
  await listen(stripe);
  const smtpPort = (smtp.server.address() as AddressInfo).port;
  const stripePort = (stripe.address() as AddressInfo).port;
  return {
    env: {
      NODE_ENV: 'production',
      APP_URL: appUrl,
      BETTER_AUTH_SECRET: randomBytes(32).toString('hex'),
      SEED_DEMO_USERS: 'false',
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      PAYMENTS_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_loopback_double',
      STRIPE_WEBHOOK_SECRET: 'whsec_loopback_double',
      STRIPE_PRICE_ID: 'price_loopback_double',
      STRIPE_API_BASE: `http://127.0.0.1:${stripePort}`,
    },
    stop: async () => {
      stripe.closeAllConnections();
      await Promise.all([
        new Promise<void>((resolve) => stripe.close(() => resolve())),
        new Promise<void>((resolve) => smtp.close(() => resolve())),
      ]);
    },
  };
}
