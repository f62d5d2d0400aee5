/**
 * The checks that read the slides: a problem that names who has it and what it costs them (and is
 * not the solution restated), traction with a number, a unit and a period, market sizes in order,
 * an ask that says what it buys and where it gets the company, and a team with roles.
 */
import { overlap } from '#shared/pitch/checker-reader.ts';
import {
  onSlide,
  report,
  slideBody,
  slideByKey,
  slideByTopic,
  type CheckContext,
  type PlacedSlide,
} from '#shared/pitch/checker-slides.ts';
import { extractFigures, hasFigure, splitLines } from '#shared/pitch/text.ts';

export const CONTENT_PENALTIES = {
  problem_restates_solution: 10,
  problem_without_cost: 8,
  traction_incomplete: 8,
  market_out_of_order: 10,
  ask_without_milestone: 5,
  team_without_roles: 8,
} as const;

/** Words of a solution: the founder describing what they built rather than the customer's pain. */
const OFFER =
  /\b(?:we|our)\s+(?:\w+\s+){0,3}(?:build|built|offer|provide|help|let|make|created?|develop(?:ed)?|automate|platform|app|product|tool|software|solution)\b|\b(?:platform|app|tool|software|solution)\s+(?:that|which)\b/i;
/** What a problem costs: time, money, mistakes, risk, customers. */
const COST =
  /\b(?:hours?|days?|evenings?|weeks?|months?|time|costs?|costly|expensive|lose|loses|lost|losing|waste[sd]?|wasting|spend|spends|spent|fines?|penalt\w*|risk\w*|money|revenue|churn|mistakes?|errors?|late|miss(?:es|ed)?|overpay\w*|stress\w*|burn\w*)\b|[$€£]|%/i;

export function checkProblem(context: CheckContext) {
  const at = slideByKey(context, 'problem');
  if (!at) return;
  const text = slideBody(at.slide);
  if (!text) return;
  const solution = slideByKey(context, 'solution');
  const echo = solution ? overlap(context.reader, text, slideBody(solution.slide)) : 0;
  if (OFFER.test(text) || echo >= 0.6) {
    report(
      context,
      at,
      {
        code: 'problem_restates_solution',
        severity: 'error',
        message: `${onSlide(at)}, the text describes your solution rather than the customer’s pain.`,
        suggestion:
          'Describe life before your product: who struggles, with what, and what it costs them today. Keep what you built for the Solution slide.',
      },
      CONTENT_PENALTIES.problem_restates_solution,
    );
  } else if (!COST.test(text)) {
    report(
      context,
      at,
      {
        code: 'problem_without_cost',
        severity: 'error',
        message: `${onSlide(at)}, it is not clear what the problem costs the people who have it.`,
        suggestion:
          'Say what it costs them: hours lost, money spent, mistakes made or customers missed, with a figure if you have one.',
      },
      CONTENT_PENALTIES.problem_without_cost,
    );
  }
}

/** A period: months, quarters, years, weeks, or a rate such as "per month". */
const PERIOD =
  /\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\b|\bq[1-4]\b|\b(?:19|20)\d\d\b|\b(?:week|month|quarter|year|day)s?\b|\b(?:weekly|monthly|quarterly|yearly|annual(?:ly)?|daily)\b|\bsince\b|\/(?:mo|yr|wk)\b|\bw\d+\b|\bm\d+\b/i;

export function checkTraction(context: CheckContext) {
  const at = slideByTopic(context, 'traction');
  if (!at) return;
  const { slide } = at;
  const chartPoints = slide.chart?.points ?? [];
  const text = `${slideBody(slide)}\n${context.deck.answers.tractionMetric ?? ''}`;
  if (chartPoints.length === 0 && !hasFigure(text)) return; // no figures at all: flagged elsewhere
  const unit =
    Boolean(slide.chart?.unit) ||
    Boolean(slide.chart && slide.chart.title && slide.chart.title !== 'Traction') ||
    /[$€£%]|\d[\d,.]*\s*(?:k|m)?\s+[\p{L}]{3,}/iu.test(slideBody(slide));
  const period = PERIOD.test(text);
  const missing = [unit ? '' : 'what is counted (revenue, users, cafés…)', period ? '' : 'over what period'];
  const gaps = missing.filter(Boolean);
  if (gaps.length === 0) return;
  report(
    context,
    at,
    {
      code: 'traction_incomplete',
      severity: 'error',
      message: `${onSlide(at)}, the figures do not say ${gaps.join(' or ')}.`,
      suggestion:
        'Give each figure a unit and a period, e.g. “$5,400 monthly recurring revenue in May, up from $1,200 in January”.',
    },
    CONTENT_PENALTIES.traction_incomplete,
  );
}

/** TAM, SAM and SOM as the slide shows them (the chart, else "TAM: $4B" bullets). */
function marketSizes(body: string, chart: { label: string; value: number }[]) {
  const sizes = new Map<string, number>();
  for (const point of chart) sizes.set(point.label.toUpperCase(), point.value);
  for (const key of ['TAM', 'SAM', 'SOM']) {
    const line = body.split('\n').find((candidate) => candidate.toUpperCase().startsWith(`${key}:`));
    const figure = line ? extractFigures(line)[0] : undefined;
    if (!sizes.has(key) && figure) sizes.set(key, figure.value);
  }
  return sizes;
}

export function checkMarketOrder(context: CheckContext) {
  const at = slideByTopic(context, 'market');
  if (!at) return;
  const sizes = marketSizes(slideBody(at.slide), at.slide.chart?.points ?? []);
  const ordered = ['TAM', 'SAM', 'SOM'].filter((key) => sizes.has(key));
  const wrong = ordered.findIndex(
    (key, i) => i > 0 && (sizes.get(key) ?? 0) > (sizes.get(ordered[i - 1] ?? '') ?? 0),
  );
  if (wrong <= 0) return;
  const [larger, smaller] = [ordered[wrong], ordered[wrong - 1]];
  report(
    context,
    at,
    {
      code: 'market_out_of_order',
      severity: 'error',
      message: `${onSlide(at)}, ${larger} is larger than ${smaller}; each market should sit inside the one before (TAM ≥ SAM ≥ SOM).`,
      suggestion:
        'Check the figures: TAM is everyone who could buy, SAM the part you can reach, SOM what you can win in a few years.',
    },
    CONTENT_PENALTIES.market_out_of_order,
  );
}

/** Where the money gets the company: a milestone, a date or a runway. */
const MILESTONE =
  /\b(?:milestones?|reach(?:es|ing)?|until|runway|break-?even|launch\w*|series a|by (?:q[1-4]|(?:19|20)\d\d|next|the end|end of)|in \d+ months|\d+ months)\b|\bq[1-4]\b/i;

export function checkAskMilestone(context: CheckContext) {
  const at = slideByTopic(context, 'ask');
  if (!at || !hasFigure(slideText(at))) return;
  const said = `${slideBody(at.slide)}\n${context.deck.answers.milestones ?? ''}`;
  if (MILESTONE.test(said)) return;
  report(
    context,
    at,
    {
      code: 'ask_without_milestone',
      severity: 'warning',
      message: `${onSlide(at)}, the ask does not say which milestone the money reaches.`,
      suggestion:
        'Name where this round gets you and when, e.g. “500 cafés and break-even by Q4 2027, 18 months of runway”.',
    },
    CONTENT_PENALTIES.ask_without_milestone,
  );
}

const slideText = (at: PlacedSlide) => [at.slide.bigNumber?.value ?? '', ...at.slide.bullets].join(' ');

/** Titles and jobs that say what a person does in the company. */
const ROLE =
  /\b(?:ceo|cto|coo|cfo|cmo|cpo|vp|founder|co-?founder|head|lead|director|chief|engineer\w*|designer|developer|scientist|sales|marketing|operations|product|finance|advisor|adviser|partner|manager|president|chair\w*)\b/i;

export function checkTeamRoles(context: CheckContext) {
  const at = slideByKey(context, 'team');
  if (!at) return;
  const people = at.slide.bullets.flatMap((bullet) => splitLines(bullet));
  if (people.length === 0) return;
  const withRoles = people.filter((person) => ROLE.test(person)).length;
  if (withRoles * 2 > people.length) return;
  report(
    context,
    at,
    {
      code: 'team_without_roles',
      severity: 'error',
      message: `${onSlide(at)}, ${withRoles === 0 ? 'no one has' : 'most people do not have'} a role: investors want to see who does what.`,
      suggestion:
        'Write each person as “name — role — why them”, e.g. “Ada Moreno — CEO — ran three cafés for 8 years”.',
    },
    CONTENT_PENALTIES.team_without_roles,
  );
}
