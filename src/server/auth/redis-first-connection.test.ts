import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '#server/db/client.ts';
import { createLogger } from '#server/logger.ts';
import { defined } from '#shared/testing/defined.ts';
import { createRedisRateLimitStore } from './rate-limits.ts';

// Redis is optional: this runs when TEST_REDIS_URL is set (.ci/run sets it when Redis answers).
const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!redisUrl)('the Redis rate-limit store just after start', () => {
  it('counts a request made before its first connection in Redis, not in the database', async () => {
    // A database without tables: a count that fell back to it would fail.
    const url = defined(redisUrl, 'TEST_REDIS_URL');
    const database = await openDatabase({ kind: 'pglite' });
    const store = createRedisRateLimitStore(url, database.db, createLogger('silent'));
    const check = new Redis(url);
    try {
      // Called in the same tick as the client was made: it has not connected yet.
      const key = `first-connection-${Date.now()}-${Math.random()}`;
      await expect(store.storage.consume(key, { window: 10, max: 1 })).resolves.toEqual({
        allowed: true,
        retryAfter: null,
      });
      expect(await check.get(`founder-flow:rate-limit:${key}`)).toBe('1');
      await expect(store.signInFailures.blockedFor(key)).resolves.toBe(0);
    } finally {
      await store.close();
      check.disconnect();
      await database.close();
    }
  });
});
