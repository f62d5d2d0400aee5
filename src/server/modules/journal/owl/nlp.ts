import winkNLP, { type Tokens, type WinkMethods } from 'wink-nlp';
import model from 'wink-eng-lite-web-model';

// The model is immutable data (about 180 ms to load), not a dependency with state or I/O, so one
// module-level instance, loaded on first use, is shared by every caller; tests need no seam here.
let nlp: WinkMethods | undefined;

/** wink-nlp with its English model: the analysis and the distress detector read text through it. */
export function englishNlp(): WinkMethods {
  nlp ??= winkNLP(model);
  return nlp;
}

/** Each token's lemma, lowercase. */
export function lemmasOf(tokens: Tokens, its: WinkMethods['its']): string[] {
  // The type declarations give `lemma` an extra addons parameter that `out` does not accept; at run
  // time it is an ordinary token helper like `normal`.
  return tokens.out(its.lemma as unknown as typeof its.normal).map((lemma) => lemma.toLowerCase());
}
