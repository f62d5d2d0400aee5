import type { Database } from '#server/db/client.ts';
import type { Env } from '#server/env.ts';
import { createLocalProvider, type LocalPayments } from './local-provider.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { createStripeClient, createStripeProvider } from './stripe-provider.ts';

/** The configured provider; `local` is set only for the built-in one, whose pages need more of it. */
export type Payments = {
  provider: PaymentProvider;
  local: LocalPayments | null;
  stripe: { client: ReturnType<typeof createStripeClient>; webhookSecret: string } | null;
};

export function createPayments(env: Pick<Env, 'payments' | 'appUrl'>, db: Database): Payments {
  const config = env.payments;
  if (config.provider === 'stripe') {
    const client = createStripeClient(config);
    return {
      provider: createStripeProvider(config, client),
      local: null,
      stripe: { client, webhookSecret: config.webhookSecret },
    };
  }
  const local = createLocalProvider(db, env.appUrl);
  return { provider: local.provider, local, stripe: null };
}
