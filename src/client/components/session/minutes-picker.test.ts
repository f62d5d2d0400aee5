import { describe, expect, it } from 'vitest';
import type { SessionCard } from '#shared/schemas/catalog.ts';
import { sessionsThatFit } from './minutes-picker.tsx';

// Only the fields the picker reads; the rest of a card plays no part here.
const card = (id: string, durationMinutes: number, title: string): SessionCard =>
  ({ id, title, durationMinutes, description: '', category: 'impulse' }) as SessionCard;

describe("'I have N minutes'", () => {
  const items = [
    card('a', 2, 'Reset'),
    card('b', 4, 'Sleep tonight'),
    card('c', 9, 'Pitch calm'),
    card('d', 25, 'Deep'),
  ];

  it('lists only the sessions that fit, and any session for 20+', () => {
    expect(sessionsThatFit(items, 5, []).map((s) => s.id)).toEqual(['a', 'b']);
    expect(sessionsThatFit(items, 20, []).map((s) => s.id)).toEqual(['a', 'b', 'c', 'd']);
  });

  it("puts the sessions matching the listener's goals first, keeping the order otherwise", () => {
    expect(sessionsThatFit(items, 10, ['sleep', 'night']).map((s) => s.id)).toEqual(['b', 'a', 'c']);
  });
});
