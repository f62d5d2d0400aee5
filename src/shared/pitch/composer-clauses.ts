/**
 * Shortening that respects meaning: a long sentence is cut only where a clause ends, so a bullet
 * never stops mid-phrase ("went from 30% to…") and a figure is never separated from what it
 * measures. Clauses after the first stay on the slide as their own bullets when they carry a figure;
 * the rest is in the speaker notes, which always hold the founder's answer in full.
 */
import { countWords, hasFigure, stripFiller } from '#shared/pitch/text.ts';

/**
 * Where one clause ends and the next begins: a semicolon, a dash, a colon, a comma before a
 * conjunction or a relative word, or a bare conjunction between two clauses.
 */
const BOUNDARY =
  /(;\s+|\s+[—–]\s+|:\s+|,\s+(?=(?:which|who|because|so|and|but|while|when|where|as|with)\b)|\s+(?=(?:and|but|so|while|because|whereas)\s))/i;

/** Little words a later clause may start with, dropped when it becomes a bullet of its own. */
const LEADING_JOINER = /^(?:and|but|so|while|whereas|because|as|with|which)\s+/i;

const capitalise = (text: string) => (text ? text.charAt(0).toUpperCase() + text.slice(1) : text);

/** The clauses of a sentence, each with the separator that preceded it. */
function clausesOf(text: string): { separator: string; text: string }[] {
  const parts = text.split(BOUNDARY);
  const clauses = [{ separator: '', text: parts[0] ?? '' }];
  for (let i = 1; i < parts.length; i += 2) {
    clauses.push({ separator: parts[i] ?? ' ', text: parts[i + 1] ?? '' });
  }
  // A "clause" of one or two words ("and more") belongs to its neighbour, not on a line of its own.
  const merged: { separator: string; text: string }[] = [];
  for (const clause of clauses) {
    const previous = merged[merged.length - 1];
    if (previous && (countWords(clause.text) < 3 || countWords(previous.text) < 3)) {
      previous.text = `${previous.text}${clause.separator}${clause.text}`;
    } else merged.push({ ...clause });
  }
  return merged.filter((clause) => clause.text.trim());
}

/**
 * Consecutive clauses grouped into chunks of at most `maxWords` words. A single clause longer than
 * that stays whole: a long bullet is a fixable style problem, a bullet cut mid-clause is a wrong one.
 */
export function clauseChunks(text: string, maxWords: number): string[] {
  const chunks: string[] = [];
  let current = '';
  for (const clause of clausesOf(text)) {
    const joined = current ? `${current}${clause.separator}${clause.text}` : clause.text;
    if (!current || countWords(joined) <= maxWords) current = joined;
    else {
      chunks.push(current);
      current = clause.text;
    }
  }
  if (current) chunks.push(current);
  return chunks.map((chunk) =>
    capitalise(
      chunk
        .trim()
        .replace(LEADING_JOINER, '')
        .replace(/[,;:]$/, ''),
    ),
  );
}

/**
 * A sentence as slide bullets of about `maxWords` words: the first clauses that fit, then every
 * later clause that carries a figure (a number is the claim investors look for).
 */
export function sentenceToBullets(sentence: string, maxWords: number): string[] {
  if (countWords(sentence) <= maxWords) return sentence ? [sentence] : [];
  const [first, ...rest] = clauseChunks(sentence, maxWords);
  if (!first) return [];
  return [first, ...rest.filter((chunk) => hasFigure(chunk))];
}

/** The shortest whole-clause opening of a text that fits `maxWords`, or null when none does. */
export function clausePrefix(text: string, maxWords: number): string | null {
  const first = clauseChunks(text, maxWords)[0];
  return first && countWords(first) <= maxWords && countWords(first) >= 3 ? first : null;
}

/**
 * A sentence made slide-sized: filler gone, then cut where a clause ends when it runs long. A
 * sentence with no clause boundary is kept whole rather than cut mid-phrase.
 */
export function tighten(sentence: string, maxWords: number): string {
  const text = stripFiller(sentence);
  if (countWords(text) <= maxWords) return text;
  return clauseChunks(text, maxWords)[0] ?? text;
}
