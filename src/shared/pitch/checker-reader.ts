/**
 * How the checker reads a sentence. The browser uses these rules (no language model to download);
 * the server passes a reader backed by wink-nlp's part-of-speech tags and lemmas, which tells a
 * name from a sentence and a problem from a restated solution more reliably.
 */

export interface TextReader {
  /** Whether the text has a verb, i.e. reads as a statement rather than a name or a label. */
  hasVerb(text: string): boolean;
  /** The text's meaningful words in their base form (nouns, verbs, adjectives), lowercase. */
  contentWords(text: string): string[];
}

/** Verbs a founder's one-liner or name-as-sentence tends to use; the rest are caught by endings. */
const COMMON_VERBS =
  /\b(?:is|are|was|were|be|been|has|have|had|do|does|did|can|will|would|should|helps?|lets?|makes?|gives?|turns?|closes?|builds?|reads?|matches?|connects?|finds?|books?|tracks?|sells?|runs?|keeps?|saves?|brings?|offers?|provides?|automates?|manages?|handles?|pays?|ships?|delivers?|creates?|sends?|does|get|gets|know|knows|need|needs|want|wants|use|uses|spend|spends|take|takes|lose|loses|go|goes)\b/i;
const PRONOUN_START = /^(?:we|our|i|it|this|they|you)\b/i;

const STOP = new Set(
  'a an the and or but of to in on for with at by from as is are was were be been it its this that these those we our you your they their i my so very really just can will not no do does did has have had who which what when where how than then into over about more most all any each every only also'.split(
    ' ',
  ),
);

/** A crude base form: plural and verb endings off, so "matches" and "matching" meet "match". */
function stem(word: string): string {
  return word
    .replace(/(?:ies)$/, 'y')
    .replace(/(?:ing|ed|es|s)$/, '')
    .replace(/(.)\1$/, '$1');
}

export const rulesReader: TextReader = {
  hasVerb: (text) => COMMON_VERBS.test(text) || PRONOUN_START.test(text.trim()),
  contentWords: (text) =>
    (text.toLowerCase().match(/[\p{L}][\p{L}'-]+/gu) ?? [])
      .filter((word) => word.length > 2 && !STOP.has(word))
      .map(stem),
};

/** Share of the smaller text's meaningful words that the other also uses (0–1). */
export function overlap(reader: TextReader, a: string, b: string): number {
  const left = new Set(reader.contentWords(a));
  const right = new Set(reader.contentWords(b));
  const [small, large] = left.size <= right.size ? [left, right] : [right, left];
  if (small.size === 0) return 0;
  let shared = 0;
  for (const word of small) if (large.has(word)) shared += 1;
  return shared / small.size;
}
