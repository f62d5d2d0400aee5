import type { JournalThemeId } from '#shared/journal-themes.ts';
import type { MoodBand } from './mood-band.ts';

/**
 * The one question the Owl asks at the end of a reply, by theme and mood band. The voice is a calm,
 * curious founder coach: short, specific, open questions that hand the thinking back to the writer.
 * Low-band questions steady and narrow things down; high-band ones help keep what went well.
 */
export const FOLLOW_UP_QUESTIONS: Record<JournalThemeId, Record<MoodBand, readonly string[]>> = {
  fundraising: {
    low: [
      'What would you need to believe about this round to sleep well tonight?',
      'Which part of the raise feels heaviest right now: the noes, the waiting, or the runway behind it?',
      'If an investor passes, what does that actually say about the company, and what does it not say?',
      'Who is one person who has raised before that you could call this week, just to think out loud?',
    ],
    mid: [
      'What is the one thing an investor should remember about you after the meeting?',
      'Which objection keeps coming back, and what is the honest answer to it?',
      'What would change in how you pitch if you did not need this particular investor?',
    ],
    high: [
      'What did you do in that conversation that you want to repeat in the next one?',
      'What made this investor lean in, and how could you say it earlier next time?',
      'How will you mark this moment before the next round of meetings begins?',
    ],
  },
  customers: {
    low: [
      'What is the customer telling you that is hard to hear, and what might be true in it?',
      'Which customer would you most like to sit next to for an hour, and what would you watch for?',
      'If this customer leaves, what is the smallest lesson you could still take from it?',
      'What would a kind but honest friend say about how you are reading this customer?',
    ],
    mid: [
      'What did a customer do this week that surprised you?',
      'Which problem do your customers describe in their own words, and how close is it to yours?',
      'Who is the customer you understand least, and what would you ask them first?',
    ],
    high: [
      'What exactly did this customer value, in their words rather than yours?',
      'How could you find ten more customers who feel the way this one does?',
      'What would you like this customer to tell a friend about you?',
    ],
  },
  product: {
    low: [
      'What is the smallest version of this that would still teach you something?',
      'Which part of the product are you most tempted to avoid looking at, and why?',
      'If you had to cut half the roadmap tomorrow, what would you keep?',
      'What is broken that you can fix this week, and what can simply wait?',
    ],
    mid: [
      'What is the one question the next release should answer?',
      'Which feature are you building for yourself rather than for your users?',
      'What would you ship today if it did not have to be perfect?',
    ],
    high: [
      'What did you learn from this launch that you want to keep for the next one?',
      'Who helped make this work, and have they heard that from you?',
      'What is the next thing this success makes possible?',
    ],
  },
  team: {
    low: [
      'Which conversation with your team are you putting off, and what is the first sentence of it?',
      'What does this person need from you that they are not getting right now?',
      'If you hired for this role again from scratch, what would you look for differently?',
      'What part of managing people drains you most, and could anyone share it with you?',
    ],
    mid: [
      'What does a great first ninety days look like for your next hire?',
      'Where are you still doing work that someone on your team could own?',
      'What does your team believe about you that you would like to be true?',
    ],
    high: [
      'What did you do as a leader this week that you would like to become a habit?',
      'Who on the team grew the most lately, and how could you tell them?',
      'What made this hire a yes, and how do you keep that bar?',
    ],
  },
  cofounder: {
    low: [
      'What might your co-founder be afraid of in this, and what are you afraid of?',
      'What is one thing you both still agree on, even now?',
      'What would you want your co-founder to understand, in one sentence without blame?',
      'Which conversation would you have if you trusted it would end well?',
    ],
    mid: [
      'Where do your roles overlap in a way that creates friction?',
      'When did you last talk with your co-founder about something other than work?',
      'What unspoken expectation sits between you two right now?',
    ],
    high: [
      'What did your co-founder do lately that you have not thanked them for yet?',
      'What makes the two of you good together, and how do you protect it?',
      'How could you celebrate this together rather than just moving on?',
    ],
  },
  money: {
    low: [
      'How many months of runway do you really have, and what changes if you look at that number calmly?',
      'What is one cost you could cut this week without hurting what matters?',
      'Which money worry is about this month, and which is about a future that may never happen?',
      'Who could you talk to about the numbers so you are not carrying them alone?',
    ],
    mid: [
      'What would you charge if you were confident in the value you deliver?',
      'Which number in your finances do you check most, and which one should you check instead?',
      'What would an extra three months of runway let you try?',
    ],
    high: [
      'What did this good money news make you want to invest in first?',
      'What discipline got you here that you want to keep as things ease?',
      'How would you like to pay yourself back for the lean months?',
    ],
  },
  growth: {
    low: [
      'What is one conversation you could start today that might move the pipeline?',
      'Which lost deal taught you the most, and what did it teach?',
      'What would make outreach feel less like rejection and more like research?',
      'If growth stays flat for another month, what would you try that you have not tried yet?',
    ],
    mid: [
      'Which channel brings your best customers, and are you giving it enough time?',
      'What is the one number that tells you growth is real?',
      'What would you stop doing if you had to double sales with the same hours?',
    ],
    high: [
      'What made this deal close, and can you name it in one line?',
      'Which part of this growth is repeatable, and which part was luck?',
      'Who on the team should hear about this win today?',
    ],
  },
  focus: {
    low: [
      'If you could only finish one thing tomorrow, what would it be?',
      'What are you saying yes to that you would rather say no to?',
      'Which task keeps sliding, and what is the first ten-minute step of it?',
      'What would you drop from this week if nobody would notice?',
    ],
    mid: [
      'What does a good workday look like for you, hour by hour?',
      'Which meeting could become an email, and which email could become nothing?',
      'Where does your attention go when you are avoiding something?',
    ],
    high: [
      'What helped you focus today, and how could you set it up again tomorrow?',
      'What did you protect your time from today that you are glad you did?',
      'Which habit is paying off, and what would make it easier to keep?',
    ],
  },
  stress: {
    low: [
      'Where in your body do you feel this stress, and what does it need right now?',
      'What part of this is in your control, and what part is not?',
      'What is the worst realistic outcome, and how would you handle it if it came?',
      'What is one small thing that would make tonight a little easier?',
    ],
    mid: [
      'What usually tells you that stress is building before you notice it?',
      'Which pressure is coming from outside, and which are you putting on yourself?',
      'What helped the last time you felt like this?',
    ],
    high: [
      'What took the pressure off today, and can you do more of it?',
      'How did you handle the tension differently from the last time?',
      'What would you tell yourself on the next hard day, from where you stand now?',
    ],
  },
  energy: {
    low: [
      'What would a kind evening look like for you tonight?',
      'When did you last sleep well, and what was different about that day?',
      'What is one thing that drains you that you could skip tomorrow?',
      'If your energy were a budget, where did most of it go today?',
    ],
    mid: [
      'At what time of day do you do your best thinking, and what do you spend it on?',
      'What gives you energy that you rarely make time for?',
      'How would your week change if you treated rest as part of the work?',
    ],
    high: [
      'What gave you this energy, and how could you build more of it into the week?',
      'What did you do for your body lately that is paying off?',
      'How will you protect this energy when the next busy week arrives?',
    ],
  },
  confidence: {
    low: [
      'What evidence do you have that you can handle this, from things you have already done?',
      'Whose voice is the doubt speaking in, and is it yours?',
      'What would you say to a founder friend who told you exactly this?',
      'Which skill feels missing, and who could you learn it from?',
    ],
    mid: [
      'What are you better at than you give yourself credit for?',
      'Where would you act differently this week if you felt sure of yourself?',
      'What is one decision you made recently that turned out well?',
    ],
    high: [
      'What did you do today that the version of you from a year ago would not have dared?',
      'What helped you trust yourself this time?',
      'How could you remember this feeling on a day full of doubt?',
    ],
  },
  relationships: {
    low: [
      'Who close to you is feeling the cost of the company, and have you talked about it?',
      'What would it take to be fully present with them for one evening this week?',
      'What do the people at home need to know about what you are carrying?',
      'Which relationship has gone quiet lately that you miss?',
    ],
    mid: [
      'When did you last spend time with someone who knew you before the startup?',
      'What would the people closest to you say you need more of?',
      'What small ritual could keep you connected during busy weeks?',
    ],
    high: [
      'Who shared this good moment with you, and how did it feel to share it?',
      'What did someone close to you do lately that you want to thank them for?',
      'How could you make room for more evenings like this one?',
    ],
  },
  decisions: {
    low: [
      'What would you choose if you knew you could undo it in a month?',
      'Which option are you leaning towards, and what makes you hesitate?',
      'What information would actually change your mind, and can you get it this week?',
      'If you had to decide by tonight, what would you decide?',
    ],
    mid: [
      'What is the cost of not deciding for another month?',
      'Which of your values does each option serve?',
      'Who will be most affected by this decision, and what would they say?',
    ],
    high: [
      'What made this decision feel clear in the end?',
      'What do you want to remember about how you decided this time?',
      'What is the first step now that the choice is made?',
    ],
  },
  gratitude: {
    low: [
      'Even on a hard day, what is one thing that went a little better than expected?',
      'Who made today easier, even in a small way?',
      'What are you grateful for that has nothing to do with the company?',
      'What part of this journey would you miss if it ended tomorrow?',
    ],
    mid: [
      'Who helped you get here that you have not thanked in a while?',
      'What ordinary thing from today would you like to notice more often?',
      'What about your work are you quietly proud of?',
    ],
    high: [
      'How could you pass some of this good feeling on to someone today?',
      'What made this win possible, beyond your own effort?',
      'How will you remember this moment when things get hard again?',
    ],
  },
  loneliness: {
    low: [
      'Who could you message tonight, just to say how things really are?',
      'What do you wish someone would ask you about the company?',
      'Where could you find other founders who would understand this without explanation?',
      'What are you carrying alone that you could share with one person this week?',
    ],
    mid: [
      'Who in your life do you feel most yourself with?',
      'Which parts of the founder life do you find hardest to explain to friends?',
      'What kind of support would actually help right now: advice, company, or someone to listen?',
    ],
    high: [
      'Who made you feel less alone lately, and could you tell them?',
      'What helped you feel connected this week?',
      'How could you be that person for another founder?',
    ],
  },
  burnout: {
    low: [
      'What would you stop doing this week if you gave yourself permission?',
      'When did the work last feel meaningful, and what was different then?',
      'What is one boundary that would protect you, even a little?',
      'Who could take something off your plate for the next two weeks?',
    ],
    mid: [
      'What early signs tell you that you are running low?',
      'Which part of the work still gives you energy, and which only takes it?',
      'What would a sustainable week look like, and how far is this one from it?',
    ],
    high: [
      'What helped you recover, and how do you keep it in your week?',
      'What have you learned about your limits that you want to keep?',
      'How will you notice early if you start to slide again?',
    ],
  },
};

/** For when no theme stands out: open questions that fit almost any entry. */
export const GENERAL_FOLLOW_UP_QUESTIONS: Record<MoodBand, readonly string[]> = {
  low: [
    'What is weighing on you most right now?',
    'What would make the next hour a little easier?',
    'If this feeling could talk, what would it ask you for?',
    'What do you need right now that you have not asked for?',
    'Which part of today would you like to put down before you sleep?',
    'What is one thing you can let be unfinished tonight?',
    'Who would you want beside you right now, and why them?',
    'What would you tell a friend who had the day you just had?',
  ],
  mid: [
    'What is on your mind that you have not said out loud yet?',
    'What felt most important today, and did it get your time?',
    'What are you curious about right now?',
    'If tomorrow went well, what would have happened?',
    'What did today teach you about how you work?',
    'What are you avoiding, and what would it take to face it gently?',
    'Which moment from today would you like to understand better?',
    'What would you like to have written here a week from now?',
  ],
  high: [
    'What made today good, and how much of it was your doing?',
    'What would you like to remember about this feeling?',
    'Who would you like to share this with?',
    'What is the next step while the momentum is here?',
    'What did you do differently that helped today go well?',
    'How could you make a little more room for days like this?',
    'What are you proud of right now?',
    'What would you like to thank yourself for today?',
  ],
};
