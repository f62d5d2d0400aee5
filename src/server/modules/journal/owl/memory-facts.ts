/**
 * Facts worth offering for the user's Owl memory, taken from first-person statements about goals,
 * stage and role. The user decides what is kept; these are only suggestions, so the patterns stay
 * narrow: a wrong suggestion is worse than none.
 */
const MAX_FACTS = 3;
const MAX_FACT_LENGTH = 80;

type FactPattern = { pattern: RegExp; fact: (captured: string) => string };

const FACT_PATTERNS: readonly FactPattern[] = [
  {
    pattern:
      /\b(?:my|our) (?:main |big |biggest |top |one )?goal (?:this \w+ |for \w+ )?is (?:to )?([^.!?;\n]+)/gi,
    fact: (goal) => `Goal: ${goal}`,
  },
  {
    pattern: /\bi (?:really )?want to ([^.!?;\n]+? by [^.!?;,\n]+)/gi,
    fact: (goal) => `Goal: ${goal}`,
  },
  {
    pattern:
      /\b(?:we are|we're|i am|i'm) (?:currently |now )?(raising (?:a |an |our |the )?(?:[\w$.-]+ ){0,3}?(?:round|pre-?seed|seed|series [a-e])(?: round)?)\b/gi,
    fact: (stage) => stage,
  },
  {
    pattern:
      /\b(?:we are|we're) (?:currently |now )?(pre-?seed|pre-?revenue|post-?revenue|bootstrapped|profitable|in beta)\b/gi,
    fact: (stage) => `Stage: ${stage}`,
  },
  {
    pattern:
      /\b(?:i am|i'm) (?:the |a )?((?:solo |technical |non-technical |first-time |second-time )?(?:founder|co-?founder|ceo|cto|coo|cpo)(?: of [^.!?;,\n]+)?)/gi,
    fact: (role) => `Role: ${role}`,
  },
  {
    pattern: /\bwe have (\d+ (?:employees|people|engineers|customers|paying customers))\b/gi,
    fact: (size) => `Company: ${size}`,
  },
];

function tidy(fact: string): string {
  const trimmed = fact.trim().replace(/\s+/g, ' ');
  const capitalised = trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
  return capitalised.length > MAX_FACT_LENGTH
    ? `${capitalised.slice(0, MAX_FACT_LENGTH - 1).trimEnd()}…`
    : capitalised;
}

export function suggestMemoryFacts(text: string): string[] {
  const normalised = text.replace(/[’‘]/g, "'");
  const found: { at: number; fact: string }[] = [];
  for (const { pattern, fact } of FACT_PATTERNS) {
    for (const match of normalised.matchAll(pattern)) {
      const captured = match[1]?.trim();
      if (captured) found.push({ at: match.index, fact: tidy(fact(captured)) });
    }
  }
  const facts = found.sort((a, b) => a.at - b.at).map(({ fact }) => fact);
  return [...new Set(facts)].slice(0, MAX_FACTS);
}
