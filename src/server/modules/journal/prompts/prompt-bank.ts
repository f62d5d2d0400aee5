import type { JournalThemeId } from '#shared/journal-themes.ts';

export type SessionCategory = 'impulse' | 'podcast' | 'other';

export type BankPrompt = {
  /** Stable slug: stored with entries written to it, so never renamed. */
  id: string;
  text: string;
  themes: JournalThemeId[];
  /** Session categories it suits best after listening, e.g. a podcast prompt about ideas heard. */
  categories?: SessionCategory[];
};

/**
 * The daily journal questions: original, short, open, each answerable in a few minutes
 * by a founder on an ordinary day. Grouped by their main theme; order carries no meaning.
 */
export const PROMPT_BANK: readonly BankPrompt[] = [
  // Fundraising
  {
    id: 'raise-sleep-well',
    text: 'What would you need to believe about your fundraising to sleep well tonight?',
    themes: ['fundraising', 'stress'],
  },
  {
    id: 'raise-best-no',
    text: 'Which investor no taught you the most, and what did it teach you?',
    themes: ['fundraising'],
  },
  {
    id: 'raise-story-one-line',
    text: 'How would you tell the story of your company to an investor in one honest sentence?',
    themes: ['fundraising'],
  },
  {
    id: 'raise-without-money',
    text: 'If no money came in this year, what would you still build?',
    themes: ['fundraising', 'money'],
  },
  {
    id: 'raise-right-partner',
    text: 'What kind of investor would you be glad to sit next to in a hard board meeting?',
    themes: ['fundraising'],
  },
  {
    id: 'raise-ready',
    text: 'What would make you feel ready to raise, rather than pushed to?',
    themes: ['fundraising', 'decisions'],
  },
  {
    id: 'raise-objection',
    text: 'Which question from investors do you dread, and what is your honest answer to it?',
    themes: ['fundraising', 'confidence'],
  },
  {
    id: 'raise-after-close',
    text: 'What is the first thing you want to do once the round is closed?',
    themes: ['fundraising'],
  },
  // Customers
  {
    id: 'customers-words',
    text: 'How did a customer describe your product this week, in their own words?',
    themes: ['customers'],
  },
  {
    id: 'customers-surprise',
    text: 'What surprised you most about a customer recently?',
    themes: ['customers'],
  },
  {
    id: 'customers-lost',
    text: 'Which customer did you lose or nearly lose, and what would you do differently?',
    themes: ['customers'],
  },
  {
    id: 'customers-one-day',
    text: 'If you spent a whole day beside one customer, what would you hope to learn?',
    themes: ['customers'],
  },
  {
    id: 'customers-why-stay',
    text: 'Why do your best customers stay, as far as you can tell?',
    themes: ['customers', 'growth'],
  },
  {
    id: 'customers-hard-feedback',
    text: 'What feedback have you been hearing but not yet acting on?',
    themes: ['customers', 'product'],
  },
  {
    id: 'customers-first-love',
    text: 'Who was the first person to really love what you built, and why?',
    themes: ['customers', 'gratitude'],
  },
  {
    id: 'customers-problem',
    text: 'What problem are your customers paying you to make disappear?',
    themes: ['customers'],
  },
  // Product
  {
    id: 'product-smallest-step',
    text: 'What is the smallest product change that could teach you the most this week?',
    themes: ['product'],
  },
  {
    id: 'product-cut',
    text: 'Which feature would you remove if you had to cut one today?',
    themes: ['product', 'decisions'],
  },
  {
    id: 'product-proud',
    text: 'Which part of the product are you quietly proud of?',
    themes: ['product', 'gratitude'],
  },
  {
    id: 'product-avoiding',
    text: 'What part of the product have you been avoiding looking at?',
    themes: ['product'],
  },
  {
    id: 'product-for-whom',
    text: 'Who are you really building the next release for?',
    themes: ['product', 'customers'],
  },
  {
    id: 'product-perfect',
    text: 'What are you polishing that would be fine to ship as it is?',
    themes: ['product', 'focus'],
  },
  {
    id: 'product-next-question',
    text: 'What question should your next release answer?',
    themes: ['product'],
  },
  {
    id: 'product-bet',
    text: 'What is the biggest bet in your roadmap, and how will you know if it paid off?',
    themes: ['product', 'decisions'],
  },
  // Team
  {
    id: 'team-next-hire',
    text: 'What would your next hire need to be brilliant at for your week to change?',
    themes: ['team'],
  },
  {
    id: 'team-hard-talk',
    text: 'Which conversation with someone on your team are you putting off?',
    themes: ['team'],
  },
  {
    id: 'team-thank',
    text: 'Who on your team deserves a thank you they have not heard yet?',
    themes: ['team', 'gratitude'],
  },
  {
    id: 'team-let-go',
    text: 'What task are you still holding onto that someone else could own?',
    themes: ['team', 'focus'],
  },
  {
    id: 'team-culture',
    text: 'What would a new hire learn about your culture in their first week, without being told?',
    themes: ['team'],
  },
  {
    id: 'team-leader-today',
    text: 'What kind of leader were you today, and what kind do you want to be tomorrow?',
    themes: ['team', 'confidence'],
  },
  { id: 'team-growth', text: 'Who on your team is ready for more responsibility?', themes: ['team'] },
  {
    id: 'team-hiring-mistake',
    text: 'What did a past hiring mistake teach you about what you really need?',
    themes: ['team', 'decisions'],
  },
  // Co-founder
  {
    id: 'cofounder-appreciate',
    text: 'What does your co-founder do that you would struggle to do yourself?',
    themes: ['cofounder', 'gratitude'],
  },
  {
    id: 'cofounder-unsaid',
    text: 'What is something you have not said to your co-founder yet?',
    themes: ['cofounder'],
  },
  {
    id: 'cofounder-roles',
    text: 'Where do your role and your co-founder’s overlap, and where do they leave a gap?',
    themes: ['cofounder', 'team'],
  },
  {
    id: 'cofounder-fear',
    text: 'What might your co-founder be worried about right now?',
    themes: ['cofounder'],
  },
  {
    id: 'cofounder-first-day',
    text: 'What made you want to start this with your co-founder in the first place?',
    themes: ['cofounder', 'gratitude'],
  },
  {
    id: 'cofounder-repair',
    text: 'After your last disagreement, what still needs repairing?',
    themes: ['cofounder'],
  },
  {
    id: 'cofounder-alone',
    text: 'If you are building alone, who plays the co-founder role in your life?',
    themes: ['cofounder', 'loneliness'],
  },
  // Money
  {
    id: 'money-runway-calm',
    text: 'How many months of runway do you have, and how does that number feel today?',
    themes: ['money'],
  },
  {
    id: 'money-one-cost',
    text: 'Which cost would you cut first if you had to, and why that one?',
    themes: ['money', 'decisions'],
  },
  {
    id: 'money-price',
    text: 'What would you charge if you fully believed in the value you deliver?',
    themes: ['money', 'confidence'],
  },
  {
    id: 'money-worry-real',
    text: 'Which money worry is about this month, and which is about a future that may not come?',
    themes: ['money', 'stress'],
  },
  {
    id: 'money-pay-yourself',
    text: 'How do you feel about what you pay yourself right now?',
    themes: ['money'],
  },
  {
    id: 'money-enough',
    text: 'What would "enough" look like for you, financially, in three years?',
    themes: ['money'],
  },
  {
    id: 'money-home',
    text: 'How is the company’s money situation showing up at home?',
    themes: ['money', 'relationships'],
  },
  {
    id: 'money-extra-months',
    text: 'What would you try if you suddenly had six more months of runway?',
    themes: ['money', 'product'],
  },
  // Growth
  {
    id: 'growth-one-conversation',
    text: 'Which one sales conversation could change your month?',
    themes: ['growth'],
  },
  {
    id: 'growth-lost-deal',
    text: 'What did your last lost deal tell you that a won deal never would?',
    themes: ['growth'],
  },
  {
    id: 'growth-channel',
    text: 'Where do your best customers actually come from?',
    themes: ['growth', 'customers'],
  },
  {
    id: 'growth-rejection',
    text: 'How do you recover after a day of outreach that went nowhere?',
    themes: ['growth', 'confidence'],
  },
  {
    id: 'growth-number',
    text: 'Which number would tell you, honestly, that growth is real?',
    themes: ['growth'],
  },
  {
    id: 'growth-win',
    text: 'What was your most recent sales win, and what made it happen?',
    themes: ['growth', 'gratitude'],
  },
  {
    id: 'growth-stop',
    text: 'What growth activity could you stop without anyone noticing?',
    themes: ['growth', 'focus'],
  },
  {
    id: 'growth-pitch-feel',
    text: 'How do you feel in the moment before you ask someone to buy?',
    themes: ['growth', 'confidence'],
  },
  // Focus
  {
    id: 'focus-one-thing',
    text: 'If you could finish only one thing tomorrow, what would it be?',
    themes: ['focus'],
  },
  {
    id: 'focus-say-no',
    text: 'What did you say yes to this week that you wish you had declined?',
    themes: ['focus'],
  },
  {
    id: 'focus-sliding',
    text: 'Which task keeps sliding to next week, and what is in the way?',
    themes: ['focus'],
  },
  {
    id: 'focus-best-hours',
    text: 'When are your best hours, and who or what gets them?',
    themes: ['focus', 'energy'],
  },
  { id: 'focus-distraction', text: 'What pulled your attention away most often today?', themes: ['focus'] },
  {
    id: 'focus-good-day',
    text: 'What would a good workday look like for you, from first coffee to last email?',
    themes: ['focus'],
  },
  {
    id: 'focus-busy-vs-progress',
    text: 'Where did you feel busy this week without making progress?',
    themes: ['focus', 'burnout'],
  },
  {
    id: 'focus-quarter',
    text: 'What is the one thing that must be true by the end of this quarter?',
    themes: ['focus', 'decisions'],
  },
  // Stress
  {
    id: 'stress-body',
    text: 'Where do you feel stress in your body today, and what does it need?',
    themes: ['stress', 'energy'],
  },
  {
    id: 'stress-control',
    text: 'What part of today’s worry is in your control, and what part is not?',
    themes: ['stress'],
  },
  {
    id: 'stress-worst-case',
    text: 'What is the worst realistic outcome you fear, and how would you cope with it?',
    themes: ['stress'],
  },
  {
    id: 'stress-early-sign',
    text: 'What is the first sign that tells you stress is building?',
    themes: ['stress'],
  },
  {
    id: 'stress-helped-before',
    text: 'What helped the last time pressure felt this high?',
    themes: ['stress'],
  },
  {
    id: 'stress-self-made',
    text: 'Which pressure are you putting on yourself that nobody asked for?',
    themes: ['stress', 'confidence'],
  },
  { id: 'stress-tonight', text: 'What small thing would make tonight easier?', themes: ['stress', 'energy'] },
  {
    id: 'stress-say-out-loud',
    text: 'What worry would lose some of its weight if you wrote it down in full?',
    themes: ['stress'],
  },
  // Energy
  {
    id: 'energy-sleep',
    text: 'How did you sleep last night, and what might have shaped it?',
    themes: ['energy'],
  },
  {
    id: 'energy-drain',
    text: 'What drained your energy today, and what gave some back?',
    themes: ['energy'],
  },
  {
    id: 'energy-move',
    text: 'When did you last move your body just for the pleasure of it?',
    themes: ['energy'],
  },
  {
    id: 'energy-rest-work',
    text: 'What would change if you treated rest as part of your job?',
    themes: ['energy', 'burnout'],
  },
  {
    id: 'energy-budget',
    text: 'If your energy were a budget, where would you spend it differently tomorrow?',
    themes: ['energy', 'focus'],
  },
  { id: 'energy-evening', text: 'What would a kind evening look like for you tonight?', themes: ['energy'] },
  { id: 'energy-weekend', text: 'What did your last real day off give you?', themes: ['energy'] },
  { id: 'energy-recharge', text: 'What recharges you that you rarely make time for?', themes: ['energy'] },
  // Confidence
  {
    id: 'confidence-evidence',
    text: 'What have you already handled that proves you can handle this?',
    themes: ['confidence'],
  },
  {
    id: 'confidence-friend',
    text: 'What would you tell a founder friend who doubted themselves the way you do?',
    themes: ['confidence'],
  },
  { id: 'confidence-voice', text: 'Whose voice does your self-doubt sound like?', themes: ['confidence'] },
  {
    id: 'confidence-credit',
    text: 'What are you better at than you give yourself credit for?',
    themes: ['confidence'],
  },
  {
    id: 'confidence-bold',
    text: 'What would you do this week if you felt sure of yourself?',
    themes: ['confidence', 'decisions'],
  },
  {
    id: 'confidence-year-ago',
    text: 'What can you do now that you could not do a year ago?',
    themes: ['confidence', 'gratitude'],
  },
  {
    id: 'confidence-imposter',
    text: 'When did you last feel like an imposter, and what was actually happening?',
    themes: ['confidence'],
  },
  {
    id: 'confidence-learn',
    text: 'Which skill would make you feel more at ease as a founder, and who could teach it?',
    themes: ['confidence'],
  },
  // Relationships
  {
    id: 'relationships-present',
    text: 'When were you fully present with someone you love this week?',
    themes: ['relationships'],
  },
  {
    id: 'relationships-cost',
    text: 'Who close to you is paying part of the price of your company?',
    themes: ['relationships'],
  },
  {
    id: 'relationships-before',
    text: 'Who knew you before the startup, and when did you last see them?',
    themes: ['relationships', 'loneliness'],
  },
  {
    id: 'relationships-need',
    text: 'What do the people at home need to hear from you this week?',
    themes: ['relationships'],
  },
  {
    id: 'relationships-ritual',
    text: 'Which small ritual keeps you connected to the people who matter?',
    themes: ['relationships'],
  },
  {
    id: 'relationships-thanks',
    text: 'Whose support made this month possible?',
    themes: ['relationships', 'gratitude'],
  },
  {
    id: 'relationships-phone-down',
    text: 'What would an evening without your phone give the people around you?',
    themes: ['relationships', 'focus'],
  },
  // Decisions
  {
    id: 'decisions-undo',
    text: 'Which decision would you make today if you knew you could undo it in a month?',
    themes: ['decisions'],
  },
  {
    id: 'decisions-delay-cost',
    text: 'What is putting off this decision costing you?',
    themes: ['decisions'],
  },
  {
    id: 'decisions-values',
    text: 'Which of your values should decide the choice in front of you?',
    themes: ['decisions'],
  },
  {
    id: 'decisions-gut',
    text: 'What does your gut say about the decision you keep circling?',
    themes: ['decisions'],
  },
  {
    id: 'decisions-information',
    text: 'What one piece of information would settle your biggest open question?',
    themes: ['decisions'],
  },
  {
    id: 'decisions-past-good',
    text: 'What is a decision you are glad you made, and how did you make it?',
    themes: ['decisions', 'confidence'],
  },
  {
    id: 'decisions-pivot',
    text: 'What would have to be true for you to change direction?',
    themes: ['decisions', 'product'],
  },
  {
    id: 'decisions-who-affected',
    text: 'Who will feel the decision you are weighing most, and have you asked them?',
    themes: ['decisions', 'team'],
  },
  // Gratitude
  {
    id: 'gratitude-small-win',
    text: 'What small win from today deserves to be written down?',
    themes: ['gratitude'],
  },
  {
    id: 'gratitude-person',
    text: 'Who made your day a little easier, and do they know?',
    themes: ['gratitude', 'relationships'],
  },
  {
    id: 'gratitude-outside-work',
    text: 'What are you grateful for that has nothing to do with the company?',
    themes: ['gratitude'],
  },
  {
    id: 'gratitude-miss',
    text: 'What about this stage of the company will you miss one day?',
    themes: ['gratitude'],
  },
  {
    id: 'gratitude-hard-gift',
    text: 'What has a hard moment this month given you?',
    themes: ['gratitude', 'confidence'],
  },
  {
    id: 'gratitude-ordinary',
    text: 'What ordinary thing today would you like to notice more often?',
    themes: ['gratitude'],
  },
  {
    id: 'gratitude-mentor',
    text: 'Which piece of advice has helped you most, and who gave it to you?',
    themes: ['gratitude'],
  },
  // Loneliness
  {
    id: 'loneliness-message',
    text: 'Who could you message tonight just to say how things really are?',
    themes: ['loneliness'],
  },
  {
    id: 'loneliness-carry',
    text: 'What are you carrying alone that you could share with one person?',
    themes: ['loneliness'],
  },
  {
    id: 'loneliness-peers',
    text: 'Where could you find founders who would understand your week without explanation?',
    themes: ['loneliness'],
  },
  {
    id: 'loneliness-asked',
    text: 'What do you wish someone would ask you about your company?',
    themes: ['loneliness'],
  },
  {
    id: 'loneliness-yourself',
    text: 'With whom do you feel most like yourself?',
    themes: ['loneliness', 'relationships'],
  },
  {
    id: 'loneliness-support-kind',
    text: 'What kind of support would help most right now: advice, company, or someone to listen?',
    themes: ['loneliness'],
  },
  {
    id: 'loneliness-be-there',
    text: 'Which founder you know might need a message from you today?',
    themes: ['loneliness', 'gratitude'],
  },
  // Burnout
  {
    id: 'burnout-permission',
    text: 'What would you stop doing if you gave yourself permission?',
    themes: ['burnout'],
  },
  {
    id: 'burnout-meaning',
    text: 'When did the work last feel meaningful, and what was different then?',
    themes: ['burnout'],
  },
  {
    id: 'burnout-boundary',
    text: 'Which boundary would protect you most this week?',
    themes: ['burnout', 'energy'],
  },
  {
    id: 'burnout-signals',
    text: 'What signs tell you that you are running low, before you crash?',
    themes: ['burnout', 'stress'],
  },
  {
    id: 'burnout-sustainable',
    text: 'What would a week you could keep up for a year look like?',
    themes: ['burnout', 'focus'],
  },
  {
    id: 'burnout-joy',
    text: 'Which part of the work still gives you joy?',
    themes: ['burnout', 'gratitude'],
  },
  {
    id: 'burnout-handoff',
    text: 'What could someone take off your plate for the next two weeks?',
    themes: ['burnout', 'team'],
  },
  // After listening
  {
    id: 'listen-one-idea',
    text: 'Which idea from what you listened to today do you want to try before the week is out?',
    themes: ['focus'],
    categories: ['podcast'],
  },
  {
    id: 'listen-disagree',
    text: 'What did you hear today that you disagree with, and why?',
    themes: ['decisions'],
    categories: ['podcast'],
  },
  {
    id: 'listen-founder-story',
    text: 'Whose story did you hear today, and which part of it felt like yours?',
    themes: ['loneliness', 'confidence'],
    categories: ['podcast'],
  },
  {
    id: 'listen-after-pause',
    text: 'What did you notice in yourself during the pause you just took?',
    themes: ['stress', 'energy'],
    categories: ['impulse'],
  },
  {
    id: 'listen-take-with-you',
    text: 'What one sentence from today’s impulse do you want to carry into tomorrow?',
    themes: ['focus', 'confidence'],
    categories: ['impulse'],
  },
  {
    id: 'listen-shift',
    text: 'What shifted in how you feel since you pressed play?',
    themes: ['stress', 'gratitude'],
    categories: ['impulse', 'other'],
  },
  // Week and direction
  {
    id: 'week-highlight',
    text: 'What was the highlight of your week, however small?',
    themes: ['gratitude'],
  },
  {
    id: 'week-lesson',
    text: 'What did this week teach you about how you work best?',
    themes: ['focus', 'energy'],
  },
  {
    id: 'week-next',
    text: 'What do you want next week to feel like, and what would help?',
    themes: ['focus', 'energy'],
  },
  {
    id: 'why-started',
    text: 'Why did you start this company, and is that still the reason you keep going?',
    themes: ['burnout', 'decisions'],
  },
  {
    id: 'future-self',
    text: 'What would you like to be able to say about this year a year from now?',
    themes: ['decisions', 'confidence'],
  },
];
