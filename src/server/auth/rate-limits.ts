import { createHash, randomUUID } from 'node:crypto';
import type { BetterAuthOptions } from 'better-auth';
import { APIError, isAPIError, type createAuthMiddleware } from 'better-auth/api';
import { eq, sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import type { Database } from '#server/db/client.ts';
import { consumeFixedWindow } from '#server/db/fixed-window-counter.ts';
import { authRateLimits } from '#server/db/schema/index.ts';
import type { Env } from '#server/env.ts';
import type { Logger } from '#server/logger.ts';
import { fieldOf } from '#server/lib/records.ts';

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
  /** Whether Redis answers now (for /readyz). */
  reachable: () => Promise<boolean>;
  close: () => Promise<void>;
};

/**
 * How long Redis may take: a connection within 1 s, each command's answer within 500 ms. A Redis
 * nearby answers in well under a millisecond; past these bounds it is treated as away.
 */
export const REDIS_TIMEOUTS = { connectTimeout: 1_000, commandTimeout: 500 };

/**
 * How long a command waits for the client's first connection. Just after start, the connection is a
 * moment away; counting the first requests in the database instead would split their counts.
 */
const FIRST_CONNECTION_WAIT_MS = 500;

/** Resolves once the client has connected for the first time, or after a short wait. */
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

/** Logs when Redis goes away and when it answers again, once each, not every reconnection attempt. */
function logAvailability(redis: Redis, logger: Logger): void {
  let away = false;
  // Without a listener, ioredis writes each failed attempt to the console.
  redis.on('error', () => {});
  // 'reconnecting' and not 'close': a client closed on purpose (shutdown) does not reconnect.
  redis.on('reconnecting', () => {
    if (away) return;
    away = true;
    logger.warn('Redis is out of reach: auth limits are counted in the database until it answers');
  });
  redis.on('ready', () => {
    if (!away) return;
    away = false;
    logger.info('Redis answers again: auth limits are counted there');
  });
}

/**
 * A call in Redis while it answers, else the same call on the database: what the app does without
 * REDIS_URL, so a Redis that refuses or goes silent costs a request at most one command timeout,
 * and sign-ins stay limited. Without the offline queue a command fails at once while the client is
 * not connected; a command that timed out was sent down a silent link, which is dropped, so the
 * calls after it fail over at once while the client reconnects (its ready check is bounded by the
 * command timeout too).
 */
function redisOrDatabase(redis: Redis, logger: Logger) {
  const connected = untilFirstConnection(redis);
  return async <T>(inRedis: () => Promise<T>, inDatabase: () => Promise<T>): Promise<T> => {
    await connected();
    if (redis.status !== 'ready') return inDatabase();
    try {
      return await inRedis();
    } catch (err) {
      logger.warn({ err }, 'a Redis command failed: the database answered instead');
      if (err instanceof Error && err.message === 'Command timed out') redis.disconnect(true);
      return inDatabase();
    }
  };
}

/**
 * A fixed window per key in Redis (REDIS_URL), for deployments that already run one; failed sign-ins
 * per account too. While Redis is out of reach, both are counted in the database.
 */
export function createRedisRateLimitStore(url: string, db: Database, logger: Logger): RedisRateLimitStore {
  // Never queued for later nor sent twice: a request must not wait for Redis, nor a count be doubled.
  const redis = new Redis(url, { ...REDIS_TIMEOUTS, maxRetriesPerRequest: 0, enableOfflineQueue: false });
  logAvailability(redis, logger);
  const either = redisOrDatabase(redis, logger);
  const inRedis = redisSignInFailures(redis);
  const inDatabase = { limits: databaseRateLimits(db), failures: databaseSignInFailures(db) };
  return {
    storage: {
      consume: (key, rule) =>
        either(
          () => consumeInRedis(redis, key, rule),
          () => inDatabase.limits.consume(key, rule),
        ),
    },
    signInFailures: {
      blockedFor: (key) =>
        either(
          () => inRedis.blockedFor(key),
          () => inDatabase.failures.blockedFor(key),
        ),
      recordFailure: (key) =>
        either(
          () => inRedis.recordFailure(key),
          () => inDatabase.failures.recordFailure(key),
        ),
      clear: (key) =>
        either(
          () => inRedis.clear(key),
          () => inDatabase.failures.clear(key),
        ),
    },
    reachable: () =>
      either(
        () => redis.ping().then(() => true),
        async () => false,
      ),
    close: async () => {
      redis.disconnect();
    },
  };
}

async function consumeInRedis(redis: Redis, key: string, rule: { window: number; max: number }) {
  const reply: unknown = await redis.eval(
    CONSUME_SCRIPT,
    1,
    `founder-flow:rate-limit:${key}`,
    rule.window * 1000,
  );
  const [count, ttlMs]: unknown[] = Array.isArray(reply) ? reply : [];
  if (typeof count !== 'number' || typeof ttlMs !== 'number')
    throw new Error('unexpected rate-limit reply from Redis');
  if (count <= rule.max) return { allowed: true, retryAfter: null };
  return { allowed: false, retryAfter: Math.max(1, Math.ceil(ttlMs / 1000)) };
}

/**
 * The same fixed window in the table Better Auth counts in without Redis (auth_rate_limits), under the
 * same keys, in one statement so that concurrent requests on several instances are all counted.
 */
export function databaseRateLimits(db: Database): RateLimitStorage {
  return {
    async consume(key, rule) {
      const allowance = await consumeFixedWindow(db, key, { max: rule.max, windowMs: rule.window * 1000 });
      return allowance.allowed
        ? { allowed: true, retryAfter: null }
        : { allowed: false, retryAfter: allowance.retryAfterSeconds };
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

function redisSignInFailures(redis: Redis, limit = ACCOUNT_SIGN_IN_LIMIT): SignInFailureStore {
  const keys = (key: string) => [`founder-flow:${key}`, `founder-flow:${key}:blocked`] as const;
  return {
    async blockedFor(key) {
      return Math.max(0, await redis.pttl(keys(key)[1]));
    },
    async recordFailure(key) {
      await redis.eval(RECORD_FAILURE_SCRIPT, 2, ...keys(key), limit.idleMs, limit.failures, limit.blockMs);
    },
    async clear(key) {
      await redis.del(...keys(key));
    },
  };
}

type AuthContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/** The address of a password sign-in that came over HTTP (not a call from the app's own code). */
function passwordSignInEmail(ctx: AuthContext): string | undefined {
  if (ctx.path !== '/sign-in/email' || !ctx.request) return undefined;
  const email = fieldOf(ctx.body, 'email');
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
