/**
 * The deck checker: scores a deck 0–100 against the framework the founder chose and explains every
 * point taken off. Pure, so the editor re-runs it on each keystroke and the server's
 * `GET /api/pitch/decks/:id/check` answers with the same findings.
 */
import { getFramework, type FrameworkId, type PitchAnswers } from '#shared/pitch/frameworks.ts';
import { slideWordCount } from '#shared/pitch/composer.ts';
import { hasFigure } from '#shared/pitch/text.ts';
import type { CheckResult, Finding, PitchSlide } from '#shared/schemas/pitch.ts';

export interface CheckableDeck {
  framework: FrameworkId;
  answers: PitchAnswers;
  slides: PitchSlide[];
}

/** Points each kind of finding costs. Errors are what an investor would stop at. */
export const PENALTIES = {
  missing_slide: 10,
  empty_slide: 8,
  no_numbers: 8,
  over_word_budget_far: 4,
  over_word_budget_near: 1,
  problem_without_customer: 5,
  market_without_source: 5,
  too_many_slides_base: 4,
  too_many_slides_each: 2,
  ask_without_use_of_funds: 6,
} as const;

/** Words that show a slide names who has the problem. */
const AUDIENCE =
  /\b(?:who|customers?|users?|owners?|founders?|teams?|companies|businesses|people|buyers?|managers?|developers?|patients?|parents?|students?|shoppers?|drivers?|clinics?|shops?|stores?|restaurants?|cafés?|cafes?|smbs?|smes?|enterprises?|families|workers?|employees?|sellers?|merchants?|landlords?|tenants?|farmers?|doctors?|nurses?|teachers?|consumers?|households?)\b/i;
const SOURCE =
  /\b(?:source|according to|census|report|survey|study|research|gartner|statista|forrester|mckinsey|idc|bottom-up|top-down|data from|estimate[sd]? from)\b/i;
const USE_OF_FUNDS =
  /\b(?:use of funds|hire|hiring|engineering|sales|marketing|runway|product|operations|spend|months|launch)\b|%/i;

function slideText(slide: PitchSlide): string {
  return [
    slide.title,
    slide.subtitle ?? '',
    ...slide.bullets,
    slide.bigNumber ? `${slide.bigNumber.value} ${slide.bigNumber.label}` : '',
  ].join('\n');
}

/** A slide with nothing on it but its title. */
function isEmpty(slide: PitchSlide): boolean {
  const hasBody = slide.bullets.some((bullet) => bullet.trim()) || Boolean(slide.subtitle?.trim());
  return !hasBody && !slide.bigNumber && !(slide.chart && slide.chart.points.length > 0);
}

function hasNumbers(slide: PitchSlide): boolean {
  if (slide.bigNumber && hasFigure(slide.bigNumber.value)) return true;
  if (slide.chart && slide.chart.points.some((point) => point.value > 0)) return true;
  return slide.bullets.some((bullet) => hasFigure(bullet));
}

const blank = (value: string | undefined) => !value || !value.trim();

export function checkDeck(deck: CheckableDeck): CheckResult {
  const framework = getFramework(deck.framework);
  const findings: Finding[] = [];
  const add = (finding: Omit<Finding, 'penalty'>, penalty: number) => findings.push({ ...finding, penalty });

  for (const spec of framework.slides) {
    const slide = deck.slides.find((candidate) => candidate.key === spec.key);
    if (!slide) {
      add(
        {
          code: 'missing_slide',
          slideKey: spec.key,
          slideId: null,
          severity: 'error',
          message: `The ${framework.name} deck has no “${spec.title}” slide.`,
          suggestion: `Add a “${spec.title}” slide: ${spec.purpose}`,
        },
        PENALTIES.missing_slide,
      );
      continue;
    }
    const at = { slideKey: spec.key, slideId: slide.id };

    if (isEmpty(slide)) {
      add(
        {
          ...at,
          code: 'empty_slide',
          severity: 'error',
          message: `“${slide.title || spec.title}” is empty.`,
          suggestion: `Answer the questions for this slide, or write its points directly: ${spec.purpose}`,
        },
        PENALTIES.empty_slide,
      );
      continue;
    }

    const wordCount = slideWordCount(slide);
    if (wordCount > spec.wordBudget) {
      const far = wordCount > spec.wordBudget * 1.25;
      add(
        {
          ...at,
          code: 'over_word_budget',
          severity: far ? 'warning' : 'tip',
          message: `“${slide.title}” has ${wordCount} words; this framework allows about ${spec.wordBudget}.`,
          suggestion:
            'Keep one idea per bullet and move the detail into the speaker notes, so the room reads the slide at a glance.',
        },
        far ? PENALTIES.over_word_budget_far : PENALTIES.over_word_budget_near,
      );
    }

    if (spec.expectsNumbers && !hasNumbers(slide)) {
      const what = {
        market: 'market sizes (TAM, SAM and SOM)',
        traction: 'growth figures over time',
        financials: 'revenue projections',
        ask: 'the amount you are raising',
      }[spec.numberTopic ?? 'financials'];
      add(
        {
          ...at,
          code: 'no_numbers',
          severity: 'error',
          message: `“${slide.title}” has no figures; investors look for ${what} here.`,
          suggestion: `Add ${what}, even rough ones, and say how you got them.`,
        },
        PENALTIES.no_numbers,
      );
    }

    // Judged on the slide as the room sees it, not on the answers: a customer answered in the wizard
    // but edited off the slide (or left out by the model) is still a problem without a customer.
    if (spec.key === 'problem' && !AUDIENCE.test(slideText(slide))) {
      add(
        {
          ...at,
          code: 'problem_without_customer',
          severity: 'warning',
          message: 'The problem is described without saying who has it.',
          suggestion:
            'Name the customer who feels this pain, as precisely as you can (who, how many, how often).',
        },
        PENALTIES.problem_without_customer,
      );
    }

    if (
      spec.numberTopic === 'market' &&
      hasNumbers(slide) &&
      blank(deck.answers.marketSource) &&
      !SOURCE.test(`${slideText(slide)}\n${slide.notes}`)
    ) {
      add(
        {
          ...at,
          code: 'market_without_source',
          severity: 'warning',
          message: 'The market figures have no source.',
          suggestion:
            'Say where each figure comes from: a report, a census, or your own bottom-up count (customers × price).',
        },
        PENALTIES.market_without_source,
      );
    }
  }

  // The ask, wherever the framework puts it.
  const askSlide = deck.slides.find((slide) =>
    framework.slides.some((spec) => spec.key === slide.key && spec.numberTopic === 'ask'),
  );
  const asking = !blank(deck.answers.askAmount) || (askSlide !== undefined && hasNumbers(askSlide));
  if (asking) {
    const askText = askSlide ? `${slideText(askSlide)}\n${askSlide.notes}` : '';
    const bulletsBeyondAmount = askSlide
      ? askSlide.bullets.filter((bullet) => !/^raising\b/i.test(bullet))
      : [];
    if (blank(deck.answers.useOfFunds) && !(bulletsBeyondAmount.length > 0 && USE_OF_FUNDS.test(askText))) {
      const target = askSlide ?? deck.slides.find((slide) => /^raising\b/i.test(slide.bullets.join('\n')));
      add(
        {
          code: 'ask_without_use_of_funds',
          slideKey: target?.key ?? null,
          slideId: target?.id ?? null,
          severity: 'error',
          message: 'The ask does not say what the money is for.',
          suggestion:
            'List the use of funds as shares of the round (for example 50% engineering, 30% sales) and the milestones it reaches.',
        },
        PENALTIES.ask_without_use_of_funds,
      );
    }
  }

  if (deck.slides.length > framework.maxSlides) {
    const extra = deck.slides.length - framework.maxSlides;
    add(
      {
        code: 'too_many_slides',
        slideKey: null,
        slideId: null,
        severity: 'warning',
        message: `The deck has ${deck.slides.length} slides; a seed deck in this framework keeps to ${framework.maxSlides}.`,
        suggestion: 'Merge or cut slides, and move the detail into an appendix you send after the meeting.',
      },
      PENALTIES.too_many_slides_base + PENALTIES.too_many_slides_each * extra,
    );
  }

  const lost = findings.reduce((sum, finding) => sum + finding.penalty, 0);
  return { score: Math.max(0, Math.min(100, Math.round(100 - lost))), findings };
}
