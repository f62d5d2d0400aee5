import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { authRateLimits } from '#server/db/schema/index.ts';

export type WindowAllowance = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Counts one request under `key` in a fixed window of `windowMs` and says whether it is within
 * `max`, and if not, how many seconds remain in the window. The counters live in auth_rate_limits
 * (the table Better Auth counts in without Redis, shared by every instance), where `last_request`
 * holds the start of the current window. One statement, so requests arriving together on several
 * instances are all counted.
 */
export async function consumeFixedWindow(
  db: Database,
  key: string,
  limit: { max: number; windowMs: number },
  now = Date.now(),
): Promise<WindowAllowance> {
  const expired = sql`${now}::bigint - ${authRateLimits.lastRequest} >= ${limit.windowMs}::bigint`;
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
