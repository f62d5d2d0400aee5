import { describe, expect, it } from 'vitest';
import { checkDeck } from '#shared/pitch/checker.ts';
import { CHECKER_FIXTURES } from '#shared/pitch/checker-fixtures.ts';
import { composeDeck } from '#shared/pitch/composer.ts';
import { winkReader } from './wink-reader.ts';

describe('the wink-nlp reader', () => {
  it('tells a name from a sentence by its verbs', () => {
    expect(winkReader.hasVerb('Lumen Ledger')).toBe(false);
    expect(winkReader.hasVerb('We help cafés do their bookkeeping')).toBe(true);
    expect(winkReader.hasVerb('Bookkeeping that closes the month for cafés')).toBe(true);
  });

  it('reads words in their base form', () => {
    expect(winkReader.contentWords('Owners matched receipts')).toEqual(
      expect.arrayContaining(['owner', 'match', 'receipt']),
    );
  });

  it('judges every fixture deck as the rules do: flaws flagged, strong decks clean', () => {
    for (const fixture of CHECKER_FIXTURES) {
      const deck = {
        framework: fixture.framework,
        answers: fixture.answers,
        slides: composeDeck(fixture.framework, fixture.answers),
      };
      const result = checkDeck(deck, winkReader);
      const codes = result.findings.map((finding) => finding.code);
      if (fixture.flaw) {
        expect(codes, fixture.name).toContain(fixture.flaw);
        expect(result.score, fixture.name).toBeLessThan(70);
      } else expect(result.score, fixture.name).toBeGreaterThanOrEqual(85);
    }
  });
});
