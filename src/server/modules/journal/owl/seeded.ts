/**
 * Deterministic choices. The Owl and the daily prompt must answer the same inputs the same way (so
 * replies can be tested and retried without surprises), so every "random" pick comes from a hash of
 * a seed string instead of Math.random.
 */

/** FNV-1a, 32 bits: small, fast and well spread for short strings. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** One item of a non-empty list, chosen by the seed; undefined only for an empty list. */
export function pickBySeed<T>(items: readonly T[], seed: string): T | undefined {
  if (items.length === 0) return undefined;
  return items[hashString(seed) % items.length];
}
