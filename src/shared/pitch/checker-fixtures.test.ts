import { describe, expect, it } from 'vitest';
import { checkDeck } from '#shared/pitch/checker.ts';
import { CHECKER_FIXTURES } from '#shared/pitch/checker-fixtures.ts';
import { composeDeck } from '#shared/pitch/composer.ts';

const results = CHECKER_FIXTURES.map((fixture) => {
  const result = checkDeck({
    framework: fixture.framework,
    answers: fixture.answers,
    slides: composeDeck(fixture.framework, fixture.answers),
  });
  return { fixture, result, codes: result.findings.map((finding) => finding.code) };
});

describe('checker fixtures', () => {
  it('prints the table of decks, scores and findings', () => {
    const rows = results.map(({ fixture, result, codes }) => ({
      deck: fixture.name,
      framework: fixture.framework,
      score: result.score,
      flaw: fixture.flaw ?? '—',
      flagged: fixture.flaw
        ? codes.includes(fixture.flaw)
        : codes.every((code) => code === 'over_word_budget'),
      findings: [...new Set(codes)].join(', '),
    }));
    console.table(rows);
    expect(rows.every((row) => row.flagged)).toBe(true);
    expect(rows.filter((row) => row.flaw !== '—')).toHaveLength(10);
  });

  for (const { fixture, result, codes } of results) {
    if (fixture.flaw) {
      it(`flags “${fixture.name}” as ${fixture.flaw} and scores it under 70`, () => {
        expect(codes).toContain(fixture.flaw);
        expect(result.score).toBeLessThan(70);
        const finding = result.findings.find((candidate) => candidate.code === fixture.flaw);
        expect(finding?.slideKey, 'the finding names a slide').toBeTruthy();
        expect(finding?.suggestion.length).toBeGreaterThan(20);
      });
    } else {
      it(`scores the strong deck “${fixture.name}” at 85 or more`, () => {
        expect(result.findings.filter((finding) => finding.severity === 'error')).toEqual([]);
        expect(result.score).toBeGreaterThanOrEqual(85);
      });
    }
  }

  it('scores the muddled deck testers reported (a sentence for a name, the solution as the problem) low', () => {
    const answers = {
      ...CHECKER_FIXTURES[0]?.answers,
      problem: 'Our app automates bookkeeping for cafés so they save time.',
    };
    const result = checkDeck({ framework: 'yc', answers, slides: composeDeck('yc', answers) });
    expect(result.findings.map((finding) => finding.code)).toEqual(
      expect.arrayContaining(['company_name_not_a_name', 'problem_restates_solution']),
    );
    expect(result.score).toBeLessThan(70);
  });
});
