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
  extractFigures,
  formatFigure,
  parseMoney,
  parseSeries,
  splitLines,
  splitSentences,
  tighten,
  trimWords,
} from '#shared/pitch/text.ts';

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
 * Fits bullets into a word budget: bullets are taken in order, the first that would overflow is cut
 * short if enough room is left for a meaningful phrase, and the rest are left for the speaker notes.
 */
export function fitToBudget(bullets: string[], budget: number): { kept: string[]; dropped: string[] } {
  const kept: string[] = [];
  const dropped: string[] = [];
  let used = 0;
  for (const bullet of bullets) {
    const size = countWords(bullet);
    if (dropped.length === 0 && kept.length < SLIDE_BULLETS_MAX && used + size <= budget) {
      kept.push(bullet);
      used += size;
    } else if (dropped.length === 0 && kept.length < SLIDE_BULLETS_MAX && budget - used >= 5) {
      kept.push(trimWords(bullet, budget - used));
      used = budget;
      dropped.push(bullet);
    } else {
      dropped.push(bullet);
    }
  }
  return { kept: kept.map((bullet) => bullet.slice(0, SLIDE_BULLET_MAX)), dropped };
}

const sentencesOf = (text: string) => splitSentences(text).map((sentence) => tighten(sentence, BULLET_WORDS));
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
  const points = (['tam', 'sam', 'som'] as const)
    .map((key) => ({ key, figure: parseMoney(answer(answers, key)) }))
    .filter((point) => point.figure !== null);
  if (points.length === 0) return null;
  const unit = points.find((point) => point.figure!.unit)?.figure!.unit ?? '';
  return {
    kind: 'market',
    title: 'Market size',
    unit,
    points: points.map((point) => ({ label: point.key.toUpperCase(), value: point.figure!.value })),
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

function draftSlide(spec: FrameworkSlide, answers: PitchAnswers, deckTitle: string): Draft {
  const base: Draft = { title: spec.title, bullets: [], layout: spec.layout };
  const keys = new Set(spec.questions.map((question) => question.key));
  const text = (key: QuestionKey) => (keys.has(key) ? answer(answers, key) : '');

  if (spec.layout === 'title') {
    const company = cleanBullet(text('company')) || deckTitle;
    return {
      ...base,
      title: company.slice(0, 120),
      subtitle: tighten(text('oneLiner'), 20) || undefined,
      bullets: [...sentencesOf(text('purpose')), ...(text('contact') ? [cleanBullet(text('contact'))] : [])],
    };
  }

  if (spec.layout === 'teamGrid') {
    return { ...base, bullets: splitLines(text('team')).map(teamLine) };
  }

  if (spec.layout === 'twoColumns') {
    const left = linesOf(text('competitors'));
    const right = sentencesOf(text('advantage'));
    return {
      ...base,
      bullets: [...left, ...right],
      splitAt: left.length,
      columnTitles: ['The alternatives', 'Why we win'],
    };
  }

  // The problem's first sentence, then who has it: the checker (and investors) look for both.
  const order = [...keys];
  if (keys.has('customer')) order.splice(order.indexOf('customer'), 1);
  const bullets: string[] = [];
  for (const key of order) {
    const value = text(key);
    if (!value) continue;
    const start = bullets.length;
    switch (key) {
      case 'pricing':
        bullets.push(`Pricing: ${tighten(value, BULLET_WORDS - 1)}`);
        break;
      case 'marketSource':
        bullets.push(`Source: ${tighten(value, BULLET_WORDS - 1)}`);
        break;
      case 'useOfFunds':
      case 'milestones':
        bullets.push(...linesOf(value));
        break;
      case 'tam':
      case 'sam':
      case 'som': {
        const figure = parseMoney(value);
        bullets.push(
          `${key.toUpperCase()}: ${figure ? formatFigure(figure.value, figure.unit) : cleanBullet(value)}`,
        );
        break;
      }
      case 'askAmount': {
        const figure = parseMoney(value);
        bullets.push(`Raising ${figure ? formatFigure(figure.value, figure.unit) : cleanBullet(value)}`);
        break;
      }
      case 'traction':
      case 'tractionMetric':
      case 'company':
      case 'oneLiner':
      case 'contact':
        break;
      default:
        bullets.push(...sentencesOf(value));
    }
    if (key === 'problem' && text('customer')) {
      bullets.splice(start + 1, 0, `Who feels it: ${tighten(text('customer'), BULLET_WORDS - 3)}`);
    }
  }
  if (!keys.has('problem') && text('customer'))
    bullets.push(`Who feels it: ${tighten(text('customer'), BULLET_WORDS - 3)}`);

  const draft: Draft = { ...base, bullets };
  if (spec.numberTopic === 'market') {
    draft.chart = marketChart(answers);
    if (draft.chart && keys.has('tam')) {
      // The chart already shows TAM/SAM/SOM; the bullets keep the source and the reasoning.
      draft.bullets = draft.bullets.filter((bullet) => !/^(TAM|SAM|SOM): /.test(bullet));
    }
    if (!draft.chart) draft.layout = 'bullets';
  } else if (spec.numberTopic === 'traction') {
    draft.chart = tractionChart(answers);
    const points = parseSeries(text('traction'));
    const last = points[points.length - 1];
    if (last) {
      draft.bigNumber = {
        value: formatFigure(last.value, last.unit),
        label: `${cleanBullet(text('tractionMetric')) || 'Latest'} (${last.label})`.slice(0, 120),
      };
    }
    const highlights = sentencesOf(text('tractionHighlights'));
    draft.bullets = [...draft.bullets, ...highlights];
    if (!draft.chart) draft.layout = draft.bigNumber ? 'bigNumber' : 'bullets';
    else draft.bigNumber = null;
  } else if (spec.numberTopic === 'ask' || spec.numberTopic === 'financials') {
    const ask = parseMoney(text('askAmount'));
    if (spec.numberTopic === 'ask' && ask) {
      draft.bigNumber = { value: formatFigure(ask.value, ask.unit), label: 'Raising now' };
      draft.bullets = draft.bullets.filter((bullet) => !bullet.startsWith('Raising '));
    } else {
      draft.bigNumber = headlineFigure(text('financials'));
    }
    if (!draft.bigNumber) draft.layout = 'bullets';
  }
  return draft;
}

/** The furthest-out money figure of a projection, labelled with the words around it. */
function headlineFigure(text: string): { value: string; label: string } | null {
  for (const sentence of splitSentences(text)) {
    const money = extractFigures(sentence).filter((figure) => figure.unit !== '%');
    const figure = money[money.length - 1];
    if (!figure) continue;
    const year = sentence.slice(figure.index).match(/\b(19|20)\d\d\b/)?.[0];
    const before = sentence
      .slice(0, money[0]!.index)
      .replace(/[^\p{L}\s]/gu, ' ')
      .trim()
      .split(/\s+/);
    while (
      before.length &&
      /^(?:of|in|at|to|by|for|the|a|an|is|was|will|be|reach|reaches|about)$/i.test(before[before.length - 1]!)
    )
      before.pop();
    const noun = before.slice(-2).join(' ');
    const label = [noun || 'Projected', year ? `in ${year}` : ''].filter(Boolean).join(' ');
    return { value: formatFigure(figure.value, figure.unit), label: cleanBullet(label).slice(0, 120) };
  }
  return null;
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
