import { createHash } from 'node:crypto';
import type { Database } from '#server/db/client.ts';
import { consumeFixedWindow, type WindowAllowance } from '#server/db/fixed-window-counter.ts';

/** Contact messages per client address: 3 in a fixed window of 10 minutes. */
export const CONTACT_RATE_LIMIT = { max: 3, windowMs: 10 * 60_000 } as const;

/**
 * Counts one contact request from `clientIp` against the limit, under a key holding only a hash of
 * the address (the counter is shared by every instance).
 */
export function consumeContactAllowance(
  db: Database,
  clientIp: string,
  now = Date.now(),
): Promise<WindowAllowance> {
  const key = `contact:${createHash('sha256').update(clientIp).digest('hex')}`;
  return consumeFixedWindow(db, key, CONTACT_RATE_LIMIT, now);
}
