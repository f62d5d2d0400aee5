/**
 * Two decks' answers for tests and the bench: a strong one (every question answered with figures and
 * sources, in budget) and a deliberately weak one (vague, no figures, no customer, an ask without a
 * use of funds). The company is made up.
 */
import type { PitchAnswers } from '#shared/pitch/frameworks.ts';

export const STRONG_ANSWERS: PitchAnswers = {
  company: 'Lumen Ledger',
  oneLiner: 'Bookkeeping that closes the month for independent cafés in ten minutes.',
  purpose: 'Give every small food business the financial clarity of a chain.',
  problem:
    'Café owners spend two evenings a month matching receipts to bank lines. Mistakes surface only at tax time, when they cost the most.',
  customer: 'Owner-operators of independent cafés with 2 to 15 staff.',
  solution:
    'Lumen reads the till and the bank feed and matches them automatically. Owners review only the 3% of lines it cannot explain.',
  whyNow:
    'Open banking became mandatory in 2024. Card payments in cafés went from 30% to 70% in three years.',
  tam: '$4.2B',
  sam: '$900M',
  som: '$45M',
  marketSource: 'National café census 2025; bottom-up: 38,000 cafés × $110 a month.',
  competitors: 'Generic accounting suites\nPart-time bookkeepers\nSpreadsheets',
  advantage: 'We read till data directly, so every match is exact.',
  product: 'Web app and an iPad till plug-in. Daily reconciliation and a one-tap export for the tax adviser.',
  magic: 'A matching model trained on 4 million café transactions that explains each match.',
  tractionMetric: 'Monthly recurring revenue',
  traction: 'Jan $1,200\nFeb $1,800\nMar $2,600\nApr $3,900\nMay $5,400',
  tractionHighlights: '140 paying cafés. 96% still subscribed after 3 months.',
  businessModel: 'Monthly subscription per location, with a payroll add-on.',
  pricing: '$89 per location per month',
  goToMarket: 'Partnerships with two till vendors bring 60% of sign-ups at $40 acquisition cost.',
  team: 'Ada Moreno — CEO — ran three cafés for 8 years\nKwame Osei — CTO — built payment matching at a bank',
  financials: 'Revenue of $0.6M in 2026, $2.4M in 2027 and $7M in 2028.',
  milestones: '500 cafés by Q4\nPayroll launch in spring',
  status: 'Live in 2 cities since March. Raising now to reach 5 cities in 12 months.',
  askAmount: '$1.5M',
  useOfFunds: '50% engineering\n30% sales and partnerships\n20% operations',
  vision: 'The back office for every independent food business in Europe.',
  contact: 'ada@lumenledger.example',
};

export const WEAK_ANSWERS: PitchAnswers = {
  company: 'Thing',
  problem:
    'It is hard and things are not great and it takes a long time to do it properly and it is annoying.',
  solution:
    'We believe that our platform is an extremely innovative, disruptive, best-in-class, AI-powered, end-to-end, next-generation solution that really changes everything about the way work is done across every industry in the world today and tomorrow, and it is going to be huge because everyone needs it and nobody has done it right so far.',
  tam: 'Huge',
  competitors: 'None',
  askAmount: '$2M',
};
