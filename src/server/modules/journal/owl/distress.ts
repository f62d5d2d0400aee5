import {
  CRISIS_PHRASINGS,
  CRISIS_WISHES,
  FIGURES_OF_SPEECH,
  FILLER_WORDS,
  SPELLINGS,
} from './distress-phrasings.ts';
import { englishNlp, lemmasOf } from './nlp.ts';

/** The forms a word of the text is matched by: its written form, its lemma, `not` for a negation. */
type Word = ReadonlySet<string>;
type Slot = { words: ReadonlySet<string>; optional: boolean };
type Phrasing = readonly Slot[];

const NEGATION = 'not';
const NEGATIONS = new Set([NEGATION, 'never']);
const CLAUSE_END: Word = new Set(['$']);
/** Where a figure of speech was read past: matches no slot, so no phrasing runs across it. */
const READ_PAST: Word = new Set();
/** Punctuation that joins words ("self-harm") or quotes them, rather than ending a clause. */
const JOINERS = new Set(['-', "'", '"', '`', '*', '_']);
const FILLERS = new Set(FILLER_WORDS);

function compile(phrasing: string): Phrasing {
  return phrasing.split(' ').map((slot) => {
    const optional = slot.endsWith('?');
    return { words: new Set((optional ? slot.slice(0, -1) : slot).split('|')), optional };
  });
}

const CRISIS = CRISIS_PHRASINGS.map(compile);
const WISHES = CRISIS_WISHES.map(compile);
const FIGURES = FIGURES_OF_SPEECH.map(compile);

const READINGS = new Map(SPELLINGS.flatMap(([spellings, reading]) => spellings.map((s) => [s, reading])));
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const SPELLING_PATTERN = new RegExp(
  `(?<![\\p{L}'])(${[...READINGS.keys()]
    .sort((a, b) => b.length - a.length)
    .map(escape)
    .join('|')})(?![\\p{L}'])`,
  'gu',
);

/** Lowercase, straight apostrophes, single spaces, and contractions and slang spelled out. */
function rewriteSpellings(text: string): string {
  return text
    .toLowerCase()
    .replace(/[’‘`ʼ]/g, "'")
    .replace(/\s+/g, ' ')
    .replace(SPELLING_PATTERN, (spelling) => READINGS.get(spelling) ?? spelling);
}

/** The text as words to match, fillers left out, with a clause end at punctuation and at the end. */
function wordsOf(text: string): Word[] {
  const nlp = englishNlp();
  const its = nlp.its;
  const tokens = nlp.readDoc(text).tokens();
  const lemmas = lemmasOf(tokens, its);
  const types = tokens.out(its.type);
  const words: Word[] = [];
  tokens.out(its.normal).forEach((normal, i) => {
    if (types[i] !== 'word') {
      if (!JOINERS.has(normal)) words.push(CLAUSE_END);
    } else if (!FILLERS.has(normal)) {
      const forms = new Set([normal, lemmas[i] ?? normal]);
      if (NEGATIONS.has(normal)) forms.add(NEGATION);
      words.push(forms);
    }
  });
  words.push(CLAUSE_END);
  return words;
}

/** Where `slots` end if they match the words from `start` on, else -1. */
function matchEnd(words: readonly Word[], start: number, slots: Phrasing): number {
  const [slot, ...rest] = slots;
  if (!slot) return start;
  const word = words[start];
  if (word && [...word].some((form) => slot.words.has(form))) {
    const end = matchEnd(words, start + 1, rest);
    if (end !== -1) return end;
  }
  return slot.optional ? matchEnd(words, start, rest) : -1;
}

function readPastFiguresOfSpeech(words: readonly Word[]): Word[] {
  const read: Word[] = [];
  for (let at = 0; at < words.length;) {
    const end = Math.max(...FIGURES.map((figure) => matchEnd(words, at, figure)));
    read.push(end > at ? READ_PAST : words[at]!);
    at = end > at ? end : at + 1;
  }
  return read;
}

/**
 * Whether a text says its writer may be in crisis or thinking of harming themselves. It reads the
 * lemmatised words with contractions spelled out, so "I do not want to be alive", "I dont want to be
 * alive" and "I don’t wanna be alive" read alike; the wordings themselves are data in
 * distress-phrasings.ts.
 */
export function showsDistress(text: string): boolean {
  const words = readPastFiguresOfSpeech(wordsOf(rewriteSpellings(text)));
  return words.some(
    (_, at) =>
      CRISIS.some((phrasing) => matchEnd(words, at, phrasing) !== -1) ||
      (!words[at - 1]?.has(NEGATION) && WISHES.some((phrasing) => matchEnd(words, at, phrasing) !== -1)),
  );
}
