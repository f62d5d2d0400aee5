import { describe, expect, it } from 'vitest';
import { isEntitled, type SubscriptionFacts } from './billing.ts';

const now = new Date('2026-11-22T12:00:00Z');
const later = new Date('2026-12-22T12:00:00Z');
const earlier = new Date('2026-10-22T12:00:00Z');
const facts = (
  status: SubscriptionFacts['status'],
  currentPeriodEnd: Date | null,
  cancelAtPeriodEnd = false,
) => ({
  status,
  currentPeriodEnd,
  cancelAtPeriodEnd,
});

describe('isEntitled', () => {
  it('grants active and trialing subscriptions, renewing or not yet at the end they were cancelled for', () => {
    expect(isEntitled(facts('active', later), now)).toBe(true);
    expect(isEntitled(facts('active', earlier), now)).toBe(true); // renewing: the webhook brings the new period
    expect(isEntitled(facts('trialing', later), now)).toBe(true);
    expect(isEntitled(facts('active', later, true), now)).toBe(true);
    expect(isEntitled(facts('active', earlier, true), now)).toBe(false);
  });

  it('grants cancelled and past-due subscriptions only while the paid period runs', () => {
    expect(isEntitled(facts('canceled', later), now)).toBe(true);
    expect(isEntitled(facts('canceled', earlier), now)).toBe(false);
    expect(isEntitled(facts('past_due', later), now)).toBe(true);
    expect(isEntitled(facts('past_due', null), now)).toBe(false);
  });

  it('never grants an unfinished or unpaid one', () => {
    for (const status of ['incomplete', 'incomplete_expired', 'unpaid', 'paused'] as const) {
      expect(isEntitled(facts(status, later), now)).toBe(false);
    }
  });
});
