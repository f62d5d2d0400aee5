import type { BetterAuthOptions } from 'better-auth';
import { Redis } from 'ioredis';
import type { Env } from '#server/env.ts';

/**
 * The auth limits, per client address and path: sign-in and sign-up per 10 s, mails (reset,
 * verification, one-time codes) per 60 s, two-factor checks per 10 s. The maxima come from the env so
 * that the e2e server can relax what its many API sign-ins need; the windows are fixed.
 */
export function rateLimitRules(limits: Env['authRateLimits']) {
  const signIn = { window: 10, max: limits.signIn };
  const mail = { window: 60, max: limits.mail };
  const twoFactor = { window: 10, max: limits.twoFactor };
  return {
    '/sign-in/*': signIn,
    '/sign-up/*': signIn,
    '/request-password-reset': mail,
    '/send-verification-email': mail,
    '/email-otp/*': mail,
    '/two-factor/*': twoFactor,
  };
}

// INCR and PEXPIRE in one step, so concurrent requests on several instances cannot slip past the limit.
const CONSUME_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return { count, redis.call('PTTL', KEYS[1]) }`;

type RateLimitStorage = NonNullable<NonNullable<BetterAuthOptions['rateLimit']>['customStorage']>;

export type RedisRateLimitStore = { storage: RateLimitStorage; close: () => Promise<void> };

/** A fixed window per key in Redis (REDIS_URL), for deployments that already run one. */
export function createRedisRateLimitStore(url: string): RedisRateLimitStore {
  // Fail fast rather than queue: a request must not hang while Redis is unreachable.
  const redis = new Redis(url, { maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: false });
  return {
    storage: {
      async consume(key, rule) {
        const [count, ttlMs] = (await redis.eval(
          CONSUME_SCRIPT,
          1,
          `founder-flow:rate-limit:${key}`,
          rule.window * 1000,
        )) as [number, number];
        if (count <= rule.max) return { allowed: true, retryAfter: null };
        return { allowed: false, retryAfter: Math.max(1, Math.ceil(ttlMs / 1000)) };
      },
    },
    close: async () => {
      await redis.quit();
    },
  };
}
