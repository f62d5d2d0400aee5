/** Where a signed-in user goes when no (usable) target is given. */
export const DEFAULT_REDIRECT = '/profile';

/**
 * A redirect target the app may follow: a path on this origin, never another site. `//evil.example`,
 * `/\evil.example` (browsers read `\` as `/`), absolute URLs and control characters all fall back to
 * /profile, and so does `/` ("/profile if target is /").
 */
export function safeRedirect(target: string | null | undefined): string {
  if (!target || !target.startsWith('/')) return DEFAULT_REDIRECT;
  // Browsers drop tabs and newlines from URLs, so "/\t/evil.example" would become "//evil.example".
  if ([...target].some((ch) => ch === '\\' || ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f)) {
    return DEFAULT_REDIRECT;
  }
  if (target.startsWith('//')) return DEFAULT_REDIRECT;
  // The URL parser is the final judge: anything that resolves off-origin is refused.
  const base = 'http://same-origin.invalid';
  let resolved: URL;
  try {
    resolved = new URL(target, base);
  } catch {
    return DEFAULT_REDIRECT;
  }
  if (resolved.origin !== base) return DEFAULT_REDIRECT;
  const path = `${resolved.pathname}${resolved.search}${resolved.hash}`;
  return path === '/' ? DEFAULT_REDIRECT : path;
}
