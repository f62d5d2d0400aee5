import { describe, expect, it } from 'vitest';
import { analyseText } from './analyse.ts';

describe('themes in founder writing', () => {
  it.each([
    ['We are raising our seed round and two investors passed this week.', 'fundraising'],
    ['I raised the pre-seed last year; this time the pitch deck feels weaker.', 'fundraising'],
    ['Hiring our first engineers is slow; I interviewed five candidates and hired none.', 'team'],
    ['My co-founder and I argued about the equity split again.', 'cofounder'],
    ['Runway is down to four months and payroll is due on Friday.', 'money'],
    ['I slept four hours and I am exhausted.', 'energy'],
    ['I feel like an imposter, not good enough to lead this.', 'confidence'],
    ['Two customers churned and one complained about onboarding.', 'customers'],
    ['Our pipeline is thin and we lost the biggest deal of the quarter.', 'growth'],
    ['I am burnt out and running on empty.', 'burnout'],
    ['Nobody to talk to about this; I feel so lonely.', 'loneliness'],
    ['I am so grateful for my team today, and thankful for the small win.', 'gratitude'],
  ] as const)('%s → %s', (text, theme) => {
    expect(analyseText(text).themes).toContain(theme);
  });

  it('puts the most salient theme first and keeps at most three', () => {
    const text =
      'Investors, investors, investors: the raise and the pitch deck took the whole day. I also slept badly, ' +
      'worried about the product roadmap, missed my kid’s game and argued with my co-founder.';
    const { themes } = analyseText(text);
    expect(themes[0]).toBe('fundraising');
    expect(themes.length).toBe(3);
  });

  it('finds no theme in text about nothing in particular', () => {
    expect(analyseText('The sky was grey and the tram was on time.').themes).toEqual([]);
  });
});

describe('distress', () => {
  it.each([
    'I want to die.',
    'Some nights I think about how to kill myself.',
    'There is no point living like this.',
    'I keep wanting to hurt myself.',
    "I can't go on.",
    'I can’t go on anymore',
    'I have been feeling suicidal since the company failed.',
    'Everyone would be better off without me.',
  ])('flags "%s"', (text) => {
    expect(analyseText(text).distress).toBe(true);
  });

  it.each([
    'This deadline is killing me.',
    'I could kill for a coffee right now.',
    'We killed it at the demo day!',
    'I am dying to tell the team about the new customer.',
    "I can't go on holiday this year, the launch is in August.",
    "I don't want to die with regrets about never trying.",
    'The old feature is dead, long live the new one.',
  ])('does not flag "%s"', (text) => {
    expect(analyseText(text).distress).toBe(false);
  });
});

describe('sentiment and keywords', () => {
  it('scores a hard day below a good one', () => {
    const hard = analyseText('Terrible day. Everything failed and I feel awful.').sentiment;
    const good = analyseText('Wonderful day, the launch was great and I am happy.').sentiment;
    expect(hard).toBeLessThan(0);
    expect(good).toBeGreaterThan(0);
    expect(hard).toBeGreaterThanOrEqual(-1);
    expect(good).toBeLessThanOrEqual(1);
  });

  it('keeps up to five lowercase nouns, most frequent first', () => {
    const { keywords } = analyseText(
      'The board meeting with Sequoia went long. The board wants a new pricing model, a hiring plan, a budget and a roadmap.',
    );
    expect(keywords[0]).toBe('board');
    expect(keywords.length).toBeLessThanOrEqual(5);
    for (const keyword of keywords) expect(keyword).toBe(keyword.toLowerCase());
    expect(keywords).not.toContain('the');
  });
});

describe('awkward input', () => {
  it('answers empty and blank text with a neutral analysis', () => {
    const empty = { sentiment: 0, themes: [], distress: false, keywords: [] };
    expect(analyseText('')).toEqual(empty);
    expect(analyseText('  \n ')).toEqual(empty);
  });

  it('handles emoji and other languages without throwing', () => {
    expect(() => analyseText('😩😩 investors 🙃')).not.toThrow();
    expect(analyseText('😩😩 investors 🙃').themes).toContain('fundraising');
    const french = analyseText('Je suis très fatigué aujourd’hui, 我很累, Ich bin müde.');
    expect(french.distress).toBe(false);
    expect(french.sentiment).toBeGreaterThanOrEqual(-1);
  });

  it('analyses a 20,000-character entry in full', () => {
    const paragraph = 'The raise is slow and I lie awake thinking about runway. ';
    const text = paragraph.repeat(Math.ceil(20_000 / paragraph.length)) + 'I want to die.';
    expect(text.length).toBeGreaterThan(20_000);
    const analysis = analyseText(text);
    expect(analysis.themes).toEqual(expect.arrayContaining(['fundraising', 'money', 'energy']));
    expect(analysis.distress).toBe(true);
  });
});
