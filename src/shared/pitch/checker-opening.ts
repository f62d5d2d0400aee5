/**
 * The opening: the company's name and the one-liner. A name is a few words with no verb; a
 * one-liner says what the company does, in a sentence anyone can repeat (20 words at most).
 */
import { countWords } from '#shared/pitch/text.ts';
import {
  onSlide,
  report,
  slideByKey,
  type CheckContext,
  type PlacedSlide,
} from '#shared/pitch/checker-slides.ts';

export const OPENING_PENALTIES = {
  company_name_not_a_name: 10,
  one_liner_unclear: 8,
  one_liner_long: 4,
} as const;
const ONE_LINER_WORDS = 20;
/** Words that sound like a description and say nothing about what the company does. */
const BUZZWORDS =
  /\b(?:innovative|disruptive|revolutionary|next-gen(?:eration)?|ai-powered|best-in-class|world-class|cutting-edge|synerg\w*|leverag\w*|seamless|end-to-end|game-chang\w*|paradigm|holistic|platform|solution|ecosystem)\b/gi;

/** The slide that carries the name and the one-liner: the title slide, else the first slide. */
function openingSlide(context: CheckContext): PlacedSlide | null {
  const spec = context.framework.slides.find((candidate) => candidate.layout === 'title');
  return slideByKey(context, spec?.key ?? context.framework.slides[0]?.key ?? '');
}

/** Why a company name reads like a sentence, or null when it looks like a name. */
function nameProblem(context: CheckContext, name: string): string | null {
  const words = countWords(name);
  if (words === 0) return null;
  if (words > 6) return `it is ${words} words long`;
  if (/[.!?]$/.test(name.trim()) || /[,;:]/.test(name)) return 'it is punctuated like a sentence';
  if (words >= 3 && context.reader.hasVerb(name)) return 'it reads as a sentence';
  return null;
}

export function checkOpening(context: CheckContext) {
  const at = openingSlide(context);
  if (!at) return;
  const name = at.spec.layout === 'title' ? at.slide.title : (context.deck.answers.company ?? '');
  const problem = nameProblem(context, name);
  if (problem) {
    report(
      context,
      at,
      {
        code: 'company_name_not_a_name',
        severity: 'error',
        message: `${onSlide(at)}, the company name “${name.slice(0, 60)}” does not look like a name: ${problem}.`,
        suggestion:
          'Put just the company’s name here (one to four words, like “Lumen Ledger”), and move the description into the one-liner.',
      },
      OPENING_PENALTIES.company_name_not_a_name,
    );
  }
  checkOneLiner(context, at);
}

function checkOneLiner(context: CheckContext, at: PlacedSlide) {
  const expected = context.framework.slides.some((spec) => spec.questions.some((q) => q.key === 'oneLiner'));
  const line = (at.spec.layout === 'title' ? at.slide.subtitle : context.deck.answers.oneLiner)?.trim() ?? '';
  if (!expected) return;
  const words = countWords(line);
  const buzzwords = line.match(BUZZWORDS)?.length ?? 0;
  const saysWhat = context.reader.hasVerb(line) || /\b(?:for|that|to|which|who)\b/i.test(line);
  const unclear = words < 3 || !saysWhat || buzzwords >= 3;
  if (!unclear && words <= ONE_LINER_WORDS) return;
  report(
    context,
    at,
    unclear
      ? {
          code: 'one_liner_unclear',
          severity: 'error',
          message: words
            ? `${onSlide(at)}, the one-liner “${line.slice(0, 80)}” does not say what the company does.`
            : `${onSlide(at)}, there is no one-liner saying what the company does.`,
          suggestion:
            'Write one sentence with a verb: who you help and what you do for them, e.g. “Bookkeeping that closes the month for independent cafés in ten minutes.”',
        }
      : {
          code: 'one_liner_unclear',
          severity: 'warning',
          message: `${onSlide(at)}, the one-liner is ${words} words; people repeat one of ${ONE_LINER_WORDS} or fewer.`,
          suggestion: 'Keep who you serve and what you do for them; move the rest to the speaker notes.',
        },
    unclear ? OPENING_PENALTIES.one_liner_unclear : OPENING_PENALTIES.one_liner_long,
  );
}
