/**
 * Decks the checker must judge correctly: ten with one deliberate flaw each (the finding that must
 * name it) and three strong ones from different companies. Composed from answers, as a founder's
 * deck is; the companies are made up.
 */
import type { FrameworkId, PitchAnswers } from '#shared/pitch/frameworks.ts';
import { STRONG_ANSWERS } from '#shared/pitch/fixtures.ts';
import type { FindingCode } from '#shared/schemas/pitch.ts';

export interface CheckerFixture {
  name: string;
  framework: FrameworkId;
  answers: PitchAnswers;
  /** The finding that must name the flaw; null for a strong deck. */
  flaw: FindingCode | null;
}

const CLINIC_ANSWERS: PitchAnswers = {
  company: 'Quayside Dental',
  oneLiner: 'Scheduling that fills cancelled dental appointments from a waiting list within an hour.',
  purpose: 'No empty chair in any independent dental practice.',
  problem:
    'Each late cancellation leaves a chair empty and costs a practice about $180. Receptionists phone patients one by one.',
  customer: 'Independent dental practices with 2 to 8 chairs.',
  solution:
    'Quayside texts the waiting list the moment a slot frees up and books the first patient who accepts.',
  whyNow: 'Patients now expect to book by text. Practice software opened its booking APIs in 2025.',
  tam: '$2.1B',
  sam: '$400M',
  som: '$30M',
  marketSource: 'Dental association survey 2025; bottom-up: 21,000 practices × $120 a month.',
  competitors: 'Practice management suites\nManual phone lists',
  advantage: 'We plug into the booking system, so a filled slot needs no call at all.',
  product: 'Web dashboard and SMS flows. Live in 40 practices.',
  magic: 'A ranking of waiting-list patients by distance and past acceptance.',
  tractionMetric: 'Monthly recurring revenue',
  traction: 'Jan $2,000\nFeb $2,900\nMar $4,100\nApr $5,600',
  tractionHighlights: '40 practices live. 91% renewed after the first quarter.',
  businessModel: 'Monthly subscription per practice.',
  pricing: '$120 per practice per month',
  goToMarket: 'Dental suppliers resell us; 55% of sign-ups come through them.',
  team: 'Priya Shah — CEO — ran a dental group of 12 practices\nTom Becker — CTO — built booking systems for clinics',
  financials: 'Revenue of $0.5M in 2026, $1.8M in 2027 and $5M in 2028.',
  milestones: '300 practices by Q4 2027\nBreak-even in 18 months',
  status: 'Live in 40 practices since February. Raising to reach 300 practices in 18 months.',
  askAmount: '$1.2M',
  useOfFunds: '45% engineering\n40% sales\n15% operations',
  vision: 'Every dental chair in Europe full, every day.',
  contact: 'priya@quayside.example',
};

const FARM_ANSWERS: PitchAnswers = {
  company: 'Furrow',
  oneLiner: 'Furrow sells surplus vegetables from small farms to restaurant kitchens the next morning.',
  purpose: 'Make sure good food from small farms is eaten, not ploughed back in.',
  problem:
    'Small farms throw away 20% of their harvest because wholesalers will not take small lots. That is $15,000 a year lost per farm.',
  customer: 'Mixed-vegetable farms under 50 hectares, and the restaurants near them.',
  solution: 'Farmers list surplus by 6 pm; restaurants order by 9 pm; our vans deliver at dawn.',
  whyNow: 'Restaurants now buy direct to show provenance. Cold-chain vans got 40% cheaper since 2022.',
  tam: '€3.5B',
  sam: '€600M',
  som: '€25M',
  marketSource: 'EU farm structure survey 2024; bottom-up: 9,000 farms × €2,800 a year.',
  competitors: 'Wholesale markets\nFarmers selling by phone',
  advantage: 'We buy lots as small as one crate, which wholesalers refuse.',
  product: 'Phone app for farmers and restaurants; route planning for our vans.',
  magic: 'Routes planned overnight from the next day’s orders, so a van is full before it leaves.',
  tractionMetric: 'Gross merchandise value per month',
  traction: 'Jan €8,000\nFeb €11,500\nMar €16,000\nApr €23,000',
  tractionHighlights: '62 farms and 140 restaurants. 80% of restaurants reorder weekly.',
  businessModel: 'A 15% commission on every order.',
  pricing: '15% of order value, paid by the restaurant',
  goToMarket: 'Chef networks and farm co-operatives; each co-operative brings 20 farms.',
  team: 'Lena Vogt — CEO — grew up on a vegetable farm and ran supply at a meal-kit company\nOmar Haddad — COO — ran cold-chain logistics for a grocer',
  financials: 'Revenue of €0.4M in 2026, €1.5M in 2027 and €4M in 2028.',
  milestones: '3 cities by Q2 2027\nBreak-even by Q4 2027',
  status: 'Live in Lyon since April. Raising to open 2 more cities in 12 months.',
  askAmount: '€1M',
  useOfFunds: '40% vans and operations\n35% engineering\n25% sales',
  vision: 'The short supply chain for every city in Europe.',
  contact: 'lena@furrow.example',
};

/** The strong café deck with some answers replaced. */
const flawed = (changes: PitchAnswers): PitchAnswers => ({ ...STRONG_ANSWERS, ...changes });

export const CHECKER_FIXTURES: CheckerFixture[] = [
  {
    name: 'company name is a sentence',
    framework: 'yc',
    answers: flawed({ company: 'We help cafés do their bookkeeping every month.' }),
    flaw: 'company_name_not_a_name',
  },
  {
    name: 'one-liner says nothing',
    framework: 'sequoia',
    answers: flawed({ oneLiner: 'An innovative, disruptive, AI-powered platform.' }),
    flaw: 'one_liner_unclear',
  },
  {
    name: 'problem slide holds the solution',
    framework: 'yc',
    answers: flawed({
      problem:
        'Our platform reads the till and the bank feed and matches them automatically for café owners.',
    }),
    flaw: 'problem_restates_solution',
  },
  {
    name: 'problem without a cost',
    framework: 'kawasaki',
    answers: flawed({ problem: 'Café owners find bookkeeping boring and confusing.' }),
    flaw: 'problem_without_cost',
  },
  {
    name: 'traction without unit or period',
    framework: 'yc',
    answers: flawed({ tractionMetric: '', traction: '120, 340, 560', tractionHighlights: 'Growing well.' }),
    flaw: 'traction_incomplete',
  },
  {
    name: 'market sizes out of order',
    framework: 'sequoia',
    answers: flawed({ tam: '$400M', sam: '$900M', som: '$45M' }),
    flaw: 'market_out_of_order',
  },
  {
    name: 'ask without use of funds or milestone',
    framework: 'yc',
    answers: flawed({ useOfFunds: '', milestones: '' }),
    flaw: 'ask_without_use_of_funds',
  },
  {
    name: 'team without roles',
    framework: 'yc',
    answers: flawed({ team: 'Ada Moreno\nKwame Osei\nLi Wei' }),
    flaw: 'team_without_roles',
  },
  {
    name: 'placeholder text',
    framework: 'sequoia',
    answers: flawed({ whyNow: 'TBD', vision: 'Lorem ipsum dolor sit amet.' }),
    flaw: 'placeholder_text',
  },
  {
    name: 'nonsense text',
    framework: 'kawasaki',
    answers: flawed({ magic: 'Magic magic magic, the best best best technology.' }),
    flaw: 'nonsense_text',
  },
  { name: 'strong: café bookkeeping', framework: 'yc', answers: STRONG_ANSWERS, flaw: null },
  { name: 'strong: dental scheduling', framework: 'sequoia', answers: CLINIC_ANSWERS, flaw: null },
  { name: 'strong: farm surplus', framework: 'kawasaki', answers: FARM_ANSWERS, flaw: null },
];
