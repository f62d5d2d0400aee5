import type { Document, WinkMethods } from 'wink-nlp';
import type { JournalThemeId } from '#shared/journal-themes.ts';
import { showsDistress } from './distress.ts';
import { englishNlp, lemmasOf } from './nlp.ts';
import { THEME_LEXICON } from './theme-lexicon.ts';

export type TextAnalysis = {
  /** -1..1, wink-nlp's document sentiment. */
  sentiment: number;
  /** Most salient first, at most 3. */
  themes: JournalThemeId[];
  /** Signals of crisis or self-harm: the Owl answers gently and shows crisis lines. */
  distress: boolean;
  /** Up to 5 salient nouns, lowercase, most frequent first. */
  keywords: string[];
};

const MAX_THEMES = 3;
const MAX_KEYWORDS = 5;
const PHRASE_WEIGHT = 2;

type Token = { forms: Set<string>; pos: string; type: string; stop: boolean; normal: string; lemma: string };

/** Each token with every form a lexicon entry may be written in: the lemma, the word, its singular. */
function tokenise(doc: Document, its: WinkMethods['its']): Token[] {
  const tokens = doc.tokens();
  const normals = tokens.out(its.normal);
  const lemmas = lemmasOf(tokens, its);
  const pos = tokens.out(its.pos);
  const types = tokens.out(its.type);
  const stops = tokens.out(its.stopWordFlag);
  return normals.map((normal, i) => {
    const lemma = lemmas[i] ?? normal;
    const forms = new Set([normal, lemma]);
    // Capitalised words at the start of a sentence are sometimes left unlemmatised ("Investors").
    if (normal.length > 3 && normal.endsWith('s')) forms.add(normal.slice(0, -1));
    return { forms, pos: pos[i] ?? '', type: types[i] ?? '', stop: stops[i] === true, normal, lemma };
  });
}

type PhraseEntry = { theme: JournalThemeId; parts: string[] };

/** Phrases indexed by their first word, so matching stays one pass over the tokens. */
const phrasesByFirstWord = (() => {
  const index = new Map<string, PhraseEntry[]>();
  for (const [theme, { phrases }] of Object.entries(THEME_LEXICON) as [
    JournalThemeId,
    { phrases: string[] },
  ][]) {
    for (const phrase of phrases) {
      const parts = phrase.split(' ');
      const first = parts[0]!;
      index.set(first, [...(index.get(first) ?? []), { theme, parts }]);
    }
  }
  return index;
})();

const themesByWord = (() => {
  const index = new Map<string, JournalThemeId[]>();
  for (const [theme, { words }] of Object.entries(THEME_LEXICON) as [JournalThemeId, { words: string[] }][]) {
    for (const word of words) index.set(word, [...(index.get(word) ?? []), theme]);
  }
  return index;
})();

function phraseMatchesAt(tokens: Token[], start: number, parts: string[]): boolean {
  return parts.every((part, offset) => tokens[start + offset]?.forms.has(part) ?? false);
}

function findThemes(tokens: Token[]): JournalThemeId[] {
  const scores = new Map<JournalThemeId, { score: number; firstAt: number }>();
  const count = (theme: JournalThemeId, weight: number, at: number) => {
    const current = scores.get(theme) ?? { score: 0, firstAt: at };
    scores.set(theme, { score: current.score + weight, firstAt: current.firstAt });
  };
  tokens.forEach((token, at) => {
    const wordThemes = new Set<JournalThemeId>();
    for (const form of token.forms) {
      for (const theme of themesByWord.get(form) ?? []) wordThemes.add(theme);
      for (const phrase of phrasesByFirstWord.get(form) ?? []) {
        if (phraseMatchesAt(tokens, at, phrase.parts)) count(phrase.theme, PHRASE_WEIGHT, at);
      }
    }
    for (const theme of wordThemes) count(theme, 1, at);
  });
  return [...scores.entries()]
    .sort(([, a], [, b]) => b.score - a.score || a.firstAt - b.firstAt)
    .slice(0, MAX_THEMES)
    .map(([theme]) => theme);
}

/** Nouns that appear in every journal and say nothing about this one. */
const GENERIC_NOUNS = new Set([
  'thing',
  'things',
  'today',
  'day',
  'time',
  'lot',
  'way',
  'week',
  'stuff',
  'bit',
  'people',
  'something',
  'anything',
  'everything',
  'nothing',
  'kind',
  'sort',
  'morning',
  'evening',
  'night',
  'tomorrow',
  'yesterday',
  'hour',
  'minute',
  'month',
  'year',
]);
const WORD_SHAPE = /^\p{L}[\p{L}\p{N}-]*$/u;

function findKeywords(tokens: Token[]): string[] {
  const counts = new Map<string, { count: number; firstAt: number }>();
  tokens.forEach((token, at) => {
    if (token.type !== 'word' || token.stop || (token.pos !== 'NOUN' && token.pos !== 'PROPN')) return;
    const word = token.pos === 'NOUN' ? token.lemma : token.normal;
    if (word.length < 3 || !WORD_SHAPE.test(word) || GENERIC_NOUNS.has(word)) return;
    const current = counts.get(word) ?? { count: 0, firstAt: at };
    counts.set(word, { count: current.count + 1, firstAt: current.firstAt });
  });
  return [...counts.entries()]
    .sort(([, a], [, b]) => b.count - a.count || a.firstAt - b.firstAt)
    .slice(0, MAX_KEYWORDS)
    .map(([word]) => word);
}

export function analyseText(text: string): TextAnalysis {
  if (text.trim() === '') return { sentiment: 0, themes: [], distress: false, keywords: [] };
  const wink = englishNlp();
  const doc = wink.readDoc(text);
  const tokens = tokenise(doc, wink.its);
  const sentiment = doc.out(wink.its.sentiment) as unknown as number;
  return {
    sentiment: Number.isFinite(sentiment) ? Math.max(-1, Math.min(1, sentiment)) : 0,
    themes: findThemes(tokens),
    distress: showsDistress(text),
    keywords: findKeywords(tokens),
  };
}
