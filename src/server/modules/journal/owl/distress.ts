/**
 * Signals that a writer may be in crisis or thinking of harming themselves. These are patterns on the
 * raw text rather than lemmas: the wording matters ("kill myself" is a signal, "this deadline is
 * killing me" is a figure of speech), and missing a real signal costs far more than a false alarm,
 * so the patterns lean towards flagging.
 */
const DISTRESS_PATTERNS: readonly RegExp[] = [
  /\bsuicid(e|al)\b/,
  /\b(kill|killing|hurt|hurting|harm|harming|cut|cutting)\s+myself\b/,
  /\bself[- ]?harm/,
  /\bend(ing)?\s+(my|it)\s+(own\s+)?(life|all)\b/,
  /\btak(e|ing)\s+my\s+(own\s+)?life\b/,
  /(?<!(don'?t|do not|never|not)\s+)\b(want|wanna|wanting|ready|wish)\s+(to\s+)?die\b/,
  /\bwish\s+(i|that i)\s+(was|were|wasn'?t|weren'?t)\s+(dead|alive|here|born)\b/,
  /\bbetter\s+off\s+(dead|without\s+me)\b/,
  /\bno\s+(point|reason)\s+(in\s+|to\s+)?(living|live|being alive|going on|to go on|in going on)\b/,
  /\bnothing\s+(left\s+)?to\s+live\s+for\b/,
  /\bnot\s+worth\s+living\b/,
  /\bdon'?t\s+want\s+to\s+(live|be alive|wake up|exist)\b/,
  /\bcan'?(no)?t\s+go\s+on(\s*($|[.!,;…]|any\s?more|living|like this))/,
  /\boverdose\b/,
  /\bdisappear\s+for\s+good\b/,
];

/** Lowercase, straight apostrophes, single spaces: the shape the patterns expect. */
function normalise(text: string): string {
  return text.toLowerCase().replace(/[’‘`]/g, "'").replace(/\s+/g, ' ');
}

export function showsDistress(text: string): boolean {
  const normalised = normalise(text);
  return DISTRESS_PATTERNS.some((pattern) => pattern.test(normalised));
}
