import { createHash, randomUUID } from 'node:crypto';
import type { BetterAuthOptions } from 'better-auth';
import { APIError, isAPIError, type createAuthMiddleware } from 'better-auth/api';
import { eq, sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import type { Database } from '#server/db/client.ts';
import { authRateLimits } from '#server/db/schema/index.ts';
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
    // Every page load, focus and offline check reads the session: a cookie lookup with nothing to
    // guess (the token is random and signed), and under Better Auth's default 100 per 10 s a busy
    // tab, or an office behind one address, was answered 429 and shown as signed out.
    '/get-session': false as const,
  };
}

// INCR and PEXPIRE in one step, so concurrent requests on several instances cannot slip past the limit.
const CONSUME_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return { count, redis.call('PTTL', KEYS[1]) }`;

type RateLimitStorage = NonNullable<NonNullable<BetterAuthOptions['rateLimit']>['customStorage']>;

export type RedisRateLimitStore = {
  storage: RateLimitStorage;
  signInFailures: SignInFailureStore;
  close: () => Promise<void>;
};

/** How long a command waits for the client's first connection before failing as it would offline. */
const FIRST_CONNECTION_WAIT_MS = 2_000;

/**
 * Resolves once the client has connected for the first time, or after a short wait. Without the
 * offline queue, a command sent in the moment between start and the first connection failed (a
 * 500 on the first sign-up after start, seen in CI) although Redis was fine; once connected, a
 * command while Redis is away still fails at once.
 */
function untilFirstConnection(redis: Redis): () => Promise<void> {
  const first = new Promise<void>((resolve) => {
    if (redis.status === 'ready') resolve();
    else redis.once('ready', () => resolve());
  });
  let waited = false;
  return async () => {
    if (waited || redis.status === 'ready') return;
    await Promise.race([
      first,
      new Promise((resolve) => setTimeout(resolve, FIRST_CONNECTION_WAIT_MS).unref()),
    ]);
    waited = true;
  };
}

/** A fixed window per key in Redis (REDIS_URL), for deployments that already run one; failed sign-ins per account too. */
export function createRedisRateLimitStore(url: string): RedisRateLimitStore {
  // Fail fast rather than queue: a request must not hang while Redis is unreachable.
  const redis = new Redis(url, { maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: false });
  const connected = untilFirstConnection(redis);
  return {
    storage: {
      async consume(key, rule) {
        await connected();
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
    signInFailures: redisSignInFailures(redis, connected),
    close: async () => {
      await redis.quit();
    },
  };
}

/**
 * Failed password sign-ins per account, on top of the per-client limits: a botnet with a fresh address
 * per try would never meet those. After `failures` wrong passwords for one address, with no pause of
 * `idleMs` between them, that address is refused (429) for `blockMs` from the last failure, whoever
 * asks; each further failure once the pause is over starts another. A right password clears the count.
 * The pause is short on purpose: an attacker can slow an owner down, never lock them out for long, and
 * sign-in by e-mail code and password reset stay open to them (docs/decisions/016).
 */
export const ACCOUNT_SIGN_IN_LIMIT = { failures: 10, idleMs: 15 * 60_000, blockMs: 60_000 };

export type SignInFailureStore = {
  /** Milliseconds until this account may try a password again; 0 when it may now. */
  blockedFor(accountKey: string): Promise<number>;
  recordFailure(accountKey: string): Promise<void>;
  clear(accountKey: string): Promise<void>;
};

/** The counter's key: a hash of the lowercased address, so the store never holds an address in plain text. */
export function accountKey(email: string): string {
  return `sign-in-failures:${createHash('sha256').update(email.trim().toLowerCase()).digest('hex')}`;
}

/** In the table Better Auth keeps its own counters in (auth_rate_limits), one row per account key. */
export function databaseSignInFailures(db: Database, limit = ACCOUNT_SIGN_IN_LIMIT): SignInFailureStore {
  return {
    async blockedFor(key) {
      const [row] = await db
        .select({ count: authRateLimits.count, last: authRateLimits.lastRequest })
        .from(authRateLimits)
        .where(eq(authRateLimits.key, key));
      if (!row || row.count < limit.failures) return 0;
      return Math.max(0, row.last + limit.blockMs - Date.now());
    },
    async recordFailure(key) {
      const now = Date.now();
      // One statement, so failures arriving together on several instances are all counted.
      await db
        .insert(authRateLimits)
        .values({ id: randomUUID(), key, count: 1, lastRequest: now })
        .onConflictDoUpdate({
          target: authRateLimits.key,
          set: {
            count: sql`case when ${now}::bigint - ${authRateLimits.lastRequest} > ${limit.idleMs}::bigint then 1 else ${authRateLimits.count} + 1 end`,
            lastRequest: now,
          },
        });
    },
    async clear(key) {
      await db.delete(authRateLimits).where(eq(authRateLimits.key, key));
    },
  };
}

// The count lives while failures keep coming; reaching the limit sets a block that expires by itself.
const RECORD_FAILURE_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
redis.call('PEXPIRE', KEYS[1], ARGV[1])
if count >= tonumber(ARGV[2]) then redis.call('SET', KEYS[2], '1', 'PX', ARGV[3]) end
return count`;

function redisSignInFailures(
  redis: Redis,
  connected: () => Promise<void>,
  limit = ACCOUNT_SIGN_IN_LIMIT,
): SignInFailureStore {
  const keys = (key: string) => [`founder-flow:${key}`, `founder-flow:${key}:blocked`] as const;
  return {
    async blockedFor(key) {
      await connected();
      return Math.max(0, await redis.pttl(keys(key)[1]));
    },
    async recordFailure(key) {
      await connected();
      await redis.eval(RECORD_FAILURE_SCRIPT, 2, ...keys(key), limit.idleMs, limit.failures, limit.blockMs);
    },
    async clear(key) {
      await connected();
      await redis.del(...keys(key));
    },
  };
}

type AuthContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/** The address of a password sign-in that came over HTTP (not a call from the app's own code). */
function passwordSignInEmail(ctx: AuthContext): string | undefined {
  if (ctx.path !== '/sign-in/email' || !ctx.request) return undefined;
  const email: unknown = (ctx.body as Record<string, unknown> | undefined)?.email;
  return typeof email === 'string' && email ? email : undefined;
}

/** Before a password sign-in: 429 while its account is slowed, in Better Auth's words and headers. */
export async function refuseSlowedAccount(ctx: AuthContext, store: SignInFailureStore): Promise<void> {
  const email = passwordSignInEmail(ctx);
  if (!email) return;
  const waitMs = await store.blockedFor(accountKey(email));
  if (waitMs <= 0) return;
  const seconds = String(Math.max(1, Math.ceil(waitMs / 1000)));
  throw new APIError(
    'TOO_MANY_REQUESTS',
    { message: 'Too many requests. Please try again later.' },
    { 'X-Retry-After': seconds, 'Retry-After': seconds },
  );
}

/**
 * After a password sign-in: a wrong password (401, which an unknown address answers too, so unknown
 * and known addresses are counted alike) adds to the count; a right one clears it.
 */
export async function countSignInOutcome(ctx: AuthContext, store: SignInFailureStore): Promise<void> {
  const email = passwordSignInEmail(ctx);
  if (!email) return;
  const returned = ctx.context.returned;
  if (isAPIError(returned)) {
    if (returned.statusCode === 401) await store.recordFailure(accountKey(email));
  } else if (returned !== undefined) {
    await store.clear(accountKey(email));
  }
}
