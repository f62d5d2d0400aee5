/**
 * The offline composer: the founder's answers become slides by rules, with no network. Each framework
 * slide gets a title, concise bullets trimmed to the slide's word budget, a big number or a chart when
 * the answers hold figures, and speaker notes carrying everything that did not fit on the slide.
 * Deterministic for the same answers (ids aside), so re-generating does not reshuffle a deck.
 */
import {
  getFramework,
  type FrameworkId,
  type FrameworkSlide,
  type PitchAnswers,
  type QuestionKey,
  SLIDE_BULLETS_MAX,
  SLIDE_BULLET_MAX,
  CHART_POINTS_MAX,
} from '#shared/pitch/frameworks.ts';
import type { PitchChart, PitchSlide } from '#shared/schemas/pitch.ts';
import {
  cleanBullet,
  countWords,
  formatFigure,
  parseMoney,
  parseSeries,
  splitLines,
  splitSentences,
  stripFiller,
} from '#shared/pitch/text.ts';
import { clausePrefix, sentenceToBullets, tighten } from '#shared/pitch/composer-clauses.ts';
import { dedupeBullets, sameClaim } from '#shared/pitch/composer-dedupe.ts';
import { headlineFigure } from '#shared/pitch/composer-figures.ts';

/** Longest bullet the composer writes; long enough for a claim, short enough to read at a glance. */
const BULLET_WORDS = 14;

export interface ComposeOptions {
  /** Makes slide ids; tests pass a counter for stable output. */
  newId?: () => string;
  /** The deck's title, used on the title slide when the company is not named. */
  deckTitle?: string;
}

const answer = (answers: PitchAnswers, key: QuestionKey) => (answers[key] ?? '').trim();

/** Words on a slide as the checker counts them (the title and speaker notes are not counted). */
export function slideWordCount(slide: Pick<PitchSlide, 'subtitle' | 'bullets' | 'bigNumber'>): number {
  return (
    countWords(slide.subtitle ?? '') +
    slide.bullets.reduce((sum, bullet) => sum + countWords(bullet), 0) +
    (slide.bigNumber ? countWords(`${slide.bigNumber.value} ${slide.bigNumber.label}`) : 0)
  );
}

/**
 * Fits bullets into a word budget: bullets are taken in order; one that would overflow is shortened
 * to its opening clauses when they fit what is left, or else left for the speaker notes while
 * shorter bullets after it still get their place. A bullet is never cut inside a clause, so no
 * figure loses what it measures.
 */
export function fitToBudget(bullets: string[], budget: number): { kept: string[]; dropped: string[] } {
  const kept: string[] = [];
  const dropped: string[] = [];
  let used = 0;
  for (const bullet of bullets) {
    const size = countWords(bullet);
    const open = kept.length < SLIDE_BULLETS_MAX;
    if (open && used + size <= budget) {
      kept.push(bullet);
      used += size;
      continue;
    }
    const shorter = open ? clausePrefix(bullet, budget - used) : null;
    if (shorter) {
      kept.push(shorter);
      used += countWords(shorter);
    }
    dropped.push(bullet);
  }
  return { kept: kept.map((bullet) => bullet.slice(0, SLIDE_BULLET_MAX)), dropped };
}

const sentencesOf = (text: string) =>
  splitSentences(text).flatMap((sentence) => sentenceToBullets(stripFiller(sentence), BULLET_WORDS));
const linesOf = (text: string) => splitLines(text).map((line) => tighten(line, BULLET_WORDS));

/** A team line as "Name — role — why them", whatever separators the founder used. */
function teamLine(line: string): string {
  const parts = line
    .split(/\s+[—–-]\s+|\s*\|\s*|,\s+(?=[A-Z])/)
    .map((part) => cleanBullet(part))
    .filter(Boolean);
  return parts.length > 1 ? parts.slice(0, 3).join(' — ') : cleanBullet(line);
}

function marketChart(answers: PitchAnswers): PitchChart | null {
  const points = (['tam', 'sam', 'som'] as const).flatMap((key) => {
    const figure = parseMoney(answer(answers, key));
    return figure ? [{ key, figure }] : [];
  });
  if (points.length === 0) return null;
  return {
    kind: 'market',
    title: 'Market size',
    unit: points.find((point) => point.figure.unit)?.figure.unit ?? '',
    points: points.map((point) => ({ label: point.key.toUpperCase(), value: point.figure.value })),
  };
}

function tractionChart(answers: PitchAnswers): PitchChart | null {
  const points = parseSeries(answer(answers, 'traction')).slice(-CHART_POINTS_MAX);
  if (points.length < 2) return null;
  return {
    kind: 'traction',
    title: cleanBullet(answer(answers, 'tractionMetric')).slice(0, 120) || 'Traction',
    unit: points.find((point) => point.unit && point.unit !== '%')?.unit ?? '',
    points: points.map(({ label, value }) => ({ label, value })),
  };
}

/** What the composer puts on one slide before fitting it to the budget. */
interface Draft {
  title: string;
  subtitle?: string;
  bullets: string[];
  splitAt?: number;
  columnTitles?: [string, string];
  bigNumber?: { value: string; label: string } | null;
  chart?: PitchChart | null;
  layout: PitchSlide['layout'];
}

/** The answers a slide may use: only its own questions', so one answer makes one claim per slide. */
type SlideText = (key: QuestionKey) => string;

const money = (value: string) => {
  const figure = parseMoney(value);
  return figure ? formatFigure(figure.value, figure.unit) : cleanBullet(value);
};
const who = (text: SlideText) => `Who feels it: ${tighten(text('customer'), BULLET_WORDS - 3)}`;

/**
 * The bullets one answer gives. Answers shown as a chart or a big number (traction, the ask) and
 * those of the title slide give none here, so a figure is never both a chart and a bullet.
 */
function bulletsFor(key: QuestionKey, value: string): string[] {
  switch (key) {
    case 'pricing':
      return [`Pricing: ${tighten(value, BULLET_WORDS - 1)}`];
    case 'marketSource':
      return [`Source: ${tighten(value, BULLET_WORDS - 1)}`];
    case 'useOfFunds':
    case 'milestones':
      return linesOf(value);
    case 'tam':
    case 'sam':
    case 'som':
      return [`${key.toUpperCase()}: ${money(value)}`];
    case 'askAmount':
      return [`Raising ${money(value)}`];
    case 'traction':
    case 'tractionMetric':
    case 'tractionHighlights':
    case 'company':
    case 'oneLiner':
    case 'contact':
    case 'customer':
      return [];
    default:
      return sentencesOf(value);
  }
}

/** The problem's first sentence, then who has it: investors (and the checker) look for both. */
function bodyBullets(spec: FrameworkSlide, text: SlideText): string[] {
  const keys = spec.questions.map((question) => question.key);
  const bullets: string[] = [];
  for (const key of keys) {
    const value = text(key);
    if (!value) continue;
    const own = bulletsFor(key, value);
    if (key === 'problem' && text('customer')) own.splice(1, 0, who(text));
    bullets.push(...own);
  }
  if (!keys.includes('problem') && text('customer')) bullets.push(who(text));
  return bullets;
}

function titleDraft(base: Draft, text: SlideText, deckTitle: string): Draft {
  const company = cleanBullet(text('company')) || deckTitle;
  return {
    ...base,
    title: company.slice(0, 120),
    subtitle: tighten(text('oneLiner'), 20) || undefined,
    bullets: [...sentencesOf(text('purpose')), ...(text('contact') ? [cleanBullet(text('contact'))] : [])],
  };
}

function competitionDraft(base: Draft, text: SlideText): Draft {
  const left = dedupeBullets(linesOf(text('competitors')));
  const right = dedupeBullets(sentencesOf(text('advantage'))).filter(
    (bullet) => !left.some((alternative) => sameClaim(alternative, bullet)),
  );
  return {
    ...base,
    bullets: [...left, ...right],
    splitAt: left.length,
    columnTitles: ['The alternatives', 'Why we win'],
  };
}

/** Figures where investors expect them: a market chart, a traction chart or big number, the ask. */
function withFigures(spec: FrameworkSlide, draft: Draft, answers: PitchAnswers, text: SlideText): Draft {
  if (spec.numberTopic === 'market') {
    const chart = marketChart(answers);
    // The chart already shows TAM/SAM/SOM; the bullets keep the source and the reasoning.
    const bullets = chart
      ? draft.bullets.filter((bullet) => !/^(TAM|SAM|SOM): /.test(bullet))
      : draft.bullets;
    return { ...draft, chart, bullets, layout: chart ? draft.layout : 'bullets' };
  }
  if (spec.numberTopic === 'traction') {
    const chart = tractionChart(answers);
    const last = parseSeries(text('traction')).at(-1);
    const bigNumber =
      !chart && last
        ? {
            value: formatFigure(last.value, last.unit),
            label: `${cleanBullet(text('tractionMetric')) || 'Latest'} (${last.label})`.slice(0, 120),
          }
        : null;
    const bullets = [...draft.bullets, ...sentencesOf(text('tractionHighlights'))];
    return {
      ...draft,
      chart,
      bigNumber,
      bullets,
      layout: chart ? draft.layout : bigNumber ? 'bigNumber' : 'bullets',
    };
  }
  if (spec.numberTopic === 'ask' || spec.numberTopic === 'financials') {
    const ask = parseMoney(text('askAmount'));
    const bigNumber =
      spec.numberTopic === 'ask' && ask
        ? { value: formatFigure(ask.value, ask.unit), label: 'Raising now' }
        : headlineFigure(text('financials'));
    const bullets =
      spec.numberTopic === 'ask' && ask
        ? draft.bullets.filter((bullet) => !bullet.startsWith('Raising '))
        : draft.bullets;
    return { ...draft, bigNumber, bullets, layout: bigNumber ? draft.layout : 'bullets' };
  }
  return draft;
}

function draftSlide(spec: FrameworkSlide, answers: PitchAnswers, deckTitle: string): Draft {
  const base: Draft = { title: spec.title, bullets: [], layout: spec.layout };
  const keys = new Set(spec.questions.map((question) => question.key));
  const text: SlideText = (key) => (keys.has(key) ? answer(answers, key) : '');
  if (spec.layout === 'title') return titleDraft(base, text, deckTitle);
  if (spec.layout === 'teamGrid')
    return { ...base, bullets: dedupeBullets(splitLines(text('team')).map(teamLine)) };
  if (spec.layout === 'twoColumns') return competitionDraft(base, text);
  const draft = withFigures(spec, { ...base, bullets: bodyBullets(spec, text) }, answers, text);
  return { ...draft, bullets: dedupeBullets(draft.bullets) };
}

/** Speaker notes: the slide's aim and every answer behind it, in full. */
function notesFor(spec: FrameworkSlide, answers: PitchAnswers, dropped: string[]): string {
  const lines = [`Aim: ${spec.purpose}`];
  for (const question of spec.questions) {
    const value = answer(answers, question.key);
    if (value) lines.push(`${question.label}: ${value.replace(/\s*\n\s*/g, '; ')}`);
  }
  if (dropped.length) lines.push(`Not on the slide: ${dropped.join('; ')}`);
  return lines.join('\n').slice(0, 4_000);
}

/** One framework slide composed from the answers. */
export function composeSlide(
  spec: FrameworkSlide,
  answers: PitchAnswers,
  { newId = () => crypto.randomUUID(), deckTitle = '' }: ComposeOptions = {},
): PitchSlide {
  const draft = draftSlide(spec, answers, deckTitle);
  const figureWords = draft.bigNumber ? countWords(`${draft.bigNumber.value} ${draft.bigNumber.label}`) : 0;
  const budget = Math.max(5, spec.wordBudget - countWords(draft.subtitle ?? '') - figureWords);
  const { kept, dropped } = fitToBudget(draft.bullets, budget);
  const slide: PitchSlide = {
    id: newId(),
    key: spec.key,
    layout: draft.layout,
    title: draft.title,
    bullets: kept,
    bigNumber: draft.bigNumber ?? null,
    chart: draft.chart ?? null,
    notes: notesFor(spec, answers, dropped),
  };
  if (draft.subtitle) slide.subtitle = draft.subtitle.slice(0, SLIDE_BULLET_MAX);
  if (draft.layout === 'twoColumns' && draft.columnTitles) {
    slide.columnTitles = draft.columnTitles;
    slide.splitAt = Math.min(draft.splitAt ?? 0, kept.length);
  }
  return slide;
}

/** The whole deck: one slide per framework slide, in the framework's order. */
export function composeDeck(
  framework: FrameworkId,
  answers: PitchAnswers,
  options: ComposeOptions = {},
): PitchSlide[] {
  return getFramework(framework).slides.map((spec) => composeSlide(spec, answers, options));
}
