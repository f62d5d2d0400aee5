import { describe, expect, it } from 'vitest';
import { composeDeck, fitToBudget } from '#shared/pitch/composer.ts';
import { STRONG_ANSWERS } from '#shared/pitch/fixtures.ts';
import { FRAMEWORK_IDS, QUESTIONS, QUESTION_KEYS, type PitchAnswers } from '#shared/pitch/frameworks.ts';
import { tighten } from '#shared/pitch/composer-clauses.ts';
import { defined } from '#shared/testing/defined.ts';

/** The wizard's own examples, which is what a founder who accepts every hint ends up with. */
const EXAMPLE_ANSWERS: PitchAnswers = Object.fromEntries(
  QUESTION_KEYS.map((key) => [key, QUESTIONS[key].example]),
);

const normalised = (bullet: string) =>
  bullet
    .toLowerCase()
    .replace(/[^\p{L}\p{N}%$ ]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();

const slideOf = (framework: (typeof FRAMEWORK_IDS)[number], answers: PitchAnswers, key: string) =>
  defined(
    composeDeck(framework, answers).find((slide) => slide.key === key),
    `${framework} ${key}`,
  );

describe('composer: no bullet twice', () => {
  for (const [name, answers] of [
    ['strong answers', STRONG_ANSWERS],
    ['the wizard examples', EXAMPLE_ANSWERS],
  ] as const) {
    for (const framework of FRAMEWORK_IDS) {
      it(`${framework}: every slide's bullets are distinct (${name})`, () => {
        for (const slide of composeDeck(framework, answers)) {
          const seen = slide.bullets.map(normalised);
          expect(new Set(seen).size, `${framework}/${slide.key}: ${slide.bullets.join(' | ')}`).toBe(
            seen.length,
          );
        }
      });
    }
  }

  it('drops a near-duplicate: the same claim with different case, punctuation or a filler word', () => {
    const slide = slideOf(
      'yc',
      {
        ...STRONG_ANSWERS,
        tractionHighlights: '140 paying cafés.\n140 paying cafés!\n140 Paying Cafés so far',
      },
      'traction',
    );
    expect(slide.bullets.filter((bullet) => /140/.test(bullet))).toHaveLength(1);
  });
});

describe('composer: every figure is labelled with what it measures', () => {
  it('does not call the break-even café count revenue', () => {
    for (const [framework, key] of [
      ['sequoia', 'financials'],
      ['kawasaki', 'projections'],
    ] as const) {
      const big = defined(slideOf(framework, EXAMPLE_ANSWERS, key).bigNumber, `${framework} big number`);
      expect(big).toEqual({ value: '$7M', label: 'Revenue in 2028' });
    }
  });

  it('labels a count with its own words when it is the only figure', () => {
    const big = defined(
      slideOf('sequoia', { ...EXAMPLE_ANSWERS, financials: 'Break-even at 2,100 cafés.' }, 'financials')
        .bigNumber,
      'big number',
    );
    expect(big.value).toBe('2.1K');
    expect(big.label.toLowerCase()).toContain('cafés');
    expect(big.label).not.toMatch(/revenue/i);
  });
});

describe('composer: shortening keeps whole clauses and their figures', () => {
  it('never cuts a bullet with an ellipsis', () => {
    for (const answers of [STRONG_ANSWERS, EXAMPLE_ANSWERS]) {
      for (const framework of FRAMEWORK_IDS) {
        for (const slide of composeDeck(framework, answers)) {
          for (const bullet of slide.bullets)
            expect(bullet, `${framework}/${slide.key}`).not.toMatch(/…|\.\.\.$/);
        }
      }
    }
  });

  it('keeps "from 30% to 70%" together instead of "went from 30% to…"', () => {
    const slide = slideOf('sequoia', EXAMPLE_ANSWERS, 'whyNow');
    const text = slide.bullets.join(' | ');
    expect(text).toContain('30% to 70%');
    expect(text).not.toMatch(/30% to…/);
  });

  it('shortens at a clause boundary, never inside a figure', () => {
    const short = tighten(
      'Open banking APIs became mandatory in 2024 and card-only cafés went from 30% to 70% in three years',
      14,
    );
    expect(short).not.toContain('…');
    expect(short.split(/\s+/).length).toBeLessThanOrEqual(14);
    const fitted = fitToBudget(
      ['Revenue of $0.6M in 2026, $2.4M in 2027 and $7M in 2028, break-even at 2,100 cafés'],
      8,
    );
    for (const bullet of fitted.kept) expect(bullet).not.toMatch(/…|\$\s*$|\bat$/);
  });
});
