import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ContentError, loadContent, parseSessionFile, spokenWordCount } from '#server/content/load-content.ts';
import type { Content, ContentSession } from '#server/content/load-content.ts';

const CONTENT_DIR = fileURLToPath(new URL('../../../content', import.meta.url));

/**
 * The length of each category's generated media, in seconds (a new script seeds without audio until
 * `npm run content:audio` has run, so only generated media is measured). Impulses are 2 to 4 minutes
 * spoken and other sessions 3 to 6, each plus the produced intro, outro and pacing; podcasts run 10 to
 * 25 minutes.
 */
const RANGES = { impulse: [120, 300], podcast: [600, 1500], other: [180, 420] } as const;

describe('the content catalogue', () => {
  let content: Content;
  beforeAll(async () => {
    content = await loadContent(CONTENT_DIR);
  }, 60_000);

  const inCategory = (category: ContentSession['category']) => content.sessions.filter((s) => s.category === category);
  const outOfRange = (sessions: ContentSession[], [min, max]: readonly [number, number]) =>
    sessions
      .filter((s) => s.media && (s.media.durationSeconds < min || s.media.durationSeconds > max))
      .map((s) => `${s.slug}: ${s.media?.durationSeconds}`);

  it('has the 25 advisors the landing page promises, each leading at least two sessions', () => {
    expect(content.coaches).toHaveLength(25);
    for (const coach of content.coaches) expect(coach.expertise.length).toBeGreaterThan(0);
    const led = (slug: string) => content.sessions.filter((s) => s.coachSlug === slug).length;
    const underTwo = content.coaches.filter((c) => led(c.slug) < 2).map((c) => c.slug);
    expect(underTwo).toEqual([]);
  });

  it('has at least 12 paths of 5 to 10 sessions, each naming sessions that exist', () => {
    expect(content.paths.length).toBeGreaterThanOrEqual(12);
    const slugs = new Set(content.sessions.map((s) => s.slug));
    for (const p of content.paths) {
      expect(p.sessions.length, p.slug).toBeGreaterThanOrEqual(5);
      expect(p.sessions.length, p.slug).toBeLessThanOrEqual(10);
      for (const slug of p.sessions) expect(slugs, `${p.slug} → ${slug}`).toContain(slug);
    }
  });

  it('has the 100+ sessions the landing page promises, with media named after each session', () => {
    expect(content.sessions.length).toBeGreaterThanOrEqual(100);
    const generated = content.sessions.filter((s) => s.media);
    expect(generated.length).toBeGreaterThan(0);
    for (const s of generated) {
      expect(s.media?.file).toBe(`sessions/${s.slug}.${s.type === 'video' ? 'webm' : 'weba'}`);
      expect(s.media?.mimeType).toBe(s.type === 'video' ? 'video/webm' : 'audio/webm');
    }
  });

  it('has at least 60 impulses of 2 to 4 minutes spoken', () => {
    expect(inCategory('impulse').length).toBeGreaterThanOrEqual(60);
    expect(outOfRange(inCategory('impulse'), RANGES.impulse)).toEqual([]);
  });

  it('has at least 20 podcasts of 10 to 25 minutes, with a host and a guest, in 3 to 6 chapters', () => {
    const podcasts = inCategory('podcast');
    expect(podcasts.length).toBeGreaterThanOrEqual(20);
    expect(outOfRange(podcasts, RANGES.podcast)).toEqual([]);
    for (const p of podcasts) {
      const voices = new Set(p.segments.flatMap((s) => (s.kind === 'speech' ? [s.voice] : [])));
      expect([...voices].sort(), p.slug).toEqual(['guest', 'host']);
      const chapters = p.segments.filter((s) => s.kind === 'chapter');
      expect(chapters.length, p.slug).toBeGreaterThanOrEqual(3);
      expect(chapters.length, p.slug).toBeLessThanOrEqual(6);
      expect(p.segments[0]?.kind, `${p.slug} opens with a chapter`).toBe('chapter');
    }
  });

  it('sizes every script for its category in spoken words, before any media exists', () => {
    // About 150 words a minute: impulses 2 to 4 minutes with pauses, podcasts 8 to 25, others 3 to 6.
    const WORDS = { impulse: [280, 520], podcast: [1100, 3500], other: [350, 900] } as const;
    const misfits = content.sessions
      .map((s) => ({ s, words: spokenWordCount(s.segments), range: WORDS[s.category] }))
      .filter(({ words, range }) => words < range[0] || words > range[1])
      .map(({ s, words }) => `${s.slug} (${s.category}): ${words} words`);
    expect(misfits).toEqual([]);
  });

  it('keeps other sessions at 3 to 6 minutes spoken', () => {
    expect(outOfRange(inCategory('other'), RANGES.other)).toEqual([]);
  });

  it('has at least 4 videos', () => {
    expect(content.sessions.filter((s) => s.type === 'video').length).toBeGreaterThanOrEqual(4);
  });

  it('keeps about 40 % of sessions premium, and features at least 6', () => {
    const premiumShare = content.sessions.filter((s) => s.isPremium).length / content.sessions.length;
    expect(premiumShare).toBeGreaterThanOrEqual(0.3);
    expect(premiumShare).toBeLessThanOrEqual(0.5);
    expect(content.sessions.filter((s) => s.featured).length).toBeGreaterThanOrEqual(6);
  });

  it('has several descriptions long enough to need "Show more", and a journal prompt on most sessions', () => {
    expect(content.sessions.filter((s) => s.description.length > 120).length).toBeGreaterThanOrEqual(5);
    expect(content.sessions.filter((s) => s.journalPrompt).length).toBeGreaterThan(content.sessions.length * 0.8);
  });

  it('credits every session to a listed advisor and puts every listed session in at least one path', () => {
    const coaches = new Set(content.coaches.map((c) => c.slug));
    for (const s of content.sessions) expect(coaches, s.slug).toContain(s.coachSlug);
    const inAPath = new Set(content.paths.flatMap((p) => p.sessions));
    const listed = content.sessions.filter((s) => !s.unlisted);
    expect(listed.filter((s) => !inAPath.has(s.slug)).map((s) => s.slug)).toEqual([]);
    // The one unlisted session is the secret room's bonus, which no path may reveal.
    const unlisted = content.sessions.filter((s) => s.unlisted).map((s) => s.slug);
    expect(unlisted).toEqual(['the-room-behind-the-streak']);
    expect(unlisted.filter((slug) => inAPath.has(slug))).toEqual([]);
  });
});

const frontMatter = (overrides: Record<string, string | null> = {}) => {
  const fields: Record<string, string | null> = {
    title: 'A Test Session',
    coach: 'maya-okafor',
    category: 'impulse',
    type: 'audio',
    premium: 'false',
    featured: 'true',
    published: '2026-03-04',
    journal_prompt: 'What did you notice?',
    description: 'A short test session.',
    ...overrides,
  };
  const lines = Object.entries(fields).flatMap(([key, value]) => (value === null ? [] : [`${key}: ${value}`]));
  return ['---', ...lines, '---'].join('\n');
};

describe('parseSessionFile', () => {
  it('reads the front matter into typed, camel-cased fields', () => {
    const session = parseSessionFile('sessions/a-test.md', `${frontMatter()}\nHello there.\n`);
    expect(session).toMatchObject({
      slug: 'a-test',
      title: 'A Test Session',
      coachSlug: 'maya-okafor',
      category: 'impulse',
      type: 'audio',
      isPremium: false,
      featured: true,
      journalPrompt: 'What did you notice?',
      description: 'A short test session.',
    });
    expect(session.publishedAt.toISOString()).toBe('2026-03-04T00:00:00.000Z');
  });

  it('gives a null journal prompt when there is none', () => {
    const session = parseSessionFile('x.md', `${frontMatter({ journal_prompt: null })}\nHi.`);
    expect(session.journalPrompt).toBeNull();
  });

  it('splits the body into paragraphs and pauses, joining wrapped lines', () => {
    const body = ['First line', 'continues here.', '', '[pause 3]', '', 'Second paragraph.', '[pause 1.5]', 'Third.'].join('\n');
    const session = parseSessionFile('x.md', `${frontMatter()}\n${body}\n`);
    expect(session.segments).toEqual([
      { kind: 'speech', voice: 'narrator', text: 'First line continues here.' },
      { kind: 'pause', seconds: 3 },
      { kind: 'speech', voice: 'narrator', text: 'Second paragraph.' },
      { kind: 'pause', seconds: 1.5 },
      { kind: 'speech', voice: 'narrator', text: 'Third.' },
    ]);
    expect(spokenWordCount(session.segments)).toBe(7);
  });

  it('switches voices on HOST: and GUEST: in podcasts and does not speak the label', () => {
    const body = ['HOST: Welcome.', '', 'GUEST: Thanks.', '', 'Glad to be here.', '', '[pause 2]', '', 'HOST: Good.'].join('\n');
    const session = parseSessionFile('x.md', `${frontMatter({ category: 'podcast' })}\n${body}`);
    expect(session.segments).toEqual([
      { kind: 'speech', voice: 'host', text: 'Welcome.' },
      { kind: 'speech', voice: 'guest', text: 'Thanks.' },
      { kind: 'speech', voice: 'guest', text: 'Glad to be here.' },
      { kind: 'pause', seconds: 2 },
      { kind: 'speech', voice: 'host', text: 'Good.' },
    ]);
    expect(spokenWordCount(session.segments)).toBe(7);
  });

  it('handles Windows line endings', () => {
    const session = parseSessionFile('x.md', `${frontMatter()}\nOne.\n\n[pause 2]\n\nTwo.`.replace(/\n/g, '\r\n'));
    expect(session.segments).toHaveLength(3);
  });

  const cases: Array<[string, string, RegExp]> = [
    ['a bad category', `${frontMatter({ category: 'lecture' })}\nHi.`, /x\.md \(category\): must be one of impulse, podcast, other/],
    ['a bad type', `${frontMatter({ type: 'podcast' })}\nHi.`, /\(type\): must be one of audio, video/],
    ['a bad flag', `${frontMatter({ premium: 'yes' })}\nHi.`, /\(premium\): must be true or false/],
    ['a bad date', `${frontMatter({ published: '2026-02-30' })}\nHi.`, /\(published\): must be a date written YYYY-MM-DD/],
    ['a missing title', `${frontMatter({ title: null })}\nHi.`, /\(title\): is required/],
    ['an empty description', `${frontMatter({ description: '' })}\nHi.`, /\(description\): must not be empty/],
    ['a bad coach slug', `${frontMatter({ coach: 'Maya Okafor' })}\nHi.`, /\(coach\): must be a lowercase slug/],
    ['an unknown field', `${frontMatter({ duration: '3' })}\nHi.`, /\(duration\): unknown field/],
    ['a line that is not key: value', `${frontMatter()}`.replace('---\n', '---\njust words\n') + '\nHi.', /\(line 2\)/],
    ['a repeated field', `${frontMatter()}`.replace('---\n', '---\ntype: video\n') + '\nHi.', /\(type\): appears twice/],
    ['no front matter', 'Hello.', /must start with a "---"/],
    ['unclosed front matter', '---\ntitle: x\nHello.', /not closed/],
    ['a malformed pause', `${frontMatter()}\nHi.\n\n[pause]\n`, /\(line 14\): expected "\[pause N\]"/],
    ['a speaker label outside a podcast', `${frontMatter()}\nHOST: Hi.`, /speakers belong in podcasts only/],
    ['a podcast without an opening speaker', `${frontMatter({ category: 'podcast' })}\nHi.`, /must open with a HOST: or GUEST:/],
    ['an empty body', `${frontMatter()}\n\n[pause 2]\n`, /\(body\): has nothing to say/],
  ];
  it.each(cases)('rejects %s, naming the file and field', (_name, source, message) => {
    expect(() => parseSessionFile('x.md', source)).toThrow(ContentError);
    expect(() => parseSessionFile('x.md', source)).toThrow(message);
  });
});

describe('loadContent on a small content folder', () => {
  let dir: string | null = null;
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
    dir = null;
  });

  const coach = { slug: 'maya-okafor', name: 'Maya Okafor', title: 'Coach', bio: 'Bio.', expertise: ['Focus'] };
  async function folder(files: { coaches?: unknown; paths?: unknown; sessions?: Record<string, string> }) {
    dir = await mkdtemp(path.join(os.tmpdir(), 'content-test-'));
    await mkdir(path.join(dir, 'sessions'));
    await writeFile(path.join(dir, 'coaches.json'), JSON.stringify(files.coaches ?? [coach]));
    if (files.paths !== undefined) await writeFile(path.join(dir, 'paths.json'), JSON.stringify(files.paths));
    for (const [slug, source] of Object.entries(files.sessions ?? {})) {
      await writeFile(path.join(dir, 'sessions', `${slug}.md`), source);
    }
    return dir;
  }
  const onePath = (sessions: string[]) => [{ slug: 'p', title: 'P', description: 'D', sessions }];

  it('loads a valid folder, with null media where none was generated', async () => {
    const content = await loadContent(await folder({ paths: onePath(['one']), sessions: { one: `${frontMatter()}\nHi.` } }));
    expect(content.coaches).toEqual([coach]);
    expect(content.paths).toEqual(onePath(['one']));
    expect(content.sessions).toHaveLength(1);
    expect(content.sessions[0]).toMatchObject({ slug: 'one', coachSlug: 'maya-okafor', media: null });
  });

  it('rejects a session whose advisor is not in coaches.json', async () => {
    const source = `${frontMatter({ coach: 'nobody-here' })}\nHi.`;
    await expect(loadContent(await folder({ paths: [], sessions: { one: source } }))).rejects.toThrow(
      /one\.md \(coach\): unknown advisor "nobody-here"/,
    );
  });

  it('rejects a path naming a missing session', async () => {
    const contentDir = await folder({ paths: onePath(['one', 'ghost']), sessions: { one: `${frontMatter()}\nHi.` } });
    await expect(loadContent(contentDir)).rejects.toThrow(/paths\.json \(\[0\]\.sessions\[1\]\): no session "ghost"/);
  });

  it('rejects an advisor with a missing field', async () => {
    const { bio: _bio, ...noBio } = coach;
    await expect(loadContent(await folder({ coaches: [noBio], paths: [] }))).rejects.toThrow(/coaches\.json \(\[0\]\.bio\): is required/);
  });

  it('rejects a missing paths.json', async () => {
    await expect(loadContent(await folder({}))).rejects.toThrow(/paths\.json: file is missing/);
  });
});
