import { describe, expect, it } from 'vitest';
import { PREMIUM_DOWNLOAD_DAYS, expiryFor, isPlayable, reconcileDownloads } from './expiry.ts';

const NOW = Date.UTC(2026, 10, 24);
const DAY = 24 * 60 * 60 * 1000;
const free = { id: 'free', isPremium: false, expiresAt: null };
const premium = { id: 'premium', isPremium: true, expiresAt: NOW + 3 * DAY };
const expired = { id: 'expired', isPremium: true, expiresAt: NOW - 1 };

describe('download expiry', () => {
  it('gives premium downloads 30 days and free ones none', () => {
    expect(expiryFor(true, NOW)).toBe(NOW + PREMIUM_DOWNLOAD_DAYS * DAY);
    expect(expiryFor(false, NOW)).toBeNull();
  });

  it('plays free downloads always and premium ones until they expire', () => {
    expect(isPlayable(free, NOW)).toBe(true);
    expect(isPlayable(premium, NOW)).toBe(true);
    expect(isPlayable(expired, NOW)).toBe(false);
    expect(isPlayable({ isPremium: true, expiresAt: null }, NOW)).toBe(false);
  });

  it('renews every premium download, even an expired one, while the listener is entitled', () => {
    const { renew, remove } = reconcileDownloads([free, premium, expired], 'entitled', NOW);
    expect(renew.map((d) => [d.id, d.expiresAt])).toEqual([
      ['premium', NOW + 30 * DAY],
      ['expired', NOW + 30 * DAY],
    ]);
    expect(remove).toEqual([]);
  });

  it('removes every premium download once the subscription has ended, and keeps free ones', () => {
    const { renew, remove } = reconcileDownloads([free, premium, expired], 'not-entitled', NOW);
    expect(renew).toEqual([]);
    expect(remove.map((d) => d.id)).toEqual(['premium', 'expired']);
  });

  it('without an answer keeps premium downloads until their expiry', () => {
    const { renew, remove } = reconcileDownloads([free, premium, expired], 'unknown', NOW);
    expect(renew).toEqual([]);
    expect(remove.map((d) => d.id)).toEqual(['expired']);
  });
});
