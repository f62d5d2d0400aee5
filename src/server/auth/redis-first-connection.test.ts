import { describe, expect, it } from 'vitest';
import { createRedisRateLimitStore } from './rate-limits.ts';

// Redis is optional: this runs when TEST_REDIS_URL is set (.ci/run sets it when Redis answers).
const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!redisUrl)('the Redis rate-limit store just after start', () => {
  it('answers a request made before its first connection, instead of failing it', async () => {
    const store = createRedisRateLimitStore(redisUrl!);
    try {
      // Called in the same tick as the client was made: it has not connected yet.
      const key = `first-connection-${Date.now()}-${Math.random()}`;
      await expect(store.storage.consume(key, { window: 10, max: 1 })).resolves.toEqual({
        allowed: true,
        retryAfter: null,
      });
      await expect(store.signInFailures.blockedFor(key)).resolves.toBe(0);
    } finally {
      await store.close();
    }
  });
});
