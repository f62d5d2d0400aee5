/**
 * The big number on a projections slide, labelled with what it measures. A figure's label comes
 * from the clause it was written in ("Revenue $0.6M in 2026, … $7M in 2028" → "Revenue in 2028";
 * "break-even at 2,100 cafés" → "Break-even (cafés)"), never from a neighbouring claim: a café
 * count must not be shown as revenue.
 */
import { extractFigures, formatFigure, splitSentences, type Figure } from '#shared/pitch/text.ts';

/** Words between a subject and its figure that say nothing about what is measured. */
const LINKING =
  /^(?:of|in|at|to|by|for|the|a|an|is|was|will|be|reach|reaches|reaching|about|around|of|hit|hits)$/i;
const YEAR = /\b(?:19|20)\d\d\b/;

interface Claim {
  figure: Figure;
  /** What the clause is about: the words before its first figure. */
  subject: string;
  /** A noun written right after a plain count ("2,100 cafés"). */
  counted: string;
  year: string;
}

function claimsOf(clause: string): Claim[] {
  const figures = extractFigures(clause).filter((figure) => figure.unit !== '%');
  const first = figures[0];
  if (!first) return [];
  const before = clause
    .slice(0, first.index)
    .replace(/[^\p{L}\s-]/gu, ' ')
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  while (before.length && LINKING.test(before[before.length - 1] ?? '')) before.pop();
  const subject = before.slice(-3).join(' ');
  return figures.map((figure, index) => {
    const end = figures[index + 1]?.index ?? clause.length;
    // A figure's index can point at the space before it, so find where its own text ends.
    const after = clause.slice(clause.indexOf(figure.text, figure.index) + figure.text.length, end);
    const counted = figure.unit ? '' : (after.match(/^\s*([\p{L}-]{3,})/u)?.[1] ?? '');
    return {
      figure,
      subject,
      counted: LINKING.test(counted) ? '' : counted,
      year: after.match(YEAR)?.[0] ?? '',
    };
  });
}

const capitalise = (text: string) => (text ? text.charAt(0).toUpperCase() + text.slice(1) : text);

function labelOf(claim: Claim): string {
  const subject = capitalise(claim.subject);
  const what = claim.counted
    ? subject
      ? `${subject} (${claim.counted})`
      : capitalise(claim.counted)
    : subject || 'Projected';
  return [what, claim.year ? `in ${claim.year}` : ''].filter(Boolean).join(' ').slice(0, 120);
}

/**
 * The furthest-out money figure of a projection (the latest year, or the last written), else the
 * last plain count; null when the text holds no figure worth a big number.
 */
export function headlineFigure(text: string): { value: string; label: string } | null {
  const claims = splitSentences(text)
    .flatMap((sentence) => sentence.split(/;\s+|\s+[—–]\s+/))
    .flatMap(claimsOf);
  const money = claims.filter((claim) => claim.figure.unit !== '');
  const pool = money.length > 0 ? money : claims;
  const best = pool.reduce<Claim | null>(
    (chosen, claim) => (!chosen || (claim.year || '0') >= (chosen.year || '0') ? claim : chosen),
    null,
  );
  if (!best) return null;
  return { value: formatFigure(best.figure.value, best.figure.unit), label: labelOf(best) };
}
