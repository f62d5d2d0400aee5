/**
 * How long a premium download stays playable without the app seeing the server: 30 days, renewed
 * whenever the app is online and the listener is still entitled. Free sessions never expire.
 */
export const PREMIUM_DOWNLOAD_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface Expiring {
  isPremium: boolean;
  /** Epoch milliseconds; null for free sessions. */
  expiresAt: number | null;
}

/** What the app learnt from the server about the listener's plan, or that it could not ask. */
export type Entitlement = 'entitled' | 'not-entitled' | 'unknown';

export function expiryFor(isPremium: boolean, now: number): number | null {
  return isPremium ? now + PREMIUM_DOWNLOAD_DAYS * DAY_MS : null;
}

/** Whether a stored download may still be played (an expired premium download may not). */
export function isPlayable(download: Expiring, now: number): boolean {
  return !download.isPremium || (download.expiresAt !== null && download.expiresAt > now);
}

/**
 * The online check: premium downloads are renewed for an entitled listener and removed for one
 * whose subscription ended; without an answer they keep their expiry, and an expired one goes.
 */
export function reconcileDownloads<T extends Expiring>(
  downloads: T[],
  entitlement: Entitlement,
  now: number,
): { renew: T[]; remove: T[] } {
  const renew: T[] = [];
  const remove: T[] = [];
  for (const download of downloads) {
    if (!download.isPremium) continue;
    if (entitlement === 'entitled') renew.push({ ...download, expiresAt: expiryFor(true, now) });
    else if (entitlement === 'not-entitled' || !isPlayable(download, now)) remove.push(download);
  }
  return { renew, remove };
}
