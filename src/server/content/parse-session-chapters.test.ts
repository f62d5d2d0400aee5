import { describe, expect, it } from 'vitest';
import { ContentError, parseSessionFile, spokenWordCount } from '#server/content/load-content.ts';

const session = (category: string, body: string[]) =>
  [
    '---',
    'title: Chapters',
    'coach: maya-okafor',
    `category: ${category}`,
    'type: audio',
    'premium: false',
    'featured: false',
    'published: 2026-06-01',
    'description: A test.',
    '---',
    ...body,
  ].join('\n');

describe('[chapter Title] lines', () => {
  it('become chapter segments in a podcast, in order, and are never spoken', () => {
    const body = [
      '[chapter The first weeks]',
      '',
      'HOST: Welcome back.',
      '',
      'GUEST: Thank you.',
      '',
      '[pause 2]',
      '[chapter  What changed ]',
      'HOST: Tell me more.',
    ];
    const { segments } = parseSessionFile('x.md', session('podcast', body));
    expect(segments).toEqual([
      { kind: 'chapter', title: 'The first weeks' },
      { kind: 'speech', voice: 'host', text: 'Welcome back.' },
      { kind: 'speech', voice: 'guest', text: 'Thank you.' },
      { kind: 'pause', seconds: 2 },
      { kind: 'chapter', title: 'What changed' },
      { kind: 'speech', voice: 'host', text: 'Tell me more.' },
    ]);
    expect(spokenWordCount(segments)).toBe(7);
  });

  it('end the paragraph before them, so the next paragraph keeps the same speaker', () => {
    const body = ['GUEST: One thought', '[chapter Next]', 'and another.'];
    const { segments } = parseSessionFile('x.md', session('podcast', body));
    expect(segments).toEqual([
      { kind: 'speech', voice: 'guest', text: 'One thought' },
      { kind: 'chapter', title: 'Next' },
      { kind: 'speech', voice: 'guest', text: 'and another.' },
    ]);
  });

  it('accept a title of exactly 80 characters', () => {
    const title = 'a'.repeat(80);
    const { segments } = parseSessionFile('x.md', session('podcast', [`[chapter ${title}]`, 'HOST: Hi.']));
    expect(segments[0]).toEqual({ kind: 'chapter', title });
  });

  const cases: Array<[string, string, RegExp]> = [
    ['in an impulse', session('impulse', ['Hello.', '', '[chapter Intro]', 'More.']), /x\.md \(line 13\): "\[chapter …\]" lines belong in podcasts only/],
    ['in an "other" session', session('other', ['[chapter Intro]', 'Hello.']), /belong in podcasts only/],
    ['with no title', session('podcast', ['HOST: Hi.', '[chapter]']), /\(line 12\): expected "\[chapter Title\]" with a title of 1 to 80 characters/],
    ['with a blank title', session('podcast', ['HOST: Hi.', '[chapter    ]']), /with a title of 1 to 80 characters/],
    ['with a title over 80 characters', session('podcast', [`[chapter ${'a'.repeat(81)}]`, 'HOST: Hi.']), /with a title of 1 to 80 characters/],
  ];
  it.each(cases)('are rejected %s, naming the file and line', (_name, source, message) => {
    expect(() => parseSessionFile('x.md', source)).toThrow(ContentError);
    expect(() => parseSessionFile('x.md', source)).toThrow(message);
  });

  it('do not count as something to say', () => {
    expect(() => parseSessionFile('x.md', session('podcast', ['[chapter Only a title]']))).toThrow(/has nothing to say/);
  });
});
