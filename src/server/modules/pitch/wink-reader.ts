import winkNLP, { type WinkMethods } from 'wink-nlp';
import model from 'wink-eng-lite-web-model';
import type { TextReader } from '#shared/pitch/checker.ts';

// The model is immutable data, loaded once on first use (about 180 ms) and shared by every check.
let nlp: WinkMethods | undefined;
const english = () => (nlp ??= winkNLP(model));

/** Parts of speech that carry what a sentence is about. */
const CONTENT = new Set(['NOUN', 'PROPN', 'VERB', 'ADJ']);

/**
 * The checker's reader on the server: wink-nlp's part-of-speech tags tell a name ("Lumen Ledger")
 * from a sentence ("We help cafés with bookkeeping"), and its lemmas let "matches" meet "matching"
 * when the problem is compared with the solution.
 */
export const winkReader: TextReader = {
  hasVerb(text) {
    const { its } = english();
    const pos = english().readDoc(text).tokens().out(its.pos);
    return pos.some((tag) => tag === 'VERB' || tag === 'AUX');
  },
  contentWords(text) {
    const { its } = english();
    const tokens = english().readDoc(text.toLowerCase()).tokens();
    const pos = tokens.out(its.pos);
    const stop = tokens.out(its.stopWordFlag);
    // The type declarations give `lemma` an extra addons parameter that `out` does not take; at run
    // time it is an ordinary token helper like `normal`.
    const lemmas = tokens.out(its.lemma as unknown as typeof its.normal);
    return lemmas.filter((lemma, i) => CONTENT.has(pos[i] ?? '') && stop[i] !== true && lemma.length > 2);
  },
};
