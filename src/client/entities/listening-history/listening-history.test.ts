import { describe, expect, it } from 'vitest';
import { playLabel } from './listening-history.ts';

describe('playLabel', () => {
  it.each([
    ['audio', undefined, 'Listen'],
    ['audio', { completed: false, durationListened: 0 }, 'Listen'],
    ['audio', { completed: false, durationListened: 14 }, 'Continue'],
    ['audio', { completed: true, durationListened: 150 }, 'Listen Again'],
    ['video', undefined, 'Watch'],
    ['video', { completed: false, durationListened: 14 }, 'Continue'],
    ['video', { completed: true, durationListened: 150 }, 'Watch Again'],
  ] as const)('%s with %j → %s', (type, entry, label) => {
    expect(playLabel(type, entry)).toBe(label);
  });
});
