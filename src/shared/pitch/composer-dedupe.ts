/**
 * One claim, one bullet: the same sentence can reach a slide from two answers (or twice from one),
 * and a repeated bullet reads as padding. Bullets are compared by their words, not their spelling.
 */

/** Words that do not change what a bullet claims. */
const NOISE = new Set([
  'a',
  'an',
  'the',
  'and',
  'of',
  'to',
  'in',
  'on',
  'for',
  'with',
  'our',
  'we',
  'so',
  'far',
  'now',
  'already',
  'just',
  'over',
  'than',
  'more',
  'about',
  'around',
  'some',
  'its',
  'it',
  'is',
  'are',
]);

/** A bullet's meaningful words, lowercase, with figures written one way ("1,200" and "1200" agree). */
export function claimWords(bullet: string): Set<string> {
  const tokens = bullet
    .toLowerCase()
    .normalize('NFKC')
    .replace(/(\d),(\d{3})/g, '$1$2')
    .split(/[^\p{L}\p{N}%$.]+/u)
    .map((token) => token.replace(/\.+$/, ''))
    .filter((token) => token && !NOISE.has(token));
  return new Set(tokens);
}

/** Two bullets that say the same thing: the same words, or one's words almost all within the other's. */
export function sameClaim(a: string, b: string): boolean {
  const left = claimWords(a);
  const right = claimWords(b);
  if (left.size === 0 || right.size === 0) return left.size === right.size;
  const [small, large] = left.size <= right.size ? [left, right] : [right, left];
  let shared = 0;
  for (const word of small) if (large.has(word)) shared += 1;
  const union = left.size + right.size - shared;
  // Jaccard over 0.8, or the shorter bullet fully inside a longer one that adds little to it.
  return shared / union >= 0.8 || (shared === small.size && small.size / large.size >= 0.6);
}

/** The bullets in order, each claim kept once (the first wording wins). */
export function dedupeBullets(bullets: string[]): string[] {
  const kept: string[] = [];
  for (const bullet of bullets) {
    if (!bullet.trim()) continue;
    if (!kept.some((earlier) => sameClaim(earlier, bullet))) kept.push(bullet);
  }
  return kept;
}
