/** The manifesto's words, kept apart from its typesetting. */
export const MANIFEST_OPENING = [
  'Nobody tells you, when you start a company, that the company will be built out of you. Out of your sleep, your patience, your friendships, your Sunday mornings. Out of the version of you that used to laugh easily.',
  'We think that is the wrong deal. Not because ambition is dangerous, but because a founder who runs on empty makes worse decisions, builds a more frightened culture and, sooner or later, stops. The company needs you for years, not for one heroic quarter.',
  'So we built Founder Flow on a handful of convictions. Here they are.',
];

export const MANIFEST_PRINCIPLES = [
  {
    title: 'You are not a resource to be burned.',
    text: 'Capital gets spent, code gets rewritten, markets move. You are the one input that does not come back once it is used up. Looking after yourself is not a reward for hitting the milestone. It is part of the job description.',
  },
  {
    title: 'Small beats heroic.',
    text: 'Four minutes on the train, every day, changes more than a retreat once a year. We make sessions that fit the gaps you actually have, because a practice you keep is worth ten you admire.',
  },
  {
    title: 'Calm is a competitive advantage.',
    text: 'The founder who can breathe before the board meeting, sleep before the launch and listen during the hard conversation sees more of what is really happening. Calm is not softness. It is how clear thinking feels from the inside.',
  },
  {
    title: 'The hard parts deserve to be said out loud.',
    text: 'The down round. The co-founder who is drifting. The layoff you carry home. The loneliness of being the one who has to be sure. Our advisors talk about the parts nobody posts about, because naming them is where the weight starts to lift.',
  },
  {
    title: 'Advice should come from people who have been there.',
    text: 'Every session is made with operators, coaches and founders who have sat in the chair. No gurus, no hacks, no ten-step formulas. Just people who made the mistakes first and are generous enough to tell you about them.',
  },
  {
    title: 'Your inner life is yours.',
    text: 'Your journal, your recordings, your doubts at 2 a.m. belong to you. We do not sell them, we do not advertise on them, and you can keep any word away from AI. A place to be honest has to be a place that is safe.',
  },
  {
    title: 'Relationships are not a side project.',
    text: 'The partner who waited up, the kids who asked about the startup, the friend you have not called since the seed round: they are part of the company whether they appear on the cap table or not. We will keep reminding you to go home.',
  },
  {
    title: 'Growth is the point, not the pressure.',
    text: 'Building a company is one of the fastest ways to grow as a person, if you let it. We want you to come out of this chapter wiser, kinder and more yourself, whatever happens to the company.',
  },
] as const;

export const MANIFEST_CLOSING = [
  'Feel lighter. Dream bigger. Lead with joy.',
  'That is not a slogan we hang on the wall. It is the test every session has to pass before it reaches your ears.',
];
