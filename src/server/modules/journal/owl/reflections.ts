import type { JournalThemeId } from '#shared/journal-themes.ts';
import type { MoodBand } from './mood-band.ts';

/**
 * How the Owl mirrors back what it heard before asking its question. Each theme has a few lines of
 * its own per mood band; the shared lines take the theme's topic ("the raise", "your team"), so a
 * theme and band offer about ten openers and a week of daily use rarely meets the same one twice.
 */
export const THEME_TOPICS: Record<JournalThemeId, string> = {
  fundraising: 'the raise',
  customers: 'your customers',
  product: 'the product',
  team: 'your team',
  cofounder: 'your co-founder',
  money: 'money and runway',
  growth: 'sales and growth',
  focus: 'where your focus goes',
  stress: 'the pressure you are under',
  energy: 'your energy',
  confidence: 'how you see yourself as a founder',
  relationships: 'the people close to you',
  decisions: 'the decision in front of you',
  gratitude: 'what you are grateful for',
  loneliness: 'feeling alone in this',
  burnout: 'how worn out you are',
};

/** Shared openers; `{topic}` becomes the theme's topic. */
export const TOPIC_REFLECTIONS: Record<MoodBand, readonly string[]> = {
  low: [
    'It sounds like {topic} is weighing on you right now.',
    'I can hear how heavy {topic} feels today.',
    'There is a lot of strain in what you wrote about {topic}.',
    'That sounds hard. {Topic} seems to be taking a lot out of you.',
    'Thank you for writing this down. {Topic} is clearly sitting with you.',
    'It makes sense that {topic} would leave you feeling low.',
    'You are carrying a lot around {topic} at the moment.',
    'Today {topic} seems to be the hardest part.',
  ],
  mid: [
    'It sounds like {topic} is on your mind.',
    'You are turning {topic} over, weighing it up.',
    'There is something unsettled for you around {topic}.',
    'I notice {topic} coming through in what you wrote.',
    '{Topic} seems to be taking up some of your thinking today.',
    'You sound steady, and still {topic} is asking for attention.',
    'You are in the middle of something with {topic}.',
    'It seems {topic} has your attention right now.',
  ],
  high: [
    'There is real lift in what you wrote about {topic}.',
    'It sounds like {topic} is going well for you.',
    'I can hear the good energy around {topic}.',
    'Something shifted for the better with {topic}.',
    '{Topic} sounds like a source of strength today.',
    'That is good to hear about {topic}.',
    'You sound pleased with how {topic} is going, and it shows.',
    'This reads like a good moment for {topic}.',
  ],
};

/** Openers that only fit one theme, two or three per band. */
export const THEME_REFLECTIONS: Record<JournalThemeId, Record<MoodBand, readonly string[]>> = {
  fundraising: {
    low: [
      'Fundraising asks you to hear no over and over, and each one lands somewhere.',
      'A round that drags can make everything else feel uncertain too.',
    ],
    mid: [
      'Raising is part sales, part patience, and it sounds like you are in the thick of both.',
      'You are in the middle of a raise, with all the waiting that brings.',
    ],
    high: [
      'An investor leaning in is a good feeling, and you earned that meeting.',
      'It sounds like the round is finding its momentum.',
    ],
  },
  customers: {
    low: [
      'When a customer is unhappy it can feel personal, even when it is not.',
      'Losing a customer, or fearing it, stings in a particular way.',
    ],
    mid: [
      'You are listening closely to your customers, and that is where the answers usually are.',
      'It sounds like you are still learning what your customers really need.',
    ],
    high: [
      'A customer who gets it is one of the best feelings in building something.',
      'It sounds like you are seeing real value land with people.',
    ],
  },
  product: {
    low: [
      'Building something that does not work yet is frustrating, and it is also the work.',
      'It sounds like the product is fighting back right now.',
    ],
    mid: [
      'You are shaping the product and weighing what comes next.',
      'There are choices to make about what to build and what to leave out.',
    ],
    high: [
      'Shipping something you believe in feels good, and it sounds like you did.',
      'It sounds like the product is starting to come together.',
    ],
  },
  team: {
    low: [
      'People questions are some of the hardest ones a founder faces.',
      'Hiring and managing can be lonely work when it is not going well.',
    ],
    mid: [
      'You are thinking about the people who build this with you.',
      'Growing a team means growing as a leader at the same time.',
    ],
    high: [
      'It sounds like your team is pulling together.',
      'A good hire, or a good week with the team, changes a lot.',
    ],
  },
  cofounder: {
    low: [
      'Friction with a co-founder can shake the whole ground you stand on.',
      'It hurts when the person you built this with feels far away.',
    ],
    mid: [
      'A co-founder relationship needs tending like any other.',
      'You are working out how you and your co-founder fit together right now.',
    ],
    high: [
      'It sounds like you and your co-founder are in a good rhythm.',
      'There is trust in how you write about your co-founder.',
    ],
  },
  money: {
    low: [
      'Money worries have a way of following you home at night.',
      'Watching the runway shrink is one of the hardest parts of this.',
    ],
    mid: [
      'You are keeping an eye on the numbers, as a founder has to.',
      'Money is one of the quieter pressures, and it is here in what you wrote.',
    ],
    high: [
      'Some breathing room on money changes how everything else feels.',
      'It sounds like the numbers are moving in the right direction.',
    ],
  },
  growth: {
    low: [
      'A flat month can feel like a verdict, even though it is only a data point.',
      'Chasing deals that slip away is exhausting.',
    ],
    mid: [
      'You are working the pipeline and looking for what moves it.',
      'Growth is on your mind, and the levers that might shift it.',
    ],
    high: [
      'A closed deal is worth pausing on before rushing to the next one.',
      'It sounds like something is working in how you sell.',
    ],
  },
  focus: {
    low: [
      'When everything feels urgent, it is hard to know where to start.',
      'It sounds like your attention is being pulled in many directions.',
    ],
    mid: [
      'You are sorting out what deserves your time.',
      'Priorities are on your mind, and the trade-offs that come with them.',
    ],
    high: [
      'A day of real focus is rare, and it sounds like you had one.',
      'It sounds like you found your rhythm today.',
    ],
  },
  stress: {
    low: [
      'That is a lot of pressure for one person to hold.',
      'Stress like this tends to make everything look bigger than it is.',
    ],
    mid: [
      'Some tension is running under what you wrote.',
      'You are noticing the pressure, which is the first step in handling it.',
    ],
    high: ['It sounds like the pressure has eased a little.', 'You handled a tense moment, and it shows.'],
  },
  energy: {
    low: [
      'Running on little sleep makes every problem heavier.',
      'It sounds like your body is asking for rest.',
    ],
    mid: [
      'You are paying attention to your energy, which most founders forget to do.',
      'Rest and energy are on your mind today.',
    ],
    high: [
      'It sounds like you are well rested and it is paying off.',
      'There is good energy in what you wrote.',
    ],
  },
  confidence: {
    low: [
      'Doubting yourself is almost universal among founders, even if nobody says it.',
      'The feeling of not being enough is loud today.',
    ],
    mid: [
      'You are questioning yourself a little, and that takes honesty.',
      'Confidence seems to be something you are working on.',
    ],
    high: [
      'There is a quiet confidence in what you wrote.',
      'It sounds like you trusted yourself, and it worked.',
    ],
  },
  relationships: {
    low: [
      'The company can take a toll on the people closest to you, and on you with them.',
      'It sounds like things at home are feeling strained.',
    ],
    mid: [
      'The people in your life are on your mind alongside the work.',
      'Balancing the company and the people you love is a constant negotiation.',
    ],
    high: [
      'Time with the people you love sounds like it did you good.',
      'It is lovely to hear about the people around you.',
    ],
  },
  decisions: {
    low: [
      'A decision with no clear answer can sit on you for days.',
      'Being torn between options is tiring in its own way.',
    ],
    mid: [
      'You are weighing a choice and looking at it from several sides.',
      'There is a decision in front of you, and you are taking it seriously.',
    ],
    high: [
      'Making a clear decision brings its own kind of relief.',
      'It sounds like you have found your answer.',
    ],
  },
  gratitude: {
    low: [
      'Even on a low day you found something to be grateful for, and that matters.',
      'Gratitude and difficulty can sit side by side, as they do here.',
    ],
    mid: [
      'There is a thread of appreciation in what you wrote.',
      'You are noticing what is good, alongside everything else.',
    ],
    high: [
      'There is a lot of warmth and gratitude in this.',
      'It is good to read how much you appreciate what you have.',
    ],
  },
  loneliness: {
    low: [
      'Feeling alone while leading a company is more common than anyone admits.',
      'It sounds lonely in there right now.',
    ],
    mid: [
      'You are noticing how much of this you carry by yourself.',
      'Connection, or the lack of it, is on your mind.',
    ],
    high: [
      'It sounds like you felt less alone lately, and that is worth noticing.',
      'There is a sense of connection in what you wrote.',
    ],
  },
  burnout: {
    low: [
      'It sounds like you have been running on empty for a while.',
      'When even the parts you love feel heavy, that is a signal worth listening to.',
    ],
    mid: [
      'You are noticing signs of wear, and that awareness is useful.',
      'It sounds like the pace is starting to cost you something.',
    ],
    high: [
      'It sounds like you are finding your way back to a better pace.',
      'You are recovering, and it shows in how you write.',
    ],
  },
};

/** When no theme stands out but a word does; `{keyword}` becomes it. */
export const KEYWORD_REFLECTIONS: Record<MoodBand, readonly string[]> = {
  low: [
    'It sounds like "{keyword}" is at the heart of a hard day.',
    'I notice "{keyword}" in what you wrote, and a heaviness around it.',
    'There is a lot tied up in "{keyword}" for you right now.',
  ],
  mid: [
    'I notice "{keyword}" running through what you wrote.',
    '"{Keyword}" seems to be on your mind.',
    'You keep coming back to "{keyword}".',
  ],
  high: [
    'There is something good around "{keyword}" in what you wrote.',
    '"{Keyword}" sounds like a bright spot today.',
    'You write about "{keyword}" with real energy.',
  ],
};

/** When neither a theme nor a word stands out. */
export const GENERAL_REFLECTIONS: Record<MoodBand, readonly string[]> = {
  low: [
    'Thank you for putting this into words. It sounds like a hard moment.',
    'That sounds like a lot to hold today.',
    'I am glad you wrote this down instead of carrying it around.',
    'It sounds like today asked a lot of you.',
  ],
  mid: [
    'Thank you for sharing this.',
    'I am listening.',
    'It sounds like you are taking stock.',
    'There is a lot in what you wrote.',
  ],
  high: [
    'It sounds like a good day, and it is nice to hear.',
    'There is a lightness in what you wrote.',
    'That sounds like something worth savouring.',
    'I can hear the good mood in this.',
  ],
};
