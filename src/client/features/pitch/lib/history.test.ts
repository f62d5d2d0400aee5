import { describe, expect, it } from 'vitest';
import { record, redo, startHistory, undo } from './history.ts';

describe('deck history', () => {
  it('undoes and redoes steps in order, and a new step drops the redo', () => {
    let h = startHistory('a');
    h = record(h, 'b');
    h = record(h, 'c');
    h = undo(h);
    expect(h.present).toBe('b');
    h = undo(h);
    expect(h.present).toBe('a');
    expect(undo(h)).toBe(h);
    h = redo(h);
    expect(h.present).toBe('b');
    h = record(h, 'x');
    expect(h.future).toEqual([]);
    expect(redo(h)).toBe(h);
  });

  it('merges a burst of typing into the same field into one step', () => {
    let h = startHistory('');
    h = record(h, 'H', { mergeKey: 's1.title', now: 1000 });
    h = record(h, 'He', { mergeKey: 's1.title', now: 1500 });
    h = record(h, 'Hey', { mergeKey: 's1.title', now: 2000 });
    expect(h.past).toEqual(['']);
    // Another field, or a pause, starts a new step.
    h = record(h, 'Hey!', { mergeKey: 's1.title', now: 9000 });
    expect(h.past).toEqual(['', 'Hey']);
    expect(undo(h).present).toBe('Hey');
  });
});
