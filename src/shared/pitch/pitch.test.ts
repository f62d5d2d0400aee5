import { describe, expect, it } from 'vitest';
import { checkDeck } from '#shared/pitch/checker.ts';
import { composeDeck, slideWordCount } from '#shared/pitch/composer.ts';
import { STRONG_ANSWERS, WEAK_ANSWERS } from '#shared/pitch/fixtures.ts';
import { FRAMEWORKS, FRAMEWORK_IDS, getFramework } from '#shared/pitch/frameworks.ts';
import { extractFigures, parseSeries, splitSentences, formatFigure } from '#shared/pitch/text.ts';
import { slideSchema } from '#shared/schemas/pitch.ts';
import { THEMES, THEME_IDS } from '#shared/pitch/themes.ts';
import { defined } from '#shared/testing/defined.ts';

const counter = () => {
  let n = 0;
  return () => `s${++n}`;
};

describe('text rules', () => {
  it('splits sentences but not after abbreviations', () => {
    expect(splitSentences('We sell to cafés, e.g. small ones. They pay monthly!\nSecond line')).toEqual([
      'We sell to cafés, e.g. small ones',
      'They pay monthly!',
      'Second line',
    ]);
  });

  it('reads figures with currencies, suffixes and thousands separators, but not bare years', () => {
    const figures = extractFigures('TAM $4.2B, SAM 900 million, 38,000 cafés, 96% in 2025');
    expect(figures.map((figure) => [figure.value, figure.unit])).toEqual([
      [4.2e9, '$'],
      [9e8, ''],
      [38_000, ''],
      [96, '%'],
    ]);
    expect(formatFigure(4.2e9, '$')).toBe('$4.2B');
    expect(formatFigure(1_500_000, '€')).toBe('€1.5M');
  });

  it('parses labelled series on lines or in one line', () => {
    expect(parseSeries('Jan 1200, Feb 1.8k, Mar: 2600')).toEqual([
      { label: 'Jan', value: 1200, unit: '' },
      { label: 'Feb', value: 1800, unit: '' },
      { label: 'Mar', value: 2600, unit: '' },
    ]);
    expect(parseSeries('Q1 2025 — $20k\nQ2 2025 — $35k').map((point) => point.label)).toEqual([
      'Q1 2025',
      'Q2 2025',
    ]);
  });
});

describe('frameworks and themes', () => {
  it('has the three frameworks with the slides the issue lists, in order', () => {
    expect(FRAMEWORKS.map((framework) => framework.id)).toEqual([...FRAMEWORK_IDS]);
    expect(getFramework('yc').slides.map((slide) => slide.key)).toEqual([
      'title',
      'problem',
      'solution',
      'traction',
      'market',
      'businessModel',
      'competition',
      'team',
      'ask',
    ]);
    // Sequoia: purpose, problem, solution, why now, market size, competition, product, business
    // model, team, financials, vision.
    expect(getFramework('sequoia').slides.map((slide) => slide.key)).toEqual([
      'purpose',
      'problem',
      'solution',
      'whyNow',
      'market',
      'competition',
      'product',
      'businessModel',
      'team',
      'financials',
      'vision',
    ]);
    // Kawasaki's 10/20/30: ten slides, about 30 words each.
    expect(getFramework('kawasaki').slides.map((slide) => slide.title)).toEqual([
      'Problem',
      'Your solution',
      'Business model',
      'Underlying magic',
      'Marketing and sales',
      'Competition',
      'Management team',
      'Projections and milestones',
      'Status and timeline',
      'Summary and call to action',
    ]);
    expect(getFramework('kawasaki').slides.every((slide) => slide.wordBudget === 30)).toBe(true);
    // A seed deck keeps to 10–12 slides.
    expect(FRAMEWORKS.map((framework) => framework.maxSlides)).toEqual([12, 10, 10]);
  });

  it('has at least four themes', () => {
    expect(THEMES.map((theme) => theme.id)).toEqual([...THEME_IDS]);
    expect(THEMES.length).toBeGreaterThanOrEqual(4);
  });
});

describe('composer', () => {
  for (const id of FRAMEWORK_IDS) {
    it(`composes valid ${id} slides in framework order, within budget`, () => {
      const slides = composeDeck(id, STRONG_ANSWERS, { newId: counter() });
      const framework = getFramework(id);
      expect(slides.map((slide) => slide.key)).toEqual(framework.slides.map((slide) => slide.key));
      for (const [index, slide] of slides.entries()) {
        expect(slideSchema.safeParse(slide).success).toBe(true);
        const budget = defined(framework.slides[index], `slide ${index} of ${id}`).wordBudget;
        expect(slideWordCount(slide)).toBeLessThanOrEqual(budget);
        expect(slide.notes).toContain('Aim:');
      }
    });
  }

  it('draws the market and traction charts from the numbers given', () => {
    const slides = composeDeck('yc', STRONG_ANSWERS, { newId: counter() });
    const slideOf = (key: string) =>
      defined(
        slides.find((slide) => slide.key === key),
        `the ${key} slide`,
      );
    const market = slideOf('market');
    expect(market.layout).toBe('chart');
    expect(market.chart).toEqual({
      kind: 'market',
      title: 'Market size',
      unit: '$',
      points: [
        { label: 'TAM', value: 4.2e9 },
        { label: 'SAM', value: 9e8 },
        { label: 'SOM', value: 4.5e7 },
      ],
    });
    const traction = slideOf('traction');
    expect(traction.chart?.points.map((point) => point.value)).toEqual([1200, 1800, 2600, 3900, 5400]);
    const ask = slideOf('ask');
    expect(ask.bigNumber).toEqual({ value: '$1.5M', label: 'Raising now' });
    expect(ask.bullets).toContain('50% engineering');
  });

  it('trims long answers to the budget and keeps the rest in the notes', () => {
    const [, , solution] = composeDeck('kawasaki', WEAK_ANSWERS, { newId: counter() });
    expect(solution?.key).toBe('businessModel');
    const slides = composeDeck('kawasaki', WEAK_ANSWERS, { newId: counter() });
    const solutionSlide = defined(
      slides.find((slide) => slide.key === 'solution'),
      'the solution slide',
    );
    expect(slideWordCount(solutionSlide)).toBeLessThanOrEqual(30);
    expect(solutionSlide.bullets[0]).not.toMatch(/^We believe/);
    expect(solutionSlide.notes).toContain('nobody has done it right');
  });
});

describe('checker', () => {
  it('scores a strong deck high with no errors', () => {
    for (const framework of FRAMEWORK_IDS) {
      const result = checkDeck({
        framework,
        answers: STRONG_ANSWERS,
        slides: composeDeck(framework, STRONG_ANSWERS),
      });
      expect(result.findings.filter((finding) => finding.severity === 'error')).toEqual([]);
      expect(result.score, framework).toBeGreaterThanOrEqual(90);
    }
  });

  it('explains what is wrong with a weak deck', () => {
    const slides = composeDeck('yc', WEAK_ANSWERS);
    const result = checkDeck({ framework: 'yc', answers: WEAK_ANSWERS, slides });
    const codes = new Set(result.findings.map((finding) => `${finding.code}:${finding.slideKey}`));
    expect(codes).toContain('empty_slide:traction');
    expect(codes).toContain('no_numbers:market');
    expect(codes).toContain('problem_without_customer:problem');
    expect(codes).toContain('ask_without_use_of_funds:ask');
    expect(result.score).toBeLessThan(50);
    for (const finding of result.findings) {
      expect(finding.suggestion.length).toBeGreaterThan(10);
      if (finding.slideKey)
        expect(finding.slideId).toBe(slides.find((s) => s.key === finding.slideKey)?.id ?? null);
    }
    // The points lost add up to the score.
    const lost = result.findings.reduce((sum, finding) => sum + finding.penalty, 0);
    expect(result.score).toBe(Math.max(0, 100 - lost));
  });

  it('asks for figures wherever investors expect them: market, traction, financials and the ask', () => {
    const words = { bullets: ['Doing well, growing fast, big plans ahead'], bigNumber: null, chart: null };
    for (const [framework, key] of [
      ['yc', 'market'],
      ['yc', 'traction'],
      ['sequoia', 'financials'],
      ['yc', 'ask'],
      ['kawasaki', 'projections'],
      ['kawasaki', 'summary'],
    ] as const) {
      const slides = composeDeck(framework, STRONG_ANSWERS).map((slide) =>
        slide.key === key ? { ...slide, ...words, layout: 'bullets' as const } : slide,
      );
      const answers = { ...STRONG_ANSWERS, askAmount: '' };
      const findings = checkDeck({ framework, answers, slides }).findings;
      expect(
        findings.filter((finding) => finding.code === 'no_numbers').map((finding) => finding.slideKey),
        `${framework}:${key}`,
      ).toEqual([key]);
    }
  });

  it('follows edits to the slide: a customer answered but taken off the problem slide is flagged', () => {
    const slides = composeDeck('yc', STRONG_ANSWERS);
    const check = (edited: typeof slides) =>
      checkDeck({ framework: 'yc', answers: STRONG_ANSWERS, slides: edited }).findings.map((f) => f.code);
    expect(check(slides)).not.toContain('problem_without_customer');
    const edited = slides.map((slide) =>
      slide.key === 'problem'
        ? { ...slide, bullets: ['Matching receipts to bank lines takes two evenings a month'] }
        : slide,
    );
    expect(check(edited)).toContain('problem_without_customer');
  });

  it('flags missing slides, too many slides, words over budget and a market without a source', () => {
    const slides = composeDeck('yc', STRONG_ANSWERS);
    const withoutTeam = slides.filter((slide) => slide.key !== 'team');
    const second = defined(slides[1], 'the second slide');
    const padded = [
      ...withoutTeam,
      ...Array.from({ length: 4 }, (_, i) => ({ ...second, id: `x${i}`, key: 'custom' })),
    ];
    const wordy = defined(padded[1], 'the second slide');
    padded[1] = { ...wordy, bullets: [...wordy.bullets, 'word '.repeat(40).trim()] };
    const answers = { ...STRONG_ANSWERS, marketSource: '' };
    const market = defined(
      padded.find((slide) => slide.key === 'market'),
      'the market slide',
    );
    market.bullets = market.bullets.filter((bullet) => !bullet.startsWith('Source'));
    market.notes = '';
    const codes = checkDeck({ framework: 'yc', answers, slides: padded }).findings.map(
      (finding) => finding.code,
    );
    expect(codes).toEqual(
      expect.arrayContaining([
        'missing_slide',
        'too_many_slides',
        'over_word_budget',
        'market_without_source',
      ]),
    );
  });
});
