/**
 * Placeholder and nonsense text: what a founder types to get past a field and forgets. A slide
 * holding it is not ready to show anyone, whatever else it says.
 */

import { onSlide, report, slideByKey, slideText, type CheckContext } from '#shared/pitch/checker-slides.ts';

const PLACEHOLDER =
  /\b(?:lorem|ipsum|dolor sit|tbd|tbc|todo|fixme|placeholder|asdf\w*|qwerty\w*|xxx+|foo|bar baz|blah|test test|coming soon|insert [\w ]{1,20} here|to be (?:decided|confirmed|determined))\b|\[[^\]]{0,40}\]|\?\?\?/i;

/**
 * A word of five letters or more with no vowel, or one holding a run of neighbouring keys (real
 * words such as "Europe" use one keyboard row, so a row alone proves nothing).
 */
const GIBBERISH = /^[b-df-hj-np-tv-xz]{5,}$|asdf|sdfg|dfgh|fghj|ghjk|hjkl|qwer|wert|zxcv|xcvb/i;

/** Consonant-only words a contact line legitimately holds. */
const WEB_WORDS = new Set(['https', 'http', 'www']);

/** The placeholder a text holds ("TBD", "lorem ipsum"), or null. */
export function placeholderIn(text: string): string | null {
  return text.match(PLACEHOLDER)?.[0] ?? null;
}

/**
 * Why a text reads as nonsense, or null: the same word three times running, one word making up
 * most of a longer text, or words that are not words.
 */
export function nonsenseIn(text: string): string | null {
  const words = text.toLowerCase().match(/[\p{L}\p{N}']+/gu) ?? [];
  for (let i = 2; i < words.length; i += 1) {
    if (words[i] === words[i - 1] && words[i] === words[i - 2]) return `“${words[i]}” three times in a row`;
  }
  if (words.length >= 6) {
    const counts = new Map<string, number>();
    for (const word of words) if (word.length > 3) counts.set(word, (counts.get(word) ?? 0) + 1);
    for (const [word, count] of counts) if (count / words.length > 0.35) return `“${word}” over and over`;
  }
  const gibberish = words.find((word) => GIBBERISH.test(word) && !WEB_WORDS.has(word));
  return gibberish ? `“${gibberish}”, which is not a word` : null;
}

export const NONSENSE_PENALTIES = { placeholder_text: 10, nonsense_text: 10 } as const;

/** One finding per slide holding placeholder or nonsense text (the title counts: it is read first). */
export function checkNonsense(context: CheckContext) {
  for (const spec of context.framework.slides) {
    const at = slideByKey(context, spec.key);
    if (!at) continue;
    const text = slideText(at.slide);
    const placeholder = placeholderIn(text);
    const nonsense = placeholder ? null : nonsenseIn(text);
    if (placeholder) {
      report(
        context,
        at,
        {
          code: 'placeholder_text',
          severity: 'error',
          message: `${onSlide(at)}, “${placeholder}” is placeholder text.`,
          suggestion: 'Replace it with what you actually know, or leave the point out until you do.',
        },
        NONSENSE_PENALTIES.placeholder_text,
      );
    } else if (nonsense) {
      report(
        context,
        at,
        {
          code: 'nonsense_text',
          severity: 'error',
          message: `${onSlide(at)}, the text does not read as sentences (${nonsense}).`,
          suggestion: 'Rewrite it in plain words a stranger could repeat after one reading.',
        },
        NONSENSE_PENALTIES.nonsense_text,
      );
    }
  }
}
