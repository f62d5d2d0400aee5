import { describe, expect, it } from 'vitest';
import { showsDistress } from './distress.ts';
import { CRISIS_STATEMENTS, ORDINARY_STATEMENTS } from './distress-fixture.ts';

describe('the distress detector', () => {
  it('is tested on at least forty statements of each kind', () => {
    expect(CRISIS_STATEMENTS.length).toBeGreaterThanOrEqual(40);
    expect(ORDINARY_STATEMENTS.length).toBeGreaterThanOrEqual(40);
  });

  it('flags every crisis statement, however it is worded', () => {
    expect(CRISIS_STATEMENTS.filter((text) => !showsDistress(text))).toEqual([]);
  });

  it('flags no figure of speech or ordinary founder stress', () => {
    expect(ORDINARY_STATEMENTS.filter((text) => showsDistress(text))).toEqual([]);
  });

  it('reads a negation that ends a wish to die, and one that is part of the signal', () => {
    expect(showsDistress('I want to die.')).toBe(true);
    expect(showsDistress('I don’t want to die.')).toBe(false);
    expect(showsDistress('I never want to wake up again.')).toBe(true);
  });

  it('finds a signal at the end of a long entry, and none in empty text', () => {
    const paragraph = 'The raise is slow and I lie awake thinking about runway. ';
    expect(showsDistress(`${paragraph.repeat(400)}I do not want to be alive anymore`)).toBe(true);
    expect(showsDistress('')).toBe(false);
  });
});
