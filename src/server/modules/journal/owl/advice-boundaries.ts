/**
 * Questions the Owl must not answer as an expert: medical, legal, tax and investment advice. It says
 * so briefly, points to a professional, and then carries on as a journaling companion. A topic alone
 * is not enough ("we signed the contract today" is an entry, not a question); it takes a topic and
 * a request for advice.
 */
export type AdviceDomain = 'medical' | 'legal' | 'tax' | 'investment';

const DOMAIN_TOPICS: Record<AdviceDomain, RegExp> = {
  medical:
    /\b(pills?|medication|medicine|meds|dose|dosage|prescri\w*|diagnos\w*|antidepressants?|ssris?|symptoms?|side effects?|sleeping pills|melatonin|adhd|disorder)\b/,
  legal:
    /\b(contracts?|legal|illegal|lawsuit|sue|suing|liab\w*|nda|non-?compete|trademark|patent|clause|gdpr|lawful|breach)\b/,
  tax: /\b(tax|taxes|vat|irs|hmrc|deductible|deduct|r&d credits?)\b/,
  investment:
    /\b(stocks?|shares to buy|crypto|bitcoin|securities|portfolio|index funds?|invest my (savings|money))\b/,
};

const ASKS_FOR_ADVICE =
  /(\?|\b(should i|should we|can i|could i|do i|is (it|this|that)|are (these|they|those)|am i allowed|how much|what dose|advice|advise|recommend|enforceable|need to)\b)/;

export function adviceDomain(message: string): AdviceDomain | null {
  const text = message.toLowerCase();
  if (!ASKS_FOR_ADVICE.test(text)) return null;
  const domains = Object.entries(DOMAIN_TOPICS) as [AdviceDomain, RegExp][];
  return domains.find(([, topic]) => topic.test(text))?.[0] ?? null;
}

const BOUNDARY_REPLIES: Record<AdviceDomain, string> = {
  medical:
    'I am a journaling companion, not a doctor, so I cannot advise on medication, symptoms or a diagnosis. A GP, pharmacist or other health professional is the right person to ask.',
  legal:
    'I am a journaling companion, not a lawyer, so I cannot tell you whether something is legal or what a contract means for you. A qualified lawyer can look at the details properly.',
  tax: 'I am a journaling companion, not an accountant, so I cannot give tax advice. An accountant or tax adviser who knows your situation is the right person to ask.',
  investment:
    'I am a journaling companion, not a financial adviser, so I cannot recommend investments. A regulated financial adviser is the right person for that.',
};

export function boundaryReply(domain: AdviceDomain): string {
  return BOUNDARY_REPLIES[domain];
}
