import { describe, expect, it } from 'vitest';
import { defined } from '#shared/testing/defined.ts';
import { FOLLOW_UP_QUESTIONS, GENERAL_FOLLOW_UP_QUESTIONS } from './follow-up-questions.ts';
import {
  CRISIS_RESOURCES_LINE,
  OWL_BOUNDARY_NOTE,
  offlineOwlReply,
  type OfflineOwlInput,
  type OwlTurn,
  type SessionCandidate,
} from './offline-owl.ts';

const NOW = new Date('2026-03-10T18:00:00Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000);

const CATALOG: SessionCandidate[] = [
  {
    id: 'down-round',
    title: 'A Down Round Is Not a Verdict',
    description: 'For founders hearing no from investors in the middle of a raise.',
    category: 'impulse',
    pathTitles: ['Fundraising Without Losing Yourself'],
  },
  {
    id: 'nap',
    title: 'A Nap Without Guilt',
    description: 'Twenty minutes of rest when sleep has been short.',
    category: 'impulse',
    pathTitles: [],
  },
  {
    id: 'first-hire',
    title: 'Your First Hire',
    description: 'What to look for when hiring your first engineer.',
    category: 'podcast',
    pathTitles: ['Building a Team'],
  },
];

const LOW_FUNDRAISING_ENTRY = {
  text: 'Three investors passed on our seed round this week. I keep replaying the pitch.',
  mood: 1,
  tags: [],
  prompt: null,
  session: null,
};

function input(overrides: Partial<OfflineOwlInput> = {}): OfflineOwlInput {
  return {
    entry: null,
    history: [],
    message: '',
    memory: [],
    recentEntries: [],
    catalog: CATALOG,
    seed: 'seed-1',
    now: NOW,
    ...overrides,
  };
}

const allQuestions = [
  ...Object.values(FOLLOW_UP_QUESTIONS).flatMap((byBand) => Object.values(byBand).flat()),
  ...Object.values(GENERAL_FOLLOW_UP_QUESTIONS).flat(),
];
const questionIn = (text: string) => allQuestions.filter((question) => text.includes(question));

describe('opening on an entry', () => {
  it('reflects a low-mood fundraising entry and asks one question from the low fundraising band', () => {
    const reply = offlineOwlReply(input({ entry: LOW_FUNDRAISING_ENTRY }));
    expect(reply.themes[0]).toBe('fundraising');
    expect(reply.distress).toBe(false);
    const asked = questionIn(reply.text);
    expect(asked).toHaveLength(1);
    expect(FOLLOW_UP_QUESTIONS.fundraising.low).toContain(asked[0]);
    expect(reply.text).toContain('mood 1 out of 5');
    expect(reply.text).not.toMatch(/[*#`_]/);
  });

  it('asks from the high band when the entry was written in a good mood', () => {
    const reply = offlineOwlReply(
      input({
        entry: { ...LOW_FUNDRAISING_ENTRY, text: 'The lead investor said yes to our seed round!', mood: 5 },
      }),
    );
    expect(FOLLOW_UP_QUESTIONS.fundraising.high).toContain(questionIn(reply.text)[0]);
  });

  it('names the linked session and the prompt the entry answered', () => {
    const reply = offlineOwlReply(
      input({
        entry: {
          ...LOW_FUNDRAISING_ENTRY,
          prompt: 'What is weighing on you today?',
          session: { id: 'down-round', title: 'A Down Round Is Not a Verdict' },
        },
      }),
    );
    expect(reply.text).toContain('‘A Down Round Is Not a Verdict’');
    expect(reply.text).toContain('What is weighing on you today?');
    // The session the entry was written after is not suggested back to the user.
    expect(reply.suggestion?.sessionId).not.toBe('down-round');
  });

  it('gives the same reply for the same seed and may vary with another', () => {
    const first = offlineOwlReply(input({ entry: LOW_FUNDRAISING_ENTRY }));
    expect(offlineOwlReply(input({ entry: LOW_FUNDRAISING_ENTRY }))).toEqual(first);
    const texts = new Set(
      ['a', 'b', 'c', 'd', 'e', 'f'].map(
        (seed) => offlineOwlReply(input({ entry: LOW_FUNDRAISING_ENTRY, seed })).text,
      ),
    );
    expect(texts.size).toBeGreaterThan(1);
  });
});

describe('a conversation', () => {
  it('never asks the same question twice across ten turns', () => {
    const messages = [
      'Investors keep passing on the seed round.',
      'The pitch feels weaker every time.',
      'Maybe the deck is the problem.',
      'Our lead investor went quiet.',
      'I keep refreshing my inbox for term sheets.',
      'The raise is all I think about.',
      'Another investor call tomorrow.',
      'I wonder if we should raise less.',
      'The valuation talk scares me.',
      'Fundraising again, sorry.',
    ];
    const history: OwlTurn[] = [];
    const asked: string[] = [];
    for (const message of messages) {
      const reply = offlineOwlReply(input({ history: [...history], message, entry: LOW_FUNDRAISING_ENTRY }));
      const questions = questionIn(reply.text);
      expect(questions).toHaveLength(1);
      asked.push(defined(questions[0], 'the follow-up question'));
      history.push({ role: 'user', text: message }, { role: 'owl', text: reply.text });
    }
    expect(new Set(asked).size).toBe(10);
  });

  it('suggests a catalog session matching the theme', () => {
    const reply = offlineOwlReply(input({ message: 'Hiring our first engineer is taking forever.' }));
    expect(reply.themes).toContain('team');
    expect(reply.suggestion).toEqual({ sessionId: 'first-hire', title: 'Your First Hire' });
    expect(reply.text).toContain('‘Your First Hire’');
  });

  it('suggests nothing with an empty catalog or when nothing fits', () => {
    expect(
      offlineOwlReply(input({ message: 'Hiring is taking forever.', catalog: [] })).suggestion,
    ).toBeNull();
    expect(offlineOwlReply(input({ message: 'My co-founder and I argued again.' })).suggestion).toBeNull();
  });

  it('does not suggest again when one of the last two Owl turns already did', () => {
    const first = offlineOwlReply(input({ message: 'Investors passed again.' }));
    expect(first.suggestion?.sessionId).toBe('down-round');
    const history: OwlTurn[] = [
      { role: 'user', text: 'Investors passed again.' },
      { role: 'owl', text: first.text },
    ];
    expect(offlineOwlReply(input({ history, message: 'The raise is dragging.' })).suggestion).toBeNull();
    const later: OwlTurn[] = [
      ...history,
      { role: 'user', text: 'Still the raise.' },
      { role: 'owl', text: 'Noted.' },
      { role: 'user', text: 'And again.' },
      { role: 'owl', text: 'Go on.' },
    ];
    expect(
      offlineOwlReply(input({ history: later, message: 'The raise is dragging.' })).suggestion,
    ).not.toBeNull();
  });

  it('stays on the entry’s themes when a message names none', () => {
    const reply = offlineOwlReply(input({ entry: LOW_FUNDRAISING_ENTRY, message: 'Yes, exactly that.' }));
    expect(reply.themes).toContain('fundraising');
  });
});

describe('patterns and memory', () => {
  const hiringEntries = [
    { text: 'Another hiring round with no good candidates.', mood: 2, createdAt: daysAgo(2) },
    { text: 'Interviewed two engineers today.', mood: 3, createdAt: daysAgo(6) },
    { text: 'Slept badly again.', mood: 2, createdAt: daysAgo(8) },
    { text: 'We made an offer to a candidate, she declined.', mood: 2, createdAt: daysAgo(12) },
  ];

  it('names a theme that keeps coming back in recent entries', () => {
    const reply = offlineOwlReply(
      input({
        entry: { text: 'Still no engineer hired.', mood: 2, tags: [], prompt: null, session: null },
        recentEntries: hiringEntries,
      }),
    );
    expect(reply.text).toContain(
      'This is the fourth time this month that you write about hiring and your team.',
    );
  });

  it('says nothing about patterns below three entries', () => {
    const reply = offlineOwlReply(
      input({
        entry: { text: 'Still no engineer hired.', mood: 2, tags: [], prompt: null, session: null },
        recentEntries: hiringEntries.slice(1),
      }),
    );
    expect(reply.text).not.toContain('time this month');
  });

  it('brings back a related memory fact, and only one that relates', () => {
    const memory = ['Has two kids', 'Goal: close a seed round by March'];
    const reply = offlineOwlReply(input({ message: 'Two investors said no today.', memory }));
    expect(reply.text).toContain('You mentioned your goal to close a seed round by March.');
    expect(reply.text).not.toContain('kids');
  });
});

describe('a week summary on request', () => {
  it('answers "summarise my week" with the summary of recent entries', () => {
    const recentEntries = [
      { text: 'The raise is slow.', mood: 2, createdAt: daysAgo(1) },
      { text: 'Investors passed.', mood: 2, createdAt: daysAgo(3) },
      { text: 'Old entry.', mood: 5, createdAt: daysAgo(20) },
    ];
    const reply = offlineOwlReply(input({ message: 'Can you summarise my week?', recentEntries }));
    expect(reply.text).toContain('You wrote 2 entries in your journal in the last 7 days.');
    expect(reply.themes).toEqual(['fundraising']);
  });

  it('hands off with the crisis line when an entry of the week shows distress', () => {
    const recentEntries = [
      { text: 'The raise is slow.', mood: 2, createdAt: daysAgo(1) },
      { text: 'I do not want to be alive anymore.', mood: 1, createdAt: daysAgo(3) },
    ];
    const reply = offlineOwlReply(input({ message: 'Can you summarise my week?', recentEntries }));
    expect(reply.distress).toBe(true);
    expect(reply.text).toContain('You wrote 2 entries in your journal in the last 7 days.');
    expect(reply.text).toContain(CRISIS_RESOURCES_LINE);
    expect(questionIn(reply.text)).toEqual([]);
  });

  it('treats "this week was awful" as an entry to reflect on, not a request', () => {
    const reply = offlineOwlReply(input({ message: 'This week was awful, the investors ghosted me.' }));
    expect(reply.text).not.toContain('in the last 7 days');
  });
});

describe('boundaries', () => {
  it('declines medical advice for "should I take these pills" and still asks a question', () => {
    const reply = offlineOwlReply(input({ message: 'Should I take these pills to get through the week?' }));
    expect(reply.text).toContain('not a doctor');
    expect(questionIn(reply.text)).toHaveLength(1);
  });

  it('declines legal advice for "is this contract legal"', () => {
    const reply = offlineOwlReply(input({ message: 'Is this contract legal?' }));
    expect(reply.text).toContain('not a lawyer');
    expect(questionIn(reply.text)).toHaveLength(1);
  });

  it('does not lecture when a contract is only mentioned', () => {
    const reply = offlineOwlReply(
      input({ message: 'We signed the contract with our first customer today.' }),
    );
    expect(reply.text).not.toContain('not a lawyer');
  });

  it('exports a one-sentence boundary note', () => {
    expect(OWL_BOUNDARY_NOTE).toMatch(/^[^.]+\.$/);
    expect(OWL_BOUNDARY_NOTE).toMatch(/medical, legal or financial/);
  });
});

describe('distress', () => {
  it('answers gently with the crisis line, no suggestion and no usual question', () => {
    const reply = offlineOwlReply(input({ message: 'The raise failed and I want to die.' }));
    expect(reply.distress).toBe(true);
    expect(reply.text).toContain(CRISIS_RESOURCES_LINE);
    expect(reply.suggestion).toBeNull();
    expect(questionIn(reply.text)).toEqual([]);
  });

  it('also answers so when the entry shows distress and the message does not', () => {
    const reply = offlineOwlReply(
      input({
        entry: {
          text: 'Honestly there is no point living like this.',
          mood: 1,
          tags: [],
          prompt: null,
          session: null,
        },
      }),
    );
    expect(reply.distress).toBe(true);
    expect(reply.text).toContain(CRISIS_RESOURCES_LINE);
  });

  it('keeps "this deadline is killing me" an ordinary reply', () => {
    const reply = offlineOwlReply(input({ message: 'This deadline is killing me.' }));
    expect(reply.distress).toBe(false);
    expect(reply.text).not.toContain(CRISIS_RESOURCES_LINE);
  });
});

describe('shape of every reply', () => {
  it('has one to four paragraphs and an answer for an empty general conversation', () => {
    const replies = [
      offlineOwlReply(input()),
      offlineOwlReply(input({ entry: LOW_FUNDRAISING_ENTRY, memory: ['Goal: raise a seed round'] })),
      offlineOwlReply(input({ message: 'Should I take melatonin? Investors passed and I slept badly.' })),
    ];
    for (const reply of replies) {
      const paragraphs = reply.text.split('\n\n');
      expect(paragraphs.length).toBeGreaterThanOrEqual(1);
      expect(paragraphs.length).toBeLessThanOrEqual(4);
      for (const paragraph of paragraphs) expect(paragraph.trim()).not.toBe('');
    }
  });
});
