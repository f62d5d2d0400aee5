/**
 * The deck checker: scores a deck 0–100 against the framework the founder chose and explains every
 * point taken off. It checks that the slides are there and hold figures where investors expect them,
 * and it reads what they say: a company name that is a sentence, a problem that restates the
 * solution, traction without a unit or period, market sizes out of order, placeholder text. Pure, so
 * the editor re-runs it on each keystroke; the server runs it with a language-model reader.
 */
import { getFramework } from '#shared/pitch/frameworks.ts';
import { slideWordCount } from '#shared/pitch/composer.ts';
import { hasFigure } from '#shared/pitch/text.ts';
import { rulesReader, type TextReader } from '#shared/pitch/checker-reader.ts';
import {
  report,
  slideText,
  type CheckableDeck,
  type CheckContext,
  type PlacedSlide,
} from '#shared/pitch/checker-slides.ts';
import { checkOpening } from '#shared/pitch/checker-opening.ts';
import {
  checkAskMilestone,
  checkMarketOrder,
  checkProblem,
  checkTeamRoles,
  checkTraction,
} from '#shared/pitch/checker-content.ts';
import { checkNonsense } from '#shared/pitch/checker-nonsense.ts';
import type { CheckResult, PitchSlide } from '#shared/schemas/pitch.ts';

export type { CheckableDeck } from '#shared/pitch/checker-slides.ts';
export type { TextReader } from '#shared/pitch/checker-reader.ts';

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

/**
 * The highest score a deck with an error can have. An error is what an investor would stop at, so
 * such a deck is "getting there" at best, however good the rest is; the points held back are shown
 * as their own finding, so the findings still add up to the score.
 */
export const SCORE_WITH_ERRORS_MAX = 69;

/** Words that show a slide names who has the problem. */
const AUDIENCE =
  /\b(?:who|customers?|users?|owners?|founders?|teams?|companies|businesses|people|buyers?|managers?|developers?|patients?|parents?|students?|shoppers?|drivers?|clinics?|shops?|stores?|restaurants?|cafés?|cafes?|smbs?|smes?|enterprises?|families|workers?|employees?|sellers?|merchants?|landlords?|tenants?|farmers?|doctors?|nurses?|teachers?|consumers?|households?|operators?|freelancers?|accountants?|agencies|retailers?|brands?)\b/i;
const SOURCE =
  /\b(?:source|according to|census|report|survey|study|research|gartner|statista|forrester|mckinsey|idc|bottom-up|top-down|data from|estimate[sd]? from|method|calculated|count of)\b|\d\s*[×x]\s*[$€£]?\d/i;
const USE_OF_FUNDS =
  /\b(?:use of funds|hire|hiring|engineering|sales|marketing|runway|product|operations|spend|months|launch)\b|%/i;

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

const NUMBERS_WANTED = {
  market: 'market sizes (TAM, SAM and SOM)',
  traction: 'growth figures over time',
  financials: 'revenue projections',
  ask: 'the amount you are raising',
} as const;

function checkWordBudget(context: CheckContext, at: PlacedSlide) {
  const wordCount = slideWordCount(at.slide);
  if (wordCount <= at.spec.wordBudget) return;
  const far = wordCount > at.spec.wordBudget * 1.25;
  report(
    context,
    at,
    {
      code: 'over_word_budget',
      severity: far ? 'warning' : 'tip',
      message: `“${at.slide.title}” has ${wordCount} words; this framework allows about ${at.spec.wordBudget}.`,
      suggestion:
        'Keep one idea per bullet and move the detail into the speaker notes, so the room reads the slide at a glance.',
    },
    far ? PENALTIES.over_word_budget_far : PENALTIES.over_word_budget_near,
  );
}

function checkFigures(context: CheckContext, at: PlacedSlide) {
  const { spec, slide } = at;
  if (spec.expectsNumbers && !hasNumbers(slide)) {
    const what = NUMBERS_WANTED[spec.numberTopic ?? 'financials'];
    report(
      context,
      at,
      {
        code: 'no_numbers',
        severity: 'error',
        message: `“${slide.title}” has no figures; investors look for ${what} here.`,
        suggestion: `Add ${what}, even rough ones, and say how you got them.`,
      },
      PENALTIES.no_numbers,
    );
  }
  if (
    spec.numberTopic === 'market' &&
    hasNumbers(slide) &&
    blank(context.deck.answers.marketSource) &&
    !SOURCE.test(`${slideText(slide)}\n${slide.notes}`)
  ) {
    report(
      context,
      at,
      {
        code: 'market_without_source',
        severity: 'warning',
        message: `“${slide.title}”: the market figures have no source or method.`,
        suggestion:
          'Say where each figure comes from: a report, a census, or your own bottom-up count (customers × price).',
      },
      PENALTIES.market_without_source,
    );
  }
}

/** Judged on the slide as the room sees it: a customer edited off the slide is still missing. */
function checkCustomer(context: CheckContext, at: PlacedSlide) {
  if (at.spec.key !== 'problem' || AUDIENCE.test(slideText(at.slide))) return;
  report(
    context,
    at,
    {
      code: 'problem_without_customer',
      severity: 'warning',
      message: `“${at.slide.title}”: the problem is described without saying who has it.`,
      suggestion:
        'Name the customer who feels this pain, as precisely as you can (who, how many, how often).',
    },
    PENALTIES.problem_without_customer,
  );
}

/** Every framework slide is there, not empty, within its word budget and with its figures. */
function checkSlides(context: CheckContext) {
  const { framework, deck } = context;
  for (const spec of framework.slides) {
    const slide = deck.slides.find((candidate) => candidate.key === spec.key);
    if (!slide) {
      context.findings.push({
        code: 'missing_slide',
        slideKey: spec.key,
        slideId: null,
        severity: 'error',
        message: `The ${framework.name} deck has no “${spec.title}” slide.`,
        suggestion: `Add a “${spec.title}” slide: ${spec.purpose}`,
        penalty: PENALTIES.missing_slide,
      });
      continue;
    }
    const at = { spec, slide };
    if (isEmpty(slide)) {
      report(
        context,
        at,
        {
          code: 'empty_slide',
          severity: 'error',
          message: `“${slide.title || spec.title}” is empty.`,
          suggestion: `Answer the questions for this slide, or write its points directly: ${spec.purpose}`,
        },
        PENALTIES.empty_slide,
      );
      continue;
    }
    checkWordBudget(context, at);
    checkFigures(context, at);
    checkCustomer(context, at);
  }
}

/** The ask, wherever the framework puts it, says what the money is for. */
function checkUseOfFunds(context: CheckContext) {
  const { framework, deck } = context;
  const askSlide = deck.slides.find((slide) =>
    framework.slides.some((spec) => spec.key === slide.key && spec.numberTopic === 'ask'),
  );
  const asking = !blank(deck.answers.askAmount) || (askSlide !== undefined && hasNumbers(askSlide));
  if (!asking || !blank(deck.answers.useOfFunds)) return;
  const askText = askSlide ? `${slideText(askSlide)}\n${askSlide.notes}` : '';
  const beyondAmount = askSlide ? askSlide.bullets.filter((bullet) => !/^raising\b/i.test(bullet)) : [];
  if (beyondAmount.length > 0 && USE_OF_FUNDS.test(askText)) return;
  const target = askSlide ?? deck.slides.find((slide) => /^raising\b/i.test(slide.bullets.join('\n')));
  context.findings.push({
    code: 'ask_without_use_of_funds',
    slideKey: target?.key ?? null,
    slideId: target?.id ?? null,
    severity: 'error',
    message: `${target ? `On the “${target.title}” slide, the` : 'The'} ask does not say what the money is for.`,
    suggestion:
      'List the use of funds as shares of the round (for example 50% engineering, 30% sales) and the milestones it reaches.',
    penalty: PENALTIES.ask_without_use_of_funds,
  });
}

function checkLength(context: CheckContext) {
  const { framework, deck } = context;
  if (deck.slides.length <= framework.maxSlides) return;
  const extra = deck.slides.length - framework.maxSlides;
  report(
    context,
    null,
    {
      code: 'too_many_slides',
      severity: 'warning',
      message: `The deck has ${deck.slides.length} slides; a seed deck in this framework keeps to ${framework.maxSlides}.`,
      suggestion: 'Merge or cut slides, and move the detail into an appendix you send after the meeting.',
    },
    PENALTIES.too_many_slides_base + PENALTIES.too_many_slides_each * extra,
  );
}

/** Holds the score under "ready" while an error remains, as a finding of its own. */
function capForErrors(context: CheckContext, lost: number): number {
  const score = Math.max(0, Math.min(100, Math.round(100 - lost)));
  const errors = context.findings.filter((finding) => finding.severity === 'error').length;
  if (errors === 0 || score <= SCORE_WITH_ERRORS_MAX) return score;
  report(
    context,
    null,
    {
      code: 'not_ready',
      severity: 'warning',
      message: `${errors === 1 ? 'One thing above is' : `${errors} things above are`} what an investor would stop at, so the deck is not ready to send yet.`,
      suggestion: 'Fix the points marked “Fix” first; the score rises as soon as they are resolved.',
    },
    score - SCORE_WITH_ERRORS_MAX,
  );
  return SCORE_WITH_ERRORS_MAX;
}

/**
 * Scores a deck. `reader` decides how sentences are read: the rules by default (the browser), a
 * part-of-speech reader on the server.
 */
export function checkDeck(deck: CheckableDeck, reader: TextReader = rulesReader): CheckResult {
  const context: CheckContext = { deck, framework: getFramework(deck.framework), reader, findings: [] };
  checkSlides(context);
  checkUseOfFunds(context);
  checkLength(context);
  checkOpening(context);
  checkProblem(context);
  checkTraction(context);
  checkMarketOrder(context);
  checkAskMilestone(context);
  checkTeamRoles(context);
  checkNonsense(context);
  const lost = context.findings.reduce((sum, finding) => sum + finding.penalty, 0);
  return { score: capForErrors(context, lost), findings: context.findings };
}
