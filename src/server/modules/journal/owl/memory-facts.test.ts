import { describe, expect, it } from 'vitest';
import { suggestMemoryFacts } from './memory-facts.ts';

describe('suggestMemoryFacts', () => {
  it.each([
    ["We're raising a seed round and it is slow.", ['Raising a seed round']],
    ['My goal is to hire a CTO.', ['Goal: hire a CTO']],
    ['Honestly, I want to close the round by March, then sleep.', ['Goal: close the round by March']],
    ['I’m the solo founder of a fintech startup.', ['Role: solo founder of a fintech startup']],
    ['We are pre-revenue and we have 4 employees.', ['Stage: pre-revenue', 'Company: 4 employees']],
  ])('%s', (text, facts) => {
    expect(suggestMemoryFacts(text)).toEqual(facts);
  });

  it('keeps at most three facts, in the order they were written', () => {
    const text =
      "I'm the CTO. We're raising a series A round. My goal is to ship v2. We have 12 customers. We are bootstrapped.";
    expect(suggestMemoryFacts(text)).toEqual(['Role: CTO', 'Raising a series A round', 'Goal: ship v2']);
  });

  it('finds nothing in an entry without first-person statements of goals, stage or role', () => {
    expect(suggestMemoryFacts('Long day. The investors were friendly but noncommittal.')).toEqual([]);
    expect(suggestMemoryFacts('')).toEqual([]);
  });
});
