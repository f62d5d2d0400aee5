import { createHash, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { authRateLimits } from '#server/db/schema/index.ts';

/** Contact messages per client address: 3 in a fixed window of 10 minutes. */
export const CONTACT_RATE_LIMIT = { max: 3, windowMs: 10 * 60_000 } as const;

/**
 * Counts one contact request from `clientIp` and says whether it is within the limit, and if not, how
 * many seconds remain in the window. The counters live in the table the auth rate limits already use
 * (auth_rate_limits, shared by every instance), under a key of their own holding only a hash of the
 * address. One statement, so requests arriving together on several instances are all counted.
 */
export async function consumeContactAllowance(
  db: Database,
  clientIp: string,
  now = Date.now(),
  limit: { max: number; windowMs: number } = CONTACT_RATE_LIMIT,
): Promise<{ allowed: true } | { allowed: false; retryAfterSeconds: number }> {
  const key = `contact:${createHash('sha256').update(clientIp).digest('hex')}`;
  const expired = sql`${now}::bigint - ${authRateLimits.lastRequest} >= ${limit.windowMs}::bigint`;
  // `last_request` holds the start of the current window here.
  const [row] = await db
    .insert(authRateLimits)
    .values({ id: randomUUID(), key, count: 1, lastRequest: now })
    .onConflictDoUpdate({
      target: authRateLimits.key,
      set: {
        count: sql`case when ${expired} then 1 else ${authRateLimits.count} + 1 end`,
        lastRequest: sql`case when ${expired} then ${now}::bigint else ${authRateLimits.lastRequest} end`,
      },
    })
    .returning({ count: authRateLimits.count, windowStart: authRateLimits.lastRequest });
  if (!row || row.count <= limit.max) return { allowed: true };
  const remainingMs = row.windowStart + limit.windowMs - now;
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(remainingMs / 1000)) };
}
