/**
 * Which pitch question a sentence from the founder's journal could answer, by the words in it. A
 * suggestion only: the wizard shows it beside the question and the founder decides.
 */
import type { QuestionKey } from '#shared/pitch/frameworks.ts';
import { hasFigure, splitSentences } from '#shared/pitch/text.ts';

const RULES: { key: QuestionKey; pattern: RegExp; needsFigure?: boolean }[] = [
  {
    key: 'traction',
    pattern: /\b(?:mrr|arr|revenue|paying|signed|grew|growth|retention|churn|users?)\b/i,
    needsFigure: true,
  },
  { key: 'askAmount', pattern: /\b(?:raise|raising|round|seed|pre-seed|investors?)\b/i, needsFigure: true },
  {
    key: 'problem',
    pattern: /\b(?:problem|pain|struggl\w*|frustrat\w*|waste\w*|hard to|can't|cannot|broken)\b/i,
  },
  { key: 'customer', pattern: /\b(?:customers?|clients?|users?|buyers?|owners?|persona|segment)\b/i },
  { key: 'solution', pattern: /\b(?:we built|our product|our app|solution|prototype|launched|feature)\b/i },
  { key: 'competitors', pattern: /\b(?:competitors?|alternatives?|incumbents?|versus|vs\.?)\b/i },
  { key: 'team', pattern: /\b(?:co-?founder|hired|hire|team|cto|ceo)\b/i },
  { key: 'whyNow', pattern: /\b(?:now|regulation|trend|shift|finally|recently)\b/i },
  { key: 'vision', pattern: /\b(?:vision|mission|someday|in five years|dream)\b/i },
];

export interface JournalSuggestion {
  questionKey: QuestionKey;
  text: string;
}

/** Up to `max` suggestions from a text, one per sentence, the first matching rule winning. */
export function suggestionsFrom(text: string, max = 5): JournalSuggestion[] {
  const found: JournalSuggestion[] = [];
  for (const sentence of splitSentences(text)) {
    if (sentence.split(/\s+/).length < 4) continue;
    const rule = RULES.find((r) => r.pattern.test(sentence) && (!r.needsFigure || hasFigure(sentence)));
    if (rule) found.push({ questionKey: rule.key, text: sentence.slice(0, 300) });
    if (found.length >= max) break;
  }
  return found;
}
