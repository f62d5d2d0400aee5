/**
 * The pitch frameworks as data: which slides each has, in what order, and the questions behind them.
 * One question bank is shared by all three, so answers keep their meaning when a founder switches
 * framework (the `problem` answer is the problem slide in every one of them). No zod here, so the
 * wizard can import it without a schema library; src/shared/schemas/pitch.ts validates against it.
 */

export const FRAMEWORK_IDS = ['sequoia', 'yc', 'kawasaki'] as const;
export type FrameworkId = (typeof FRAMEWORK_IDS)[number];

export const SLIDE_LAYOUTS = ['title', 'bullets', 'bigNumber', 'twoColumns', 'teamGrid', 'chart'] as const;
export type SlideLayout = (typeof SLIDE_LAYOUTS)[number];

/**
 * How a question is answered. `list` is one item per line; `money` a figure such as "$4.2B" or "1.5m";
 * `series` is labelled figures, one per line or comma-separated ("Jan 1200, Feb 1800").
 */
export const QUESTION_KINDS = ['text', 'longText', 'number', 'money', 'list', 'series'] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];

/** Where investors expect figures; the checker and the composer's charts key off this. */
export const NUMBER_TOPICS = ['market', 'traction', 'financials', 'ask'] as const;
export type NumberTopic = (typeof NUMBER_TOPICS)[number];

export interface PitchQuestion {
  key: QuestionKey;
  label: string;
  /** Shown as the field's placeholder or hint: a made-up company, never a real one. */
  example: string;
  kind: QuestionKind;
  /** The checker does not flag an optional question left empty. */
  optional?: boolean;
}

export interface FrameworkSlide {
  key: string;
  title: string;
  /** What the slide has to do, shown above its questions in the wizard. */
  purpose: string;
  questions: PitchQuestion[];
  /** Words on the slide itself (speaker notes are not counted). */
  wordBudget: number;
  /** Investors look for figures here; the checker flags a slide without any. */
  expectsNumbers: boolean;
  numberTopic?: NumberTopic;
  /** The layout the composer gives the slide. */
  layout: SlideLayout;
}

export interface Framework {
  id: FrameworkId;
  name: string;
  summary: string;
  /** More slides than this is flagged as too long for a seed deck. */
  maxSlides: number;
  slides: FrameworkSlide[];
}

/** Answer length limits, shared by the form and the server's schemas. */
export const ANSWER_MAX_LENGTH = 2_000;
export const DECK_TITLE_MAX = 120;
export const SLIDE_TITLE_MAX = 120;
export const SLIDE_BULLET_MAX = 300;
export const SLIDE_BULLETS_MAX = 10;
export const SLIDE_NOTES_MAX = 4_000;
export const DECK_SLIDES_MAX = 30;
export const CHART_POINTS_MAX = 12;

const bank = {
  company: {
    label: 'Company name',
    example: 'Lumen Ledger',
    kind: 'text',
  },
  oneLiner: {
    label: 'What you do, in one sentence',
    example: 'Bookkeeping that closes the month for independent cafés in ten minutes.',
    kind: 'text',
  },
  purpose: {
    label: 'Why the company exists',
    example:
      'Give every small food business the financial clarity a chain has, without an accountant on staff.',
    kind: 'longText',
  },
  problem: {
    label: 'The problem, as the customer feels it',
    example:
      'Café owners spend two evenings a month matching receipts to bank lines. Mistakes surface only at tax time.',
    kind: 'longText',
  },
  customer: {
    label: 'Who has this problem',
    example: 'Owner-operators of independent cafés with 2 to 15 staff.',
    kind: 'text',
  },
  solution: {
    label: 'Your solution',
    example:
      'Lumen reads the till and the bank feed, matches them automatically and flags only what needs a human.',
    kind: 'longText',
  },
  whyNow: {
    label: 'Why now',
    example:
      'Open banking APIs became mandatory in 2024 and card-only cafés went from 30% to 70% in three years.',
    kind: 'longText',
  },
  tam: {
    label: 'Total addressable market (TAM)',
    example: '$4.2B',
    kind: 'money',
  },
  sam: {
    label: 'Serviceable market (SAM)',
    example: '$900M',
    kind: 'money',
  },
  som: {
    label: 'What you can win in 3–5 years (SOM)',
    example: '$45M',
    kind: 'money',
  },
  marketSource: {
    label: 'Where the market figures come from',
    example: 'National café census 2025; our bottom-up count of 38,000 cafés × $110/month.',
    kind: 'text',
  },
  competitors: {
    label: 'Competitors and alternatives, one per line',
    example: 'Generic accounting suites\nA part-time bookkeeper\nSpreadsheets',
    kind: 'list',
  },
  advantage: {
    label: 'Why you win (your insight or edge)',
    example: 'We read the till data directly, so matching is exact, not guessed from bank descriptions.',
    kind: 'longText',
  },
  product: {
    label: 'The product today',
    example: 'Web app and iPad till plug-in; daily reconciliation; one-tap export to the tax adviser.',
    kind: 'longText',
  },
  magic: {
    label: 'The underlying magic (technology or know-how)',
    example: 'A matching model trained on 4 million café transactions that explains every match it makes.',
    kind: 'longText',
  },
  tractionMetric: {
    label: 'Your main traction figure',
    example: 'Monthly recurring revenue',
    kind: 'text',
  },
  traction: {
    label: 'Traction by period, one per line',
    example: 'Jan 1200\nFeb 1800\nMar 2600\nApr 3900',
    kind: 'series',
  },
  tractionHighlights: {
    label: 'Other proof (customers, retention, pilots)',
    example: '140 paying cafés; 96% kept after 3 months; 2 regional chains piloting.',
    kind: 'longText',
    optional: true,
  },
  businessModel: {
    label: 'How you make money',
    example: 'Monthly subscription per location; payroll add-on.',
    kind: 'longText',
  },
  pricing: {
    label: 'Pricing',
    example: '$89 per location per month; payroll add-on $25.',
    kind: 'text',
  },
  goToMarket: {
    label: 'How you reach customers (marketing and sales)',
    example: 'Partnerships with till vendors; café owner meet-ups; referral credit of one free month.',
    kind: 'longText',
  },
  team: {
    label: 'Team, one person per line: name — role — why them',
    example:
      'Ada Moreno — CEO — ran three cafés for 8 years\nKwame Osei — CTO — built payments matching at a bank',
    kind: 'list',
  },
  financials: {
    label: 'Financial projections',
    example: 'Revenue $0.6M in 2026, $2.4M in 2027, $7M in 2028; break-even at 2,100 cafés.',
    kind: 'longText',
  },
  milestones: {
    label: 'Milestones ahead, one per line',
    example: 'Q3: 500 cafés\nQ4: payroll launch\nNext year: first chain contract',
    kind: 'list',
  },
  status: {
    label: 'Where you are now and the timeline',
    example: 'Live in two cities since March; raising now to launch in five more by next summer.',
    kind: 'longText',
  },
  askAmount: {
    label: 'How much you are raising',
    example: '$1.5M',
    kind: 'money',
  },
  useOfFunds: {
    label: 'Use of funds, one per line',
    example: '50% engineering\n30% sales and partnerships\n20% operations',
    kind: 'list',
  },
  vision: {
    label: 'The vision: what this becomes in five years',
    example: 'The financial back office for every independent food business in Europe.',
    kind: 'longText',
  },
  contact: {
    label: 'Contact (email or website)',
    example: 'ada@lumenledger.example',
    kind: 'text',
    optional: true,
  },
} as const satisfies Record<string, Omit<PitchQuestion, 'key'>>;

export type QuestionKey = keyof typeof bank;
export const QUESTION_KEYS = Object.keys(bank) as QuestionKey[];

/** Every question by key, for forms that show one outside a framework (the import panel, say). */
export const QUESTIONS: Record<QuestionKey, PitchQuestion> = Object.fromEntries(
  QUESTION_KEYS.map((key) => [key, { key, ...bank[key] }]),
) as Record<QuestionKey, PitchQuestion>;

const q = (...keys: QuestionKey[]) => keys.map((key) => QUESTIONS[key]);

type SlideSpec = Omit<FrameworkSlide, 'questions' | 'expectsNumbers'> & {
  questions: QuestionKey[];
};
const slide = ({ questions, ...spec }: SlideSpec): FrameworkSlide => ({
  ...spec,
  questions: q(...questions),
  expectsNumbers: spec.numberTopic !== undefined,
});

const sequoia: Framework = {
  id: 'sequoia',
  name: 'Sequoia',
  summary:
    'The classic eleven: from the company’s purpose to its vision, with the market and model in between.',
  maxSlides: 12,
  slides: [
    slide({
      key: 'purpose',
      title: 'Company purpose',
      purpose: 'Say in one line what the company does and why it matters.',
      questions: ['company', 'oneLiner', 'purpose', 'contact'],
      wordBudget: 25,
      layout: 'title',
    }),
    slide({
      key: 'problem',
      title: 'Problem',
      purpose: 'Describe the pain and who feels it today.',
      questions: ['problem', 'customer'],
      wordBudget: 40,
      layout: 'bullets',
    }),
    slide({
      key: 'solution',
      title: 'Solution',
      purpose: 'Show how you remove the pain, and why it is better.',
      questions: ['solution'],
      wordBudget: 40,
      layout: 'bullets',
    }),
    slide({
      key: 'whyNow',
      title: 'Why now',
      purpose: 'What changed that makes this possible or urgent now.',
      questions: ['whyNow'],
      wordBudget: 40,
      layout: 'bullets',
    }),
    slide({
      key: 'market',
      title: 'Market size',
      purpose: 'Size the market from the top and the bottom, and name the source.',
      questions: ['tam', 'sam', 'som', 'marketSource'],
      wordBudget: 35,
      numberTopic: 'market',
      layout: 'chart',
    }),
    slide({
      key: 'competition',
      title: 'Competition',
      purpose: 'List the alternatives honestly and say why you win.',
      questions: ['competitors', 'advantage'],
      wordBudget: 45,
      layout: 'twoColumns',
    }),
    slide({
      key: 'product',
      title: 'Product',
      purpose: 'What exists today and what it does for the customer.',
      questions: ['product'],
      wordBudget: 40,
      layout: 'bullets',
    }),
    slide({
      key: 'businessModel',
      title: 'Business model',
      purpose: 'How you make money and what a customer pays.',
      questions: ['businessModel', 'pricing'],
      wordBudget: 35,
      layout: 'bullets',
    }),
    slide({
      key: 'team',
      title: 'Team',
      purpose: 'Who is building it and why they are the ones to do it.',
      questions: ['team'],
      wordBudget: 50,
      layout: 'teamGrid',
    }),
    slide({
      key: 'financials',
      title: 'Financials',
      purpose: 'Projections, with the assumptions that drive them.',
      questions: ['financials', 'askAmount', 'useOfFunds'],
      wordBudget: 40,
      numberTopic: 'financials',
      layout: 'bigNumber',
    }),
    slide({
      key: 'vision',
      title: 'Vision',
      purpose: 'What the company becomes if everything goes right.',
      questions: ['vision'],
      wordBudget: 30,
      layout: 'bullets',
    }),
  ],
};

const yc: Framework = {
  id: 'yc',
  name: 'Y Combinator seed deck',
  summary: 'The seed order: lead with the problem and traction, end with a clear ask.',
  maxSlides: 10,
  slides: [
    slide({
      key: 'title',
      title: 'Title',
      purpose: 'Company name and a one-line description anyone can repeat.',
      questions: ['company', 'oneLiner', 'contact'],
      wordBudget: 20,
      layout: 'title',
    }),
    slide({
      key: 'problem',
      title: 'Problem',
      purpose: 'The pain, who has it and how they cope today.',
      questions: ['problem', 'customer'],
      wordBudget: 35,
      layout: 'bullets',
    }),
    slide({
      key: 'solution',
      title: 'Solution',
      purpose: 'Your answer to that pain, simply put.',
      questions: ['solution', 'product'],
      wordBudget: 35,
      layout: 'bullets',
    }),
    slide({
      key: 'traction',
      title: 'Traction',
      purpose: 'Growth over time: one figure that is going up.',
      questions: ['tractionMetric', 'traction', 'tractionHighlights'],
      wordBudget: 30,
      numberTopic: 'traction',
      layout: 'chart',
    }),
    slide({
      key: 'market',
      title: 'Market',
      purpose: 'How big this can get, with a source.',
      questions: ['tam', 'sam', 'som', 'marketSource'],
      wordBudget: 30,
      numberTopic: 'market',
      layout: 'chart',
    }),
    slide({
      key: 'businessModel',
      title: 'Business model',
      purpose: 'Who pays, how much and how often.',
      questions: ['businessModel', 'pricing'],
      wordBudget: 30,
      layout: 'bullets',
    }),
    slide({
      key: 'competition',
      title: 'Competition and insight',
      purpose: 'The alternatives, and what you know that they do not.',
      questions: ['competitors', 'advantage'],
      wordBudget: 40,
      layout: 'twoColumns',
    }),
    slide({
      key: 'team',
      title: 'Team',
      purpose: 'The founders and why they will win.',
      questions: ['team'],
      wordBudget: 45,
      layout: 'teamGrid',
    }),
    slide({
      key: 'ask',
      title: 'The ask',
      purpose: 'How much you are raising and what it buys.',
      questions: ['askAmount', 'useOfFunds', 'milestones'],
      wordBudget: 35,
      numberTopic: 'ask',
      layout: 'bigNumber',
    }),
  ],
};

const kawasaki: Framework = {
  id: 'kawasaki',
  name: 'Kawasaki 10/20/30',
  summary: 'Ten slides, twenty minutes, nothing smaller than 30-point type: few words on every slide.',
  maxSlides: 10,
  slides: [
    slide({
      key: 'problem',
      title: 'Problem',
      purpose: 'The pain you relieve, and who feels it.',
      questions: ['company', 'oneLiner', 'problem', 'customer'],
      wordBudget: 30,
      layout: 'bullets',
    }),
    slide({
      key: 'solution',
      title: 'Your solution',
      purpose: 'How you relieve it.',
      questions: ['solution'],
      wordBudget: 30,
      layout: 'bullets',
    }),
    slide({
      key: 'businessModel',
      title: 'Business model',
      purpose: 'Who has the money, and how you get it into your pocket.',
      questions: ['businessModel', 'pricing'],
      wordBudget: 30,
      layout: 'bullets',
    }),
    slide({
      key: 'magic',
      title: 'Underlying magic',
      purpose: 'The technology or know-how behind it, shown rather than told.',
      questions: ['magic'],
      wordBudget: 30,
      layout: 'bullets',
    }),
    slide({
      key: 'marketing',
      title: 'Marketing and sales',
      purpose: 'How you reach customers, at what cost.',
      questions: ['goToMarket', 'tam', 'sam', 'som', 'marketSource'],
      wordBudget: 30,
      numberTopic: 'market',
      layout: 'chart',
    }),
    slide({
      key: 'competition',
      title: 'Competition',
      purpose: 'The whole landscape, and why you are different.',
      questions: ['competitors', 'advantage'],
      wordBudget: 30,
      layout: 'twoColumns',
    }),
    slide({
      key: 'team',
      title: 'Management team',
      purpose: 'The key people and what they have done.',
      questions: ['team'],
      wordBudget: 30,
      layout: 'teamGrid',
    }),
    slide({
      key: 'projections',
      title: 'Projections and milestones',
      purpose: 'Three to five years of figures, bottom-up, and the milestones on the way.',
      questions: ['financials', 'milestones'],
      wordBudget: 30,
      numberTopic: 'financials',
      layout: 'bigNumber',
    }),
    slide({
      key: 'status',
      title: 'Status and timeline',
      purpose: 'Where you are now, your traction so far and what happens next.',
      questions: ['status', 'tractionMetric', 'traction'],
      wordBudget: 30,
      numberTopic: 'traction',
      layout: 'chart',
    }),
    slide({
      key: 'summary',
      title: 'Summary and call to action',
      purpose: 'What you want from the room, and how much.',
      questions: ['askAmount', 'useOfFunds', 'vision'],
      wordBudget: 30,
      numberTopic: 'ask',
      layout: 'bigNumber',
    }),
  ],
};

export const FRAMEWORKS: readonly Framework[] = [sequoia, yc, kawasaki];

export function getFramework(id: FrameworkId): Framework {
  const found = FRAMEWORKS.find((framework) => framework.id === id);
  if (!found) throw new Error(`Unknown framework ${id}`);
  return found;
}

/** Answers keyed by question; every value is the founder's text as typed. */
export type PitchAnswers = Partial<Record<QuestionKey, string>>;
