import { createHash } from 'node:crypto';

/**
 * How the log names a mail's recipient: a short hash of the lowercased address, enough to follow one
 * person's mails through the log without writing their address into it. Its own file so the mailers
 * can use it without importing the factory that imports them.
 */
export function recipientHash(address: string): string {
  return createHash('sha256').update(address.trim().toLowerCase()).digest('hex').slice(0, 16);
}
